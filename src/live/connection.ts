import { retryDelayMs } from '../core/backoff';
import { errorMessage } from '../core/errors';
import type { Random } from '../core/random';
import { append, emptyLog, toArray, type AppendLog } from './appendLog';
import { parseServerFrame, type EventEnvelope } from './frames';
import { emptyIdentities, identitiesOf, recordIdentities, sameIdentity, type IdentityLog } from './identityLog';
import { ProtocolError } from './schema';

/** Spec constants (assistant app, section 9). */
export const CONNECT_TIMEOUT_MS = 30_000;
export const AUTH_TIMEOUT_MS = 30_000;
export const SYNC_IDLE_MS = 1_000;
export const STABLE_AFTER_MS = 10_000;
export const ERRORED_CLOSE_MS = 1_000;

export type ConnectionStatus =
  | 'initializing'
  | 'connecting'
  | 'authorizing'
  | 'syncing'
  | 'connected_recently'
  | 'connected'
  | 'waiting_to_retry'
  | 'errored'
  | 'closed';

export interface ConnectionState<E> {
  status: ConnectionStatus;
  /** Retries already made since the count was last reset. */
  retries: number;
  error: string | undefined;
  /** event_order of the last event on the current socket: orders must strictly increase. */
  lastOrder: number;
  /** Identity (uid + order) of every event applied to the model, in order. */
  processed: IdentityLog;
  /** While syncing: how many processed events the server has replayed so far. */
  syncCursor: number;
  /** While syncing: the events received on this socket, kept to rebuild the model on a mismatch. */
  syncReceived: AppendLog<EventEnvelope<E>>;
}

export type ConnectionEvent =
  | { type: 'start' }
  | { type: 'socket_opened' }
  | { type: 'frame'; data: unknown }
  | { type: 'socket_closed' }
  /** The one phase timer ran out; what it means depends on the status. */
  | { type: 'timeout' }
  /** The browser came back online or the tab became visible: retry now instead of waiting. */
  | { type: 'wake' }
  /**
   * The browser lost its network: the socket is as good as dropped, though a browser may keep it open for
   * minutes before it notices. Treated as a drop, so the member sees the connection is being retried.
   */
  | { type: 'offline' }
  /** The model refused events (an invariant broke): an internal error. */
  | { type: 'fail'; error: unknown }
  | { type: 'close' };

export type ConnectionEffect<E> =
  | { type: 'open_socket' }
  | { type: 'send_auth' }
  | { type: 'close_socket' }
  /** (Re)starts the phase timer; null cancels it. */
  | { type: 'timer'; ms: number | null }
  | { type: 'apply'; events: EventEnvelope<E>[] }
  /** Drop the model: the events that follow rebuild it. */
  | { type: 'reset' };

export interface ConnectionConfig<E> {
  random: Random;
  decodeEvent: (raw: unknown) => EventEnvelope<E>;
  /** The output socket starts counting retries afresh after a drop from a settled connection. */
  resetRetriesAfterConnectedDrop: boolean;
}

export interface Transition<E> {
  state: ConnectionState<E>;
  effects: ConnectionEffect<E>[];
}

export const initialConnectionState = <E>(): ConnectionState<E> => ({
  status: 'initializing',
  retries: 0,
  error: undefined,
  lastOrder: Number.NEGATIVE_INFINITY,
  processed: emptyIdentities(),
  syncCursor: 0,
  syncReceived: emptyLog(),
});

/** The connection lifecycle shared by the chat and output sockets, as a pure function. */
export function transition<E>(
  state: ConnectionState<E>,
  event: ConnectionEvent,
  config: ConnectionConfig<E>,
): Transition<E> {
  if (state.status === 'closed') return { state, effects: [] };
  if (event.type === 'close') return closed(state);
  if (event.type === 'fail') return errored(state, errorMessage(event.error));
  switch (state.status) {
    case 'initializing':
      return event.type === 'start' ? connecting(state, state.retries) : same(state);
    case 'waiting_to_retry':
      return event.type === 'timeout' || event.type === 'wake' ? connecting(state, state.retries + 1) : same(state);
    case 'errored':
      return event.type === 'timeout' ? closed(state) : same(state);
    default:
      return active(state, event, config);
  }
}

function active<E>(state: ConnectionState<E>, event: ConnectionEvent, config: ConnectionConfig<E>): Transition<E> {
  switch (event.type) {
    case 'socket_opened':
      return state.status === 'connecting'
        ? { state: { ...state, status: 'authorizing' }, effects: [{ type: 'send_auth' }, timer(AUTH_TIMEOUT_MS)] }
        : same(state);
    case 'socket_closed':
    case 'offline':
      return waitToRetry(state, config);
    case 'timeout':
      return timedOut(state, config);
    case 'frame':
      try {
        return received(state, event.data, config);
      } catch (error) {
        return errored(state, errorMessage(error));
      }
    default:
      return same(state);
  }
}

function timedOut<E>(state: ConnectionState<E>, config: ConnectionConfig<E>): Transition<E> {
  switch (state.status) {
    case 'syncing':
      return settled(state);
    case 'connected_recently':
      return { state: { ...state, status: 'connected' }, effects: [timer(null)] };
    case 'connected':
      return same(state);
    default:
      // Connect or authentication time-out: treated as a drop.
      return waitToRetry(state, config);
  }
}

