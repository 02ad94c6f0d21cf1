import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VirtualClock } from '../../src/core/clock';
import { simulatorHandlers } from '../../simulator/browser/handlers';
import { simulatedSockets } from '../../simulator/browser/sockets';
import { Simulation } from '../../simulator/core/simulation';
import { emulatorRegistry } from '../../simulator/emulators';
import { hostileFramesScenario, scenarios } from '../../simulator/scenarios';
import { startSimulatorServer } from '../../simulator/server';
import { arrivedAt, networkTransport } from '../support/networkTransport';
import { driveHostileFrames } from '../support/simulatorDriver';

const SEED = 99;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The browser adapter (MSW handlers + mock-socket servers), here under msw/node: the same code as in a page. */
async function mockSocketTranscript(): Promise<string> {
  const clock = new VirtualClock();
  const simulation = new Simulation({ scenario: hostileFramesScenario, clock, seed: SEED, registry: emulatorRegistry });
  const http = setupServer(...simulatorHandlers(simulation));
  http.listen({ onUnhandledRequest: 'error' });
  const sockets = simulatedSockets(simulation);
  cleanups.push(
    () => http.close(),
    () => sockets.stop(),
  );
  const origin = 'simulator.test';
  await driveHostileFrames(
    networkTransport({
      httpBase: `http://${origin}`,
      wsBase: `ws://${origin}`,
      WebSocket: sockets.WebSocket,
      clock,
      arrived: arrivedAt(simulation),
    }),
  );
  return simulation.transcript.toJSON();
}

async function wsServerTranscript(): Promise<string> {
  const clock = new VirtualClock();
  const server = await startSimulatorServer({
    scenario: hostileFramesScenario,
    clock,
    seed: SEED,
    port: 0,
    log: false,
  });
  cleanups.push(() => server.close());
  await driveHostileFrames(
    networkTransport({
      httpBase: server.url,
      wsBase: server.url.replace('http', 'ws'),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      clock,
      arrived: arrivedAt(server.simulation),
    }),
  );
  return server.simulation.transcript.toJSON();
}

describe('simulator browser adapter (MSW + mock-socket)', () => {
  it('records the node server transcript byte for byte, three runs out of three', { timeout: 180_000 }, async () => {
    const expected = await wsServerTranscript();
    // The scenario is hostile: malformed and binary frames, a refusal, a mid-stream close, a stall.
    expect(expected).toContain('"kind": "refused"');
    expect(expected).toContain('"binary"');
    for (let run = 0; run < 3; run++) {
      expect(await mockSocketTranscript()).toBe(expected);
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    }
  });

  it('answers malformed JSON and unknown paths in the provider error shape, like the node server', async () => {
    const simulation = new Simulation({
      scenario: hostileFramesScenario,
      clock: new VirtualClock(),
      registry: emulatorRegistry,
    });
    const http = setupServer(...simulatorHandlers(simulation));
    http.listen({ onUnhandledRequest: 'error' });
    cleanups.push(() => http.close());
    const bad = await fetch('http://simulator.test/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error_type: 'invalid_json' });
    const missing = await fetch('http://simulator.test/api/nowhere');
    expect(await missing.json()).toMatchObject({ status_code: 404, error_type: 'not_found' });
    const inbox = await fetch('http://simulator.test/__inbox.json');
    expect(await inbox.json()).toEqual([]);
  });

  it('fails a request at the network level when the simulation says so (an ad blocker)', async () => {
    const simulation = new Simulation({
      scenario: scenarios['provider-ad-blocked']!,
      clock: new VirtualClock(),
      registry: emulatorRegistry,
    });
    const http = setupServer(...simulatorHandlers(simulation));
    http.listen({ onUnhandledRequest: 'error' });
    cleanups.push(() => http.close());
    await expect(
      fetch('http://simulator.test/sdk/v1/b2b/magic_links/email/discovery/send', { method: 'POST' }),
    ).rejects.toThrow(TypeError);
  });
});
