/**
 * A list that only grows and never changes once made: appending returns a new log that shares the full
 * chunks of the old one. A long replay appends to a log of 100,000s of items frame after frame; copying a
 * flat array on each frame would make it quadratic, and pushing into a shared one would change every
 * earlier state that holds it.
 */
export interface AppendLog<T> {
  readonly length: number;
  /** Full chunks of CHUNK items, then at most one partial chunk; none is ever written again. */
  readonly chunks: readonly (readonly T[])[];
}

/** About the square root of the longest logs: each append copies the open chunk and the chunk list. */
const CHUNK = 256;

export const emptyLog = <T>(): AppendLog<T> => ({ length: 0, chunks: [] });

export function append<T>(log: AppendLog<T>, items: readonly T[]): AppendLog<T> {
  if (items.length === 0) return log;
  const chunks = log.chunks.slice();
  let chunk: T[] = log.length % CHUNK === 0 ? [] : [...chunks.pop()!];
  for (const item of items) {
    if (chunk.length === CHUNK) {
      chunks.push(chunk);
      chunk = [];
    }
    chunk.push(item);
  }
  chunks.push(chunk);
  return { length: log.length + items.length, chunks };
}

export const toArray = <T>(log: AppendLog<T>): T[] => log.chunks.flat() as T[];
