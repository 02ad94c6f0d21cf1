import { timeZoneHere } from '../src/login/client';

/** What the worker runs: the provider client's own way of reading the zone. */
const WORKER_SOURCE = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone)';

/** How long a worker may take to answer before the page reads the zone itself: a guard against a hang. */
const WORKER_GUARD_MS = 5_000;

/**
 * The page's time zone, read in a worker. A page's first Intl call loads the browser's locale data, which
 * blocks the thread it runs on: on a phone, the longest task of the app's start. In a worker it blocks nothing,
 * and the data it loads is the renderer's, so the page's own Intl calls find it loaded. Where no worker starts
 * (a policy without blob: workers, a browser without them), or one fails or hangs, the page reads it itself.
 */
export function timeZoneOffThread(): Promise<string> {
  return new Promise((resolve) => {
    let url: string;
    let worker: Worker;
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      return resolve(timeZoneHere());
    }
    const answer = (zone: unknown) => {
      clearTimeout(guard);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve(typeof zone === 'string' && zone !== '' ? zone : timeZoneHere());
    };
    const guard = setTimeout(() => answer(undefined), WORKER_GUARD_MS);
    worker.onmessage = (event: MessageEvent) => answer(event.data);
    worker.onerror = () => answer(undefined);
  });
}
