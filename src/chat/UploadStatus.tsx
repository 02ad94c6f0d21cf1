import { useTheme } from '@emotion/react';
import { userFacingMessage } from '../core/errors';
import { formatBytes } from '../upload/formatBytes';
import type { UploadEntry } from '../upload/uploadCenter';
import { Button } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';

export interface UploadStatusProps {
  upload: UploadEntry;
  onCancel: (key: string) => void;
}

export const uploadFailedText = (name: string) => `The upload of ${name} failed.`;
export const AWAITING_SERVER_TEXT = 'waiting for the server…';
export const RETRYING_TEXT = 'retrying…';

/** What the progress line adds after the bytes: a retry under way, else a server that has yet to answer. */
const progressNote = ({ retryingParts, awaitingParts }: { retryingParts: number; awaitingParts: number }) =>
  retryingParts > 0 ? ` · ${RETRYING_TEXT}` : awaitingParts > 0 ? ` · ${AWAITING_SERVER_TEXT}` : '';
export const uploadCanceledText = (name: string) => `The upload of ${name} was canceled.`;

/** The member's side of an upload under its file line: live progress and cancel, or how it ended. */
export function UploadStatus({ upload, onCancel }: UploadStatusProps) {
  const theme = useTheme();
  const note = { margin: 0, fontSize: theme.fonts.smallSize } as const;
  if (upload.outcome === 'failed') {
    // An upload that never started (start_file_upload failed) has no reason to show: it is only logged.
    const error = upload.snapshot?.error;
    return (
      <p css={[note, { color: theme.colors.error }]}>
        {uploadFailedText(upload.name)}
        {error && ` ${userFacingMessage(error)}`}
      </p>
    );
  }
  if (upload.outcome === 'canceled')
    return <p css={[note, { color: theme.colors.mutedText }]}>{uploadCanceledText(upload.name)}</p>;
  if (upload.outcome === 'done' || !upload.snapshot) return null;
  const { progress, fraction } = upload.snapshot;
  const done = progress.completedBytes + progress.inProgressBytes;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 420 }}>
      <ProgressBar label={`Upload of ${upload.name}`} value={fraction} />
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
        <span css={[note, { color: theme.colors.mutedText }]}>
          {formatBytes(done)} of {formatBytes(progress.totalBytes)} ({Math.floor(fraction * 100)}%)
          {progressNote(upload.snapshot)}
        </span>
        <Button
          variant="dawn"
          size="extra-small"
          aria-label={`Cancel the upload of ${upload.name}`}
          onClick={() => onCancel(upload.key)}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
