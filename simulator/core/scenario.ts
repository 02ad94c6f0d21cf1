/**
 * Scenarios are data: what the server does, step by step, in simulation time. Whatever a scenario does not
 * script is answered by the emulators it names.
 */
export interface Scenario {
  name: string;
  description: string;
  /** Default seed; a run may override it. */
  seed?: number;
  /** Emulators by registry name, asked in order for anything the rules below do not answer. */
  emulators?: string[];
  http?: HttpRule[];
  sockets?: SocketRule[];
}

export interface HttpRule {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** A path pattern: literal segments, ':name' for one segment, a trailing '*' for the rest. */
  path: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many matching requests this rule answers before it steps aside (default: all). */
  times?: number;
}

export interface SocketRule {
  path: string;
  /** The n-th connection to the path follows the n-th script; later ones follow the last. */
  connections: ConnectionScript[];
}

export type ConnectionScript =
  | { refuse: true }
  | {
      steps: SocketStep[];
      /** After the last step: hand the socket to the emulators (default), or keep it open and silent. */
      then?: 'emulator' | 'hold';
    };

export type SocketAction =
  /** s2c_acknowledge_auth { ok } */
  | { do: 'ack'; ok: boolean }
  /** s2c_event_batch { events } */
  | { do: 'batch'; events: unknown[] }
  /** Any text frame, malformed or not. */
  | { do: 'send'; frame: string }
  /** A binary (non-string) frame. */
  | { do: 'sendBinary'; bytes: number[] }
  | { do: 'close'; code: number; reason?: string }
  /** Go silent: no more frames, socket left open. */
  | { do: 'stall' };

export type SocketStep = SocketAction & {
  /** Wait for the client's next frame before this step. */
  onClientFrame?: boolean;
  /** Then wait this many ms (default 0). */
  after?: number;
};
