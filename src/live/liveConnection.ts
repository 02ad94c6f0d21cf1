import type { Clock } from '../core/clock';
import { EffectRunner } from '../core/effectRunner';
import type { Random } from '../core/random';
import {
  initialConnectionState,
  transition,
  type ConnectionConfig,
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionState,
} from './connection';
import { authFrame, type EventEnvelope } from './frames';

/** The part of the browser's WebSocket the runtime uses; tests and the simulator provide their own. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  /** `timeStamp`: when the frame arrived, on the page's clock; each slice of a sliced frame has the frame's. */
  onmessage: ((event: { data: unknown; timeStamp?: number }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** What the browser says of its network: it may be back (online, tab visible), or it is gone (offline). */
export interface NetworkListener {
  wake(): void;
  offline(): void;
}

/** Where network signals come from: subscribe returns an unsubscribe. */
export type NetworkSignals = (listener: NetworkListener) => () => void;

/** Where and how a live socket connects: the part the chat and output connections share. */
export interface LiveSocketOptions {
  url: string;
  clock: Clock;
  random: Random;
  createSocket: SocketFactory;
  network?: NetworkSignals;
}

export interface LiveConnectionOptions<E> extends LiveSocketOptions {
  /** Sent as c2s_auth once the socket opens. */
  auth: Record<string, string>;
  decodeEvent: (raw: unknown) => EventEnvelope<E>;
  resetRetriesAfterConnectedDrop: boolean;
  /** Applies events to the model; throwing (a broken invariant) puts the connection in errored. */
  onEvents: (events: EventEnvelope<E>[]) => void;
  onReset: () => void;
  onState: (state: ConnectionState<E>) => void;
}

/**
 * The thin shell around the pure lifecycle: owns the one socket and the one phase timer, runs the effects
 * the machine asks for, and feeds socket events, timer expiries and wake signals back in.
 */
export class LiveConnection<E> {
  private current: ConnectionState<E> = initialConnectionState<E>();
  private socket: SocketLike | undefined;
  /** Events are queued so that an effect that dispatches (a failing apply) never re-enters the machine. */
  private readonly runner: EffectRunner<ConnectionEvent>;
  private readonly config: ConnectionConfig<E>;
  private unsubscribeNetwork: (() => void) | undefined;

  constructor(private readonly options: LiveConnectionOptions<E>) {
    this.config = {
      random: options.random,
      decodeEvent: options.decodeEvent,
      resetRetriesAfterConnectedDrop: options.resetRetriesAfterConnectedDrop,
    };
    this.runner = new EffectRunner(options.clock, (event) => this.step(event));
  }

  get state(): ConnectionState<E> {
    return this.current;
  }

  start(): void {
    this.unsubscribeNetwork ??= this.options.network?.({
      wake: () => this.runner.dispatch({ type: 'wake' }),
      offline: () => this.runner.dispatch({ type: 'offline' }),
    });
    this.runner.dispatch({ type: 'start' });
  }

  close(): void {
    this.runner.dispatch({ type: 'close' });
  }

  private step(event: ConnectionEvent): void {
    const before = this.current;
    const { state, effects } = transition(before, event, this.config);
    this.current = state;
    for (const effect of effects) this.perform(effect);
    if (state.status === 'closed') this.stopListening();
    if (state !== before) this.options.onState(state);
  }

  private perform(effect: ConnectionEffect<E>): void {
    switch (effect.type) {
      case 'open_socket':
        return this.open();
      case 'send_auth':
        return this.socket?.send(authFrame(this.options.auth));
      case 'close_socket':
        return this.detach();
      case 'timer':
        return this.runner.timer('phase', effect.ms, { type: 'timeout' });
      case 'reset':
        return this.options.onReset();
      case 'apply':
        try {
          this.options.onEvents(effect.events);
        } catch (error) {
          this.runner.dispatch({ type: 'fail', error });
        }
    }
  }

  private open(): void {
    this.detach();
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      // An unusable URL or a blocked constructor is a failed attempt like any other.
      queueMicrotask(() => this.runner.dispatch({ type: 'socket_closed' }));
      return;
    }
    this.socket = socket;
    // Handlers check the socket is still the current one: a late event from an old socket means nothing.
    const mine = (handler: () => void) => () => {
      if (this.socket === socket) handler();
    };
    socket.onopen = mine(() => this.runner.dispatch({ type: 'socket_opened' }));
    socket.onmessage = (message) => {
      if (this.socket === socket) this.runner.dispatch({ type: 'frame', data: message.data });
    };
    socket.onclose = mine(() => this.runner.dispatch({ type: 'socket_closed' }));
    socket.onerror = mine(() => this.runner.dispatch({ type: 'socket_closed' }));
  }

  private detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000, 'client closed');
    } catch {
      // Closing a socket that never opened may throw in some engines; it is gone either way.
    }
  }

  private stopListening(): void {
    this.unsubscribeNetwork?.();
    this.unsubscribeNetwork = undefined;
  }
}

/**
 * A browser window's network signals: online and tab-visible (the moments a sleeping laptop comes back), and
 * offline (the network is gone, whatever the socket still claims).
 */
export const browserNetworkSignals: NetworkSignals = ({ wake, offline }) => {
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', onVisible);
  };
};
