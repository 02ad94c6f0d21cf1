import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { formatMessage } from '../core/message';
import { formatBytes } from '../upload/formatBytes';
import type { UploadEntry } from '../upload/uploadCenter';
import { Button, TextLinkButton } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';
import { FormattedMessage, useTexts } from '../ui/texts';
import { useUserFacingMessage } from '../ui/useUserFacingMessage';
import { chatTexts } from './texts';
import type { UploadActions } from './uploadsContext';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface UploadStatusProps extends UploadActions {
  upload: UploadEntry;
}

/**
 * The member's side of an upload under its file line, naming the file in every state: live progress and
 * cancel, or how it ended, with a retry for a failed upload where uploads may start (onRetry given).
 */
export function UploadStatus({ upload, onCancel, onRetry }: UploadStatusProps) {
  const theme = useTheme();
  const texts = useTexts(chatTexts).upload;
  const reasonOf = useUserFacingMessage();
  const id = useId();
  const note = { margin: 0, fontSize: theme.fonts.smallSize } as const;
  const { name } = upload;
  if (upload.outcome === 'failed') {
    // An upload that never started (start_file_upload failed) has no reason to show: it is only logged.
    const error = upload.snapshot?.error;
    const failed = (
      <p css={[note, { color: theme.colors.error }]}>
        {formatMessage(texts.failed, { name })}
        {error && ` ${reasonOf(error)}`}
      </p>
    );
    if (!onRetry || !upload.retryable) return failed;
    return (
      // The button inherits the note's small type (a link button takes its font from around it).
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8, fontSize: note.fontSize }}>
        {failed}
        {/* Its name is its text, then the file's ('Try again deck.pdf'): which upload, when several failed. */}
        <TextLinkButton id={id} aria-labelledby={`${id} ${id}-name`} onClick={() => onRetry(upload.key)}>
          {texts.retry}
        </TextLinkButton>
        <span id={`${id}-name`} hidden>
          {name}
        </span>
      </div>
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
        {/* The file's name first, cut short with an ellipsis past half the line, so the figures always show. */}
        <span css={[note, { display: 'flex', gap: 6, minWidth: 0, color: theme.colors.mutedText }]}>
          <span css={{ ...ellipsis, flexShrink: 0, maxWidth: '50%', fontWeight: 700 }}>{name}</span>
          <span css={{ minWidth: 0 }}>{line}</span>
        </span>
        <Button
          variant="dawn"
          size="extra-small"
          aria-label={formatMessage(texts.cancelLabel, { name, cancel: texts.cancel })}
          onClick={() => onCancel(upload.key)}
        >
          {texts.cancel}
        </Button>
      </div>
    </div>
  );
}
