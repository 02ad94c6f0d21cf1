import type { Clock, TimerId } from '../../core/clock';

/** Telemetry batching (login spec, section 9): up to 15 events a batch, sent every 800 ms. */
export const EVENT_BATCH_SIZE = 15;
export const EVENT_FLUSH_INTERVAL_MS = 800;

export interface TelemetryEvent {
  event_name: string;
  details?: Record<string, unknown>;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

/**
 * Collects telemetry events and posts them to /events in batches. A failing post drops its batch: telemetry
 * must never block or break a login.
 */
export function createEventLog(options: { clock: Clock; send: (batch: TelemetryEvent[]) => Promise<unknown> }) {
  const queue: TelemetryEvent[] = [];
  let timer: TimerId | undefined;

  const flush = () => {
    timer = undefined;
    while (queue.length > 0) void options.send(queue.splice(0, EVENT_BATCH_SIZE)).catch(() => undefined);
  };

  return {
    log(event: TelemetryEvent) {
      queue.push(event);
      if (queue.length >= EVENT_BATCH_SIZE) {
        if (timer !== undefined) options.clock.clearTimeout(timer);
        flush();
      } else {
        timer ??= options.clock.setTimeout(flush, EVENT_FLUSH_INTERVAL_MS);
      }
    },
    pending: () => queue.length,
  };
}
