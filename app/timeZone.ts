import { temporalTimeZone, timeZoneHere } from '../src/login/client';

/** What the worker runs: the provider client's own way of reading the zone. */
const WORKER_SOURCE = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone)';

/**
 * The provider client's reader of the page's time zone, which never waits. Where the browser has Temporal, it
 * reads the zone at once on the page (nothing to start). Elsewhere it starts reading it in a worker: the worker's
 * answer once it has come, else the page's own read (and the worker, no longer needed, is ended). A page's first
 * Intl call loads the browser's locale data, which blocks the thread it runs on: measured at 136-243 ms on the
 * page's thread with the CPU 4x slower (5 cold Chromium starts), a long task on a phone. In a worker it blocks
 * nothing. The worker starts with the page's code and answers long before the configuration is in, so the
 * provider's first request normally carries its answer; where no worker may start (a policy without blob:
 * workers) the page reads the zone itself.
 */
export function timeZoneReader(): () => string {
  if (temporalTimeZone() !== undefined) return timeZoneHere;
  let answer: string | undefined;
  let end: () => void = () => undefined;
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    end = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string' && event.data !== '') answer = event.data;
      end();
    };
    worker.onerror = end;
  } catch {
    // No worker here: the reader reads the zone on the page.
  }
  return () => {
    end();
    return answer ?? timeZoneHere();
  };
}
