import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Randomness, injected. Backoff jitter, simulated faults and generated ids all draw from a Random so a
 * seed reproduces a run exactly.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
}

/** A seeded generator (xoroshiro128+, the generator fast-check uses). */
export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed | 0);
  return {
    next: () => uniformFloat64(generator),
    int: (min, max) => uniformInt(generator, Math.ceil(min), Math.floor(max)),
  };
}

/** The browser's own randomness, for production where reproducibility is not wanted. */
export const mathRandom: Random = {
  next: () => Math.random(),
  int: (min, max) => Math.floor(Math.random() * (Math.floor(max) - Math.ceil(min) + 1)) + Math.ceil(min),
};
