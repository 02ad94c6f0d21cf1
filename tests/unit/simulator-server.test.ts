import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VirtualClock } from '../../src/core/clock';
import { createInProcessSimulation } from '../../simulator/inprocess';
import { echoScenario, hostileFramesScenario, scenarios } from '../../simulator/scenarios';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/server';
import { arrivedAt, networkTransport } from '../support/networkTransport';
import { startNpmStart } from '../support/npmStart';
import { driveHostileFrames, type DriverTransport } from '../support/simulatorDriver';

const realDelay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let servers: SimulatorServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serve(scenario = echoScenario, clock = new VirtualClock()) {
  const server = await startSimulatorServer({ scenario, clock, port: 0, log: false, seed: 99 });
  servers.push(server);
  return { server, clock };
}

/** The driver over real HTTP and WebSocket, waiting for what it sent to arrive before moving time. */
const wsTransport = (server: SimulatorServer, clock: VirtualClock): DriverTransport =>
  networkTransport({
    httpBase: server.url,
    wsBase: server.url.replace('http', 'ws'),
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    clock,
    arrived: arrivedAt(server.simulation),
  });

async function inProcessTranscript() {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({ scenario: hostileFramesScenario, clock, seed: 99 });
  await driveHostileFrames({
    fetch: (method, path, json) => sim.fetch(method, path, json ? { body: { kind: 'json', value: json } } : {}),
    connect: async (path) => sim.connect(path),
    advance: async (ms) => {
      await realDelay(0);
      clock.advance(ms);
      await realDelay(0);
    },
  });
  return sim.simulation.transcript.toJSON();
}

describe('simulator node server', () => {
  it(
    'gives the in-process transcript byte for byte over real HTTP and WebSocket, every time',
    { timeout: 180_000 },
    async () => {
      const expected = await inProcessTranscript();
      for (let run = 0; run < 3; run++) {
        const { server, clock } = await serve(hostileFramesScenario);
        await driveHostileFrames(wsTransport(server, clock));
        expect(server.simulation.transcript.toJSON()).toBe(expected);
        await server.close();
        servers = [];
      }
    },
  );

  it('parses multipart bodies with the exact bytes, and refuses malformed JSON in the provider error shape', async () => {
    const { server } = await serve();
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
    const form = new FormData();
    form.append('note', 'part 3');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'deck.pdf');
    const echoed = await (await fetch(`${server.url}/api/echo`, { method: 'POST', body: form })).json();
    const { fnv1a } = await import('../../simulator/emulators/echo');
    expect(echoed.body).toEqual({
      fields: { note: 'part 3' },
      files: { file: { filename: 'deck.pdf', type: 'application/pdf', size: 300_000, fnv1a: fnv1a(bytes) } },
    });
    const bad = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      status_code: 400,
      error_type: 'invalid_json',
      error_message: 'The request body is not valid JSON',
      request_id: 'simulator',
    });
    const missing = await fetch(`${server.url}/api/nowhere`);
    expect(await missing.json()).toMatchObject({ status_code: 404, error_type: 'not_found' });
  });

  it('drops the connection for a network-level failure (an ad blocker)', async () => {
    const { server } = await serve(scenarios['provider-ad-blocked']!);
    await expect(
      fetch(`${server.url}/sdk/v1/b2b/magic_links/email/discovery/send`, { method: 'POST' }),
    ).rejects.toThrow(TypeError);
  });

  it('sets cookies with the spec defaults and reads them back', async () => {
    const { server } = await serve();
    const set = await fetch(`${server.url}/api/echo/cookie?name=session&value=abc`, { method: 'POST' });
    const cookie = set.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^session=abc; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    const echoed = await (await fetch(`${server.url}/api/echo`, { headers: { cookie: 'session=abc' } })).json();
    expect(echoed.cookies).toEqual({ session: 'abc' });
  });

  it('shows the inbox newest first, escaped, with http(s) links only', async () => {
    const { server } = await serve();
    const mail = (text: string) =>
      fetch(`${server.url}/api/echo/mail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'ada@example.com', text }),
      });
    await mail('First https://example.com/first');
    await mail('<script>alert(1)</script> javascript:alert(1) https://example.com/magic?token=a&b=c');
    const html = await (await fetch(`${server.url}/__inbox`)).text();
    expect(html).toContain('<h1>Development inbox</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/magic?token=a&amp;b=c">');
    expect(html.indexOf('magic?token')).toBeLessThan(html.indexOf('example.com/first'));
    const json = await (await fetch(`${server.url}/__inbox.json`)).json();
    expect(json.map((message: { id: number }) => message.id)).toEqual([2, 1]);
  });

  it('npm start serves the app and the inbox on one printed URL, and stops on SIGINT with exit 0', async () => {
    const { url, stop } = await startNpmStart();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Genios Web</title>');
    expect((await fetch(`${url}/__inbox`)).status).toBe(200);
    expect(await stop()).toBe(0);
  });
});
