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
  /** The assistant emulator's uploads: part size and injected faults. */
  uploads?: UploadSettings;
}

export interface UploadSettings {
  /** Part size start_file_upload hands out (default 5 MiB). */
  partSizeBytes?: number;
  /** Fraction of part requests answered 503, drawn from the seeded random. */
  serverErrorRate?: number;
  /** Every request for this part is refused with this (4xx) status. */
  rejectPart?: { partNumber: number; status: number };
  /** Fraction of part requests that stall past the client's 20 s time-out. */
  stallRate?: number;
  /** Extra latency of every part request (a slow link), in ms. */
  latencyMs?: number;
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
