import type { EventEnvelope } from '../../../src/live/frames';
import type { Frame, SocketPeer, SocketSession } from '../../core/types';

/** One server-side event stream (a chat or an output): append-only, pushed live to its subscribers. */
export class EventLog<E> {
  readonly events: EventEnvelope<E>[] = [];
  readonly listeners = new Set<(events: EventEnvelope<E>[]) => void>();

  constructor(
    readonly uid: string,
    readonly organizationUid: string,
    private readonly nextEventUid: () => string,
    /** Output events carry a version; chat events do not. */
    private readonly withVersion = false,
  ) {}

  append(...bodies: E[]): void {
    const events = bodies.map((event, i) => ({
      uid: this.nextEventUid(),
      event_order: this.events.length + 1 + i,
      event,
      ...(this.withVersion ? { version: this.events.length + 1 + i } : {}),
    }));
    this.events.push(...events);
    this.onAppend(events);
    for (const listener of this.listeners) listener(events);
  }

  /** Hook for logs that derive state from their events. */
  protected onAppend(_events: EventEnvelope<E>[]): void {}
}

/** Events per s2c_event_batch when replaying history. */
export const HISTORY_BATCH_SIZE = 50;

/**
 * Serves one socket of either protocol: waits for c2s_auth, finds the log it names (or refuses with
 * ok false), replays the history in batches, then streams what is appended.
 */
export function serveEventLog<E>(
  peer: SocketPeer,
  find: (auth: Record<string, unknown>) => EventLog<E> | undefined,
): SocketSession {
  let log: EventLog<E> | undefined;
  const push = (events: EventEnvelope<E>[]) => peer.send(JSON.stringify({ type: 's2c_event_batch', events }));
  return {
    receive(frame: Frame) {
      if (log) return; // Nothing else is expected from the client.
      const auth = parseAuth(frame);
      const found = auth && find(auth);
      if (!found || found.organizationUid !== auth?.organization_uid) {
        peer.send(JSON.stringify({ type: 's2c_acknowledge_auth', ok: false }));
        return;
      }
      log = found;
      peer.send(JSON.stringify({ type: 's2c_acknowledge_auth', ok: true }));
      for (let i = 0; i < log.events.length; i += HISTORY_BATCH_SIZE) push(log.events.slice(i, i + HISTORY_BATCH_SIZE));
      log.listeners.add(push);
    },
    closed() {
      log?.listeners.delete(push);
    },
  };
}

function parseAuth(frame: Frame): Record<string, unknown> | undefined {
  if (typeof frame !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(frame);
    return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'c2s_auth'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
