import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyIdentities,
  fingerprint,
  identitiesOf,
  recordIdentities,
  sameIdentity,
  type IdentityLog,
} from '../../src/live/identityLog';

type Identity = { uid: string; event_order: number };

const identity = fc.record({ uid: fc.string({ maxLength: 12 }), event_order: fc.integer() });
const batches = fc.array(fc.array(identity, { maxLength: 90 }), { maxLength: 6 });

const build = (parts: Identity[][]) =>
  parts.reduce<IdentityLog>((log, part) => recordIdentities(log, part), emptyIdentities());

/** Whether the log holds exactly these identities, in order. */
const holds = (log: IdentityLog, all: Identity[]) =>
  log.length === all.length && all.every((event, index) => sameIdentity(log, index, event));

describe('identity log', () => {
  it('holds what was recorded, in order, however it was batched', () => {
    fc.assert(
      fc.property(batches, (parts) => {
        expect(holds(build(parts), parts.flat())).toBe(true);
        expect(holds(identitiesOf(parts.flat()), parts.flat())).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('tells a different uid or order at the same place apart, and nothing matches past the end', () => {
    const log = identitiesOf([
      { uid: 'e1', event_order: 1 },
      { uid: 'e2', event_order: 2 },
    ]);
    expect(sameIdentity(log, 1, { uid: 'e2', event_order: 2 })).toBe(true);
    expect(sameIdentity(log, 1, { uid: 'other', event_order: 2 })).toBe(false);
    expect(sameIdentity(log, 1, { uid: 'e2', event_order: 3 })).toBe(false);
    expect(sameIdentity(log, 2, { uid: 'e2', event_order: 2 })).toBe(false);
  });

  it('never changes a log once made: two appends to one log each see only their own events', () => {
    fc.assert(
      fc.property(batches, batches, batches, (parts, left, right) => {
        const base = build(parts);
        const first = left.reduce((log, part) => recordIdentities(log, part), base);
        const second = right.reduce((log, part) => recordIdentities(log, part), base);
        expect(holds(base, parts.flat())).toBe(true);
        expect(holds(first, [...parts.flat(), ...left.flat()])).toBe(true);
        expect(holds(second, [...parts.flat(), ...right.flat()])).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('fingerprints distinct uids distinctly (no collision among 200,000 similar ones)', () => {
    const seen = new Set<number>();
    for (let index = 0; index < 100_000; index++) {
      seen.add(fingerprint(`evt-${index}`));
      seen.add(fingerprint(`section-${index}`));
    }
    expect(seen.size).toBe(200_000);
    expect([...seen].every(Number.isSafeInteger)).toBe(true);
  });
});
