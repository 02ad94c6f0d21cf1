import { describe, expect, it } from 'vitest';
import { EVENTS_PER_SLICE } from '../../src/live/frameSlices';
import { workerFrameSlicer } from '../../src/live/slicingSocket';

const createWorker = () =>
  new Worker(new URL('../../src/live/frameSlicer.worker.ts', import.meta.url), { type: 'module' });

describe('the frame slicer worker', () => {
  it('parses a large batch on its own thread and hands back its slices in order', async () => {
    const events = Array.from({ length: EVENTS_PER_SLICE * 2 + 1 }, (_, i) => ({ uid: `e${i}`, event_order: i + 1 }));
    const slices: string[] = [];
    await workerFrameSlicer(createWorker, 0).slice(JSON.stringify({ type: 's2c_event_batch', events }), (slice) =>
      slices.push(slice),
    );
    const parsed = slices.map((slice) => JSON.parse(slice) as { events: unknown[] });
    expect(parsed.map((slice) => slice.events.length)).toEqual([EVENTS_PER_SLICE, EVENTS_PER_SLICE, 1]);
    expect(parsed.flatMap((slice) => slice.events)).toEqual(events);
  });

  it('hands a frame on whole when the worker cannot run', async () => {
    const slices: string[] = [];
    const broken = () => new Worker('data:text/javascript,throw new Error("no")', { type: 'module' });
    await workerFrameSlicer(broken, 0).slice('{"type":"s2c_event_batch","events":[]}', (slice) => slices.push(slice));
    expect(slices).toEqual(['{"type":"s2c_event_batch","events":[]}']);
  });
});
