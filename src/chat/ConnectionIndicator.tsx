import { useTheme } from '@emotion/react';
import type { ConnectionStatus } from '../live/connection';
import { TextLinkButton } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useTexts } from '../ui/texts';
import { chatTexts } from './texts';

export interface ConnectionIndicatorProps {
  status: ConnectionStatus;
  /** Retries already made: a connection being made again reads as reconnecting. */
  retries?: number;
  /** Offered once the connection has given up (errored, closed). */
  onRetry?: () => void;
}

/**
 * The states in which the member waits for a connection. Syncing is not one: the socket is open and events
 * (answers among them) are arriving, so saying 'Connecting…' beside them would be wrong.
 */
const WAITING: ReadonlySet<ConnectionStatus> = new Set(['initializing', 'connecting', 'authorizing']);

/** Quiet when all is well; says so while the member waits for a connection or once it has stopped. */
export function ConnectionIndicator({ status, retries = 0, onRetry }: ConnectionIndicatorProps) {
  const theme = useTheme();
  const { connection } = useTexts(chatTexts);
  const line = {
    display: 'flex',
    gap: 8,
    alignItems: 'center',
    fontSize: theme.fonts.smallSize,
    minHeight: 24,
  } as const;
  const waiting = status === 'waiting_to_retry' || WAITING.has(status);
  if (waiting) {
    return (
      <div role="status" css={[line, { color: theme.colors.mutedText }]}>
        <Spinner size={14} />{' '}
        {status === 'waiting_to_retry' || retries > 0 ? connection.reconnecting : connection.connecting}
      </div>
    );
  }
  if (status === 'errored' || status === 'closed') {
    return (
      <div role="alert" css={[line, { color: theme.colors.error }]}>
        {connection.stopped}
        {onRetry && <TextLinkButton onClick={onRetry}>{connection.reconnect}</TextLinkButton>}
      </div>
    );
  }
  return <div role="status" css={line} />;
}
