import type { Clock } from '../../src/core/clock';
import type { Frame } from './types';

export type TranscriptEntry =
  | { t: number; kind: 'http'; method: string; path: string; status: number; request?: unknown; response?: unknown }
  | { t: number; kind: 'open' | 'refused'; socket: number; path: string }
  | { t: number; kind: 'c2s' | 's2c'; socket: number; frame: string | { binary: string } }
  | { t: number; kind: 'close'; socket: number; by: 'client' | 'server'; code: number; reason: string }
  | { t: number; kind: 'note'; text: string };

type Entry = TranscriptEntry extends infer E ? (E extends TranscriptEntry ? Omit<E, 't'> : never) : never;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Binary frames are recorded as hex so a transcript stays plain JSON. */
export const recordedFrame = (frame: Frame): string | { binary: string } =>
  typeof frame === 'string' ? frame : { binary: hex(frame) };

/**
 * Every frame and HTTP exchange with its simulation time (ms since the run began), so that runs can be
 * compared byte for byte and a bug filed as scenario + seed + transcript.
 */
export class Transcript {
  readonly entries: TranscriptEntry[] = [];
  /** The clock's time when the run began: every entry's `t` counts from here. */
  readonly start: number;

  constructor(private readonly clock: Clock) {
    this.start = clock.now();
  }

  record(entry: Entry): void {
    this.entries.push({ t: this.clock.now() - this.start, ...entry } as TranscriptEntry);
  }

  toJSON(): string {
    return JSON.stringify(this.entries, null, 1);
  }
}