function received<E>(state: ConnectionState<E>, data: unknown, config: ConnectionConfig<E>): Transition<E> {
  const frame = parseServerFrame(data);
  if (frame.type === 's2c_acknowledge_auth') {
    if (state.status !== 'authorizing') throw new ProtocolError('Unexpected s2c_acknowledge_auth after authentication');
    if (!frame.ok) return errored(state, 'Authentication was not accepted');
    return {
      state: {
        ...state,
        status: 'syncing',
        lastOrder: Number.NEGATIVE_INFINITY,
        syncCursor: 0,
        syncReceived: emptyLog(),
      },
      effects: [timer(SYNC_IDLE_MS)],
    };
  }
  if (state.status === 'connecting' || state.status === 'authorizing') {
    throw new ProtocolError('s2c_event_batch before authentication was acknowledged');
  }
  const events = frame.events.map(config.decodeEvent);
  const lastOrder = checkOrder(events, state.lastOrder);
  return state.status === 'syncing' ? syncBatch(state, lastOrder, events) : apply(state, lastOrder, events, []);
}

function checkOrder(events: EventEnvelope<unknown>[], after: number): number {
  let last = after;
  for (const event of events) {
    if (event.event_order <= last) {
      throw new ProtocolError(`Out-of-order event ${event.uid}: event_order ${event.event_order} after ${last}`);
    }
    last = event.event_order;
  }
  return last;
}

/** Skips the replayed events that match what was already applied; rebuilds on the first mismatch. */
function syncBatch<E>(state: ConnectionState<E>, lastOrder: number, events: EventEnvelope<E>[]): Transition<E> {
  const syncReceived = append(state.syncReceived, events);
  let cursor = state.syncCursor;
  let index = 0;
  for (; index < events.length && cursor < state.processed.length; index++, cursor++) {
    if (!sameIdentity(state.processed, cursor, events[index]!)) return rebuild({ ...state, lastOrder, syncReceived });
  }
  const fresh = events.slice(index);
  const next = { ...state, syncCursor: cursor + fresh.length, syncReceived };
  return apply(next, lastOrder, fresh, [timer(SYNC_IDLE_MS)]);
}

function rebuild<E>(state: ConnectionState<E>): Transition<E> {
  const events = toArray(state.syncReceived);
  return {
    state: { ...state, processed: identitiesOf(events), syncCursor: events.length },
    effects: [
      { type: 'reset' },
      ...(events.length > 0 ? [{ type: 'apply' as const, events }] : []),
      timer(SYNC_IDLE_MS),
    ],
  };
}

/** The server went quiet: synced. A replay shorter than what was applied means the history changed. */
function settled<E>(state: ConnectionState<E>): Transition<E> {
  const base = state.syncCursor < state.processed.length ? rebuild(state) : { state, effects: [] };
  const effects = base.effects.filter((effect) => effect.type !== 'timer');
  return {
    state: { ...base.state, status: 'connected_recently', syncReceived: emptyLog() },
    effects: [...effects, timer(STABLE_AFTER_MS)],
  };
}

/** Records the events as processed and applies them; one copy of the state per frame, not one per field. */
function apply<E>(
  state: ConnectionState<E>,
  lastOrder: number,
  events: EventEnvelope<E>[],
  effects: ConnectionEffect<E>[],
): Transition<E> {
  if (events.length === 0) return { state: { ...state, lastOrder }, effects };
  const processed = recordIdentities(state.processed, events);
  return { state: { ...state, lastOrder, processed }, effects: [{ type: 'apply', events }, ...effects] };
}

function connecting<E>(state: ConnectionState<E>, retries: number): Transition<E> {
  return {
    state: { ...state, status: 'connecting', retries, error: undefined },
    effects: [{ type: 'open_socket' }, timer(CONNECT_TIMEOUT_MS)],
  };
}

function waitToRetry<E>(state: ConnectionState<E>, config: ConnectionConfig<E>): Transition<E> {
  const retries = config.resetRetriesAfterConnectedDrop && state.status === 'connected' ? 0 : state.retries;
  return {
    state: { ...state, status: 'waiting_to_retry', retries, syncReceived: emptyLog() },
    effects: [{ type: 'close_socket' }, timer(retryDelayMs(retries, config.random))],
  };
}

function errored<E>(state: ConnectionState<E>, error: string): Transition<E> {
  if (state.status === 'errored') return same(state);
  return {
    state: { ...state, status: 'errored', error, syncReceived: emptyLog() },
    effects: [{ type: 'close_socket' }, timer(ERRORED_CLOSE_MS)],
  };
}

function closed<E>(state: ConnectionState<E>): Transition<E> {
  const effects: ConnectionEffect<E>[] = state.status === 'initializing' ? [] : [{ type: 'close_socket' }, timer(null)];
  return { state: { ...state, status: 'closed', syncReceived: emptyLog() }, effects };
}

const same = <E>(state: ConnectionState<E>): Transition<E> => ({ state, effects: [] });
const timer = (ms: number | null) => ({ type: 'timer' as const, ms });
