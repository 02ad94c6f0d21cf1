import type { Random } from './random';

/** Ceiling of the exponent: delays stop growing at 2^5 = 32 s. */
const MAX_EXPONENT = 5;

/**
 * Delay before the next retry, in ms, given how many retries were already made (DECISIONS.md): the first
 * retry is immediate; later ones wait 2^min(retries, 5) s plus up to 1 s of jitter. Sockets and upload parts
 * share it.
 */
export function retryDelayMs(retries: number, random: Random): number {
  if (retries <= 0) return 0;
  return 2 ** Math.min(retries, MAX_EXPONENT) * 1000 + Math.floor(random.next() * 1000);
}
