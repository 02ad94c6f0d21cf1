import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { createInProcessSimulation } from '../../simulator/inprocess';
import { echoScenario, hostileFramesScenario } from '../../simulator/scenarios';
import { driveHostileFrames, type DriverTransport } from '../support/simulatorDriver';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function inProcessRun(seed?: number) {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({ scenario: hostileFramesScenario, clock, seed });
  const transport: DriverTransport = {
    fetch: (method, path, json) => sim.fetch(method, path, json ? { body: { kind: 'json', value: json } } : {}),
    connect: async (path) => sim.connect(path),
    advance: async (ms) => {
      // Let pending async answers register their timers before time moves, and settle after.
      await settle();
      clock.advance(ms);
      await settle();
    },
  };
  return { sim, transport };
}

describe('in-process simulator', () => {
  it('runs the hostile-frames scenario to completion and records every exchange', async () => {
    const { sim, transport } = inProcessRun();
    await driveHostileFrames(transport);
    const kinds = sim.simulation.transcript.entries.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'refused')).toHaveLength(1);
    expect(sim.simulation.transcript.entries).toContainEqual(
      expect.objectContaining({ kind: 's2c', frame: { binary: '009f9296' } }),
    );
    expect(sim.simulation.transcript.entries).toContainEqual(
      expect.objectContaining({ kind: 'close', by: 'server', code: 1011, reason: 'mid-stream failure', t: 720 }),
    );
    expect(sim.simulation.inbox.latestTo('ada@example.com')?.links).toEqual(['https://example.com/x']);
  });

  it('replays byte-identically for the same scenario and seed', async () => {
    const transcripts: string[] = [];
    for (let run = 0; run < 3; run++) {
      const { sim, transport } = inProcessRun(99);
      await driveHostileFrames(transport);
      transcripts.push(sim.simulation.transcript.toJSON());
    }
    expect(transcripts[1]).toBe(transcripts[0]);
    expect(transcripts[2]).toBe(transcripts[0]);
  });

  it('answers unknown paths and emulator failures in the provider error shape', async () => {
    const sim = createInProcessSimulation({ scenario: echoScenario, clock: new VirtualClock() });
    const missing = await sim.fetch('GET', '/nowhere');
    expect(missing).toMatchObject({ status: 404, body: { status_code: 404, error_type: 'not_found' } });
    const bad = await sim.fetch('POST', '/api/echo/mail', { body: { kind: 'json', value: { to: 3 } } });
    expect(bad).toMatchObject({ status: 400, body: { error_type: 'invalid_argument' } });
  });

  it('refuses a socket nobody answers', () => {
    const sim = createInProcessSimulation({ scenario: echoScenario, clock: new VirtualClock() });
    expect(sim.connect('/api/2/unknown').accepted).toBe(false);
  });
});
