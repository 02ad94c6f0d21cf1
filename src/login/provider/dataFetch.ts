import type { Clock, TimerId } from '../../core/clock';

/** Data-fetch error retry (login spec, section 9): 5 s, or 10 s on a slow connection, doubled per retry. */
export const DATA_FETCH_RETRY_MS = 5_000;
export const SLOW_DATA_FETCH_RETRY_MS = 10_000;
/** Delays stop growing after 8 doublings (21 minutes at 5 s), as the data-fetch library's do. */
const MAX_DOUBLINGS = 8;

/** Delay before retry `retries` (0-based: retries already made): 5 s, 10 s, 20 s … (10 s, 20 s … when slow). */
export function dataFetchRetryDelayMs(retries: number, slow = false): number {
  const base = slow ? SLOW_DATA_FETCH_RETRY_MS : DATA_FETCH_RETRY_MS;
  return base * 2 ** Math.min(Math.max(retries, 0), MAX_DOUBLINGS);
}

export interface RetryOptions {
  clock: Clock;
  slow?: boolean;
  /** Told about every failure, with the number of retries made before it. */
  onError?: (error: unknown, retries: number) => void;
}

/**
 * Loads until it succeeds, waiting with exponential backoff between failures; `result` settles with the first
 * success. Configuration the page cannot do without (bootstrap, and the access policy it carries) is fetched so.
 */
export function fetchWithRetry<T>(load: () => Promise<T>, options: RetryOptions) {
  let timer: TimerId | undefined;
  let stopped = false;
  const result = new Promise<T>((resolve) => {
    const attempt = (retries: number) => {
      load().then(resolve, (error: unknown) => {
        if (stopped) return;
        options.onError?.(error, retries);
        timer = options.clock.setTimeout(() => attempt(retries + 1), dataFetchRetryDelayMs(retries, options.slow));
      });
    };
    attempt(0);
  });
  return {
    result,
    stop() {
      stopped = true;
      if (timer !== undefined) options.clock.clearTimeout(timer);
    },
  };
}
