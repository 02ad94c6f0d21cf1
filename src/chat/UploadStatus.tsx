import { useTheme } from '@emotion/react';
import { formatMessage } from '../core/message';
import { formatBytes } from '../upload/formatBytes';
import type { UploadEntry } from '../upload/uploadCenter';
import { Button } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';
import { FormattedMessage, useTexts } from '../ui/texts';
import { useUserFacingMessage } from '../ui/useUserFacingMessage';
import { chatTexts } from './texts';

export interface UploadStatusProps {
  upload: UploadEntry;
  onCancel: (key: string) => void;
}

/** The member's side of an upload under its file line: live progress and cancel, or how it ended. */
export function UploadStatus({ upload, onCancel }: UploadStatusProps) {
  const theme = useTheme();
  const texts = useTexts(chatTexts).upload;
  const reasonOf = useUserFacingMessage();
  const note = { margin: 0, fontSize: theme.fonts.smallSize } as const;
  const { name } = upload;
  if (upload.outcome === 'failed') {
    // An upload that never started (start_file_upload failed) has no reason to show: it is only logged.
    const error = upload.snapshot?.error;
    return (
      <p css={[note, { color: theme.colors.error }]}>
        {formatMessage(texts.failed, { name })}
        {error && ` ${reasonOf(error)}`}
      </p>
    );
  }
  if (upload.outcome === 'canceled')
    return <p css={[note, { color: theme.colors.mutedText }]}>{formatMessage(texts.canceled, { name })}</p>;
  if (upload.outcome === 'done' || !upload.snapshot) return null;
  const { progress, fraction, retryingParts, awaitingParts } = upload.snapshot;
  const done = progress.completedBytes + progress.inProgressBytes;
  // Parts, not one string: each figure stays a text of its own, as the line has always been set.
  const bytes = (
    <FormattedMessage
      template={texts.progress}
      params={{
        done: formatBytes(done),
        total: formatBytes(progress.totalBytes),
        percent: Math.floor(fraction * 100),
      }}
    />
  );
  // After the bytes: a retry under way, else a server that has yet to answer.
  const after = retryingParts > 0 ? texts.retrying : awaitingParts > 0 ? texts.awaitingServer : undefined;
  const line = after ? <FormattedMessage template={after} params={{ progress: bytes }} /> : bytes;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 420 }}>
      <ProgressBar label={formatMessage(texts.progressLabel, { name })} value={fraction} />
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
        <span css={[note, { color: theme.colors.mutedText }]}>{line}</span>
        <Button
          variant="dawn"
          size="extra-small"
          aria-label={formatMessage(texts.cancelLabel, { name })}
          onClick={() => onCancel(upload.key)}
        >
          {texts.cancel}
        </Button>
      </div>
    </div>
  );
}
