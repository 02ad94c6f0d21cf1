import type { Clock } from '../../src/core/clock';

/** Resolves after `ms` of the clock's time; at once (same tick) for 0, so undelayed answers need no timer. */
export const sleep = (clock: Clock, ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => clock.setTimeout(resolve, ms)) : Promise.resolve();
