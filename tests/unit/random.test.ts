import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';

const draw = (seed: number, count: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    expect(draw(42, 100)).toEqual(draw(42, 100));
    expect(draw(42, 100)).not.toEqual(draw(43, 100));
  });

  it('stays in [0, 1) and int() in its inclusive bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const random = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = random.next();
          expect(x >= 0 && x < 1).toBe(true);
          const n = random.int(min, min + span);
          expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
        }
      }),
    );
  });

  it('is roughly uniform: 100,000 draws fill 10 buckets evenly (chi-square, 9 dof, p > 0.001)', () => {
    const buckets = new Array<number>(10).fill(0);
    const random = seededRandom(7);
    const n = 100_000;
    for (let i = 0; i < n; i++) buckets[Math.floor(random.next() * 10)]!++;
    const expected = n / 10;
    const chiSquare = buckets.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88);
    const mean = draw(11, n).reduce((a, b) => a + b, 0) / n;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });
});
