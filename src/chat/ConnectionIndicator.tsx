import { useTheme } from '@emotion/react';
import type { ConnectionStatus } from '../live/connection';
import { TextLinkButton } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

export interface ConnectionIndicatorProps {
  status: ConnectionStatus;
  /** Offered once the connection has given up (errored, closed). */
  onRetry?: () => void;
}

const RECONNECTING: ReadonlySet<ConnectionStatus> = new Set(['waiting_to_retry']);
const STARTING: ReadonlySet<ConnectionStatus> = new Set(['initializing', 'connecting', 'authorizing', 'syncing']);

/** Quiet when all is well; says so when the chat is reconnecting or has stopped. */
export function ConnectionIndicator({ status, onRetry }: ConnectionIndicatorProps) {
  const theme = useTheme();
  const line = {
    display: 'flex',
    gap: 8,
    alignItems: 'center',
    fontSize: theme.fonts.smallSize,
    minHeight: 24,
  } as const;
  if (STARTING.has(status)) {
    return (
      <div role="status" css={[line, { color: theme.colors.mutedText }]}>
        <Spinner size={14} /> Connecting…
      </div>
    );
  }
  if (RECONNECTING.has(status)) {
    return (
      <div role="status" css={[line, { color: theme.colors.mutedText }]}>
        <Spinner size={14} /> Reconnecting…
      </div>
    );
  }
  if (status === 'errored' || status === 'closed') {
    return (
      <div role="alert" css={[line, { color: theme.colors.error }]}>
        The chat connection stopped.
        {onRetry && <TextLinkButton onClick={onRetry}>Reconnect</TextLinkButton>}
      </div>
    );
  }
  return <div role="status" css={line} />;
}
