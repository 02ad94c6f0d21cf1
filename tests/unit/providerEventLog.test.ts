import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { createEventLog, type TelemetryEvent } from '../../src/login/provider/eventLog';

describe('telemetry event log', () => {
  it('sends what it collected 800 ms after the first event', () => {
    const clock = new VirtualClock();
    const send = vi.fn(async (_batch: TelemetryEvent[]) => undefined);
    const log = createEventLog({ clock, send });
    log.log({ event_name: 'render_b2b_login_screen' });
    log.log({ event_name: 'b2b_magic_link_sent' });
    clock.advance(799);
    expect(send).not.toHaveBeenCalled();
    clock.advance(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([
      { event_name: 'render_b2b_login_screen' },
      { event_name: 'b2b_magic_link_sent' },
    ]);
  });

  it('sends at once in batches of 15, and a failing send does not stop later ones', async () => {
    const clock = new VirtualClock();
    const send = vi.fn(async (_batch: TelemetryEvent[]) => Promise.reject(new Error('offline')));
    const log = createEventLog({ clock, send });
    for (let i = 0; i < 32; i++) log.log({ event_name: `e${i}` });
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([15, 15]);
    clock.advance(800);
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([15, 15, 2]);
    expect(log.pending()).toBe(0);
  });
});
