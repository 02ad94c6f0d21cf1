import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, emptyLog, toArray, type AppendLog } from '../../src/live/appendLog';
import { deepCopy } from '../support/purity';

// Batches long enough to fill and cross chunk boundaries, short enough to end inside one.
const batches = fc.array(fc.array(fc.integer(), { maxLength: 600 }), { maxLength: 8 });

describe('append log', () => {
  it('holds what was appended, in order', () => {
    fc.assert(
      fc.property(batches, (parts) => {
        const log = parts.reduce<AppendLog<number>>((at, part) => append(at, part), emptyLog());
        const all = parts.flat();
        expect(toArray(log)).toEqual(all);
        expect(log.length).toBe(all.length);
      }),
      { numRuns: 200 },
    );
  });

  it('never changes a log once made: appending twice to one log gives the same log twice', () => {
    fc.assert(
      fc.property(batches, fc.array(fc.integer(), { maxLength: 600 }), (parts, more) => {
        const log = parts.reduce<AppendLog<number>>((at, part) => append(at, part), emptyLog());
        const before = deepCopy(log);
        const first = deepCopy(append(log, more));
        expect(append(log, more)).toEqual(first);
        expect(log).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it('is the same structure however the items were batched', () => {
    fc.assert(
      fc.property(batches, (parts) => {
        const batched = parts.reduce<AppendLog<number>>((at, part) => append(at, part), emptyLog());
        expect(batched).toEqual(append(emptyLog(), parts.flat()));
      }),
      { numRuns: 100 },
    );
  });
});
