import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VirtualClock } from '../../src/core/clock';
import { MemoryFileStorage } from '../../simulator/core/memoryFileStorage';
import { MAX_BODY_BYTES } from '../../simulator/core/requestBody';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider/seed';
import type { ProviderEmulator } from '../../simulator/emulators/provider';
import { demoScenario, echoScenario } from '../../simulator/scenarios';
import { REFERRER_POLICY, startSimulatorServer, type SimulatorServer } from '../../simulator/server';
import type { AccessOptions } from '../../simulator/server/access';
import { sink } from '../../simulator/server/sink';
import { startNpmStart } from '../support/npmStart';
import { MALFORMED_REQUESTS, rawRequest, statusOf, TRUNCATED_MULTIPART } from '../support/rawHttp';

let servers: SimulatorServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serve(scenario = echoScenario, access?: AccessOptions) {
  const server = await startSimulatorServer({ scenario, clock: new VirtualClock(), port: 0, log: false, access });
  servers.push(server);
  return server;
}

/** The server still answers an ordinary request. */
async function expectServing(server: { url: string }) {
  const answer = await fetch(`${server.url}/__inbox.json`);
  expect(answer.status).toBe(200);
}

describe('simulator server: malformed and aborted requests', () => {
  it('answers a truncated multipart body with 400 and keeps serving', async () => {
    const server = await serve();
    const answer = await rawRequest(server.port, TRUNCATED_MULTIPART);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('"error_type":"invalid_multipart"');
    await expectServing(server);
  });

  it.each(MALFORMED_REQUESTS)('survives %s', async (_label, bytes, options) => {
    const server = await serve(demoScenario);
    const answer = await rawRequest(server.port, bytes, options);
    // A client that went away hears nothing; every other gets a 4xx, never a 5xx.
    if (!options?.abortAfter) expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
    if (!options?.abortAfter) expect(statusOf(answer)).toBeLessThan(500);
    await expectServing(server);
  });

  it('answers a malformed escape in a route parameter with 400, not 500', async () => {
    const server = await serve(demoScenario);
    const answer = await fetch(`${server.url}/__simulator/file_uploads/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error_type: 'invalid_path' });
  });
});

describe('simulator server: who may talk to it', () => {
  it('answers loopback host names only, and names passed to it', async () => {
    const server = await serve(echoScenario, { hosts: ['genios.test'] });
    const asHost = async (host: string) =>
      statusOf(
        await rawRequest(server.port, `GET /__inbox.json HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
    // DNS rebinding: a foreign name pointed at 127.0.0.1 reaches the server, which must not answer it.
    expect(await asHost('attacker.example')).toBe(403);
    expect(await asHost(`attacker.example:${server.port}`)).toBe(403);
    expect(await asHost('localhost.attacker.example')).toBe(403);
    for (const host of [
      'localhost',
      `localhost:${server.port}`,
      '127.0.0.1',
      '[::1]:80',
      'app.localhost',
      'genios.test',
    ])
      expect(await asHost(host), host).toBe(200);
  });

  it('allows CORS for loopback and configured origins only', async () => {
    const server = await serve(echoScenario, { origins: ['https://portal.example'] });
    const from = (origin: string, method = 'GET') =>
      fetch(`${server.url}/api/echo`, {
        method,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await from('https://attacker.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await from('https://attacker.example', 'OPTIONS')).status).toBe(403);
    expect((await from('null')).headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of ['http://localhost:6006', 'http://127.0.0.1:5173', 'https://portal.example']) {
      const answer = await from(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
    expect((await from('http://localhost:6006', 'OPTIONS')).status).toBe(204);
  });

  it('opens sockets only for an allowed origin with a live session', async () => {
    const server = await serve(demoScenario);
    const provider = server.simulation.emulator<ProviderEmulator>('provider');
    await provider.ready;
    const open = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/2/chat`, { headers });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => resolve(0));
      });
    const session = await logIn(server);
    const cookie = `stytch_session=${session}`;
    expect(await open({ origin: 'https://attacker.example', cookie })).toBe(403);
    expect(await open({ origin: server.url })).toBe(401);
    expect(await open({ origin: server.url, cookie: 'stytch_session=forged' })).toBe(401);
    expect(await open({ origin: server.url, cookie })).toBe(101);
  });
});

/** A password login through the server: the session token the provider set. */
async function logIn(server: SimulatorServer): Promise<string> {
  const provider = server.simulation.emulator<ProviderEmulator>('provider');
  const acme = [...provider.state.organizations.values()].find((org) => org.organization_slug === 'acme-capital')!;
  const token = provider.state.project.public_token;
  const answer = await fetch(`${server.url}/sdk/v1/b2b/passwords/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${token}:${token}`)}` },
    body: JSON.stringify({
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme.organization_id,
      password: DEMO_PEOPLE.ada.password,
      session_duration_minutes: 60,
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { session_token: string } }).data.session_token;
}

describe('simulator server: as strict as the real services', () => {
  it('refuses a sink body past the request limit (64 MiB), declared or streamed, with 413', async () => {
    const server = await serve();
    for (const length of [MAX_BODY_BYTES + 1, MAX_BODY_BYTES + 100 * 1024 ** 2]) {
      const declared = await rawRequest(
        server.port,
        `POST /__simulator/sink HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\nabc`,
        { endWrite: false },
      );
      expect(statusOf(declared)).toBe(413);
    }

    // Streamed past a small limit, without a length to refuse it by.
    const files = new MemoryFileStorage();
    const small: Server = createServer((request, response) => void sink(request, response, files, 1024));
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = small.address() as AddressInfo;
      const chunk = 'x'.repeat(600);
      const streamed = await rawRequest(
        port,
        `POST /__simulator/sink HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n` +
          `258\r\n${chunk}\r\n258\r\n${chunk}\r\n0\r\n\r\n`,
      );
      expect(statusOf(streamed)).toBe(413);
      const within = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'y'.repeat(1024) });
      expect(await within.json()).toEqual({ bytes: 1024 });
    } finally {
      small.closeAllConnections();
      await new Promise((resolve) => small.close(resolve));
    }
    await expectServing(server);
  });

  it('sends its Referrer-Policy with every answer', async () => {
    const server = await serve();
    for (const path of ['/__inbox', '/api/echo', '/', '/nowhere'])
      expect((await fetch(`${server.url}${path}`)).headers.get('referrer-policy'), path).toBe(REFERRER_POLICY);
  });
});

describe('npm start under a barrage', () => {
  it('survives every malformed request, many times over, and keeps serving the app', { timeout: 120_000 }, async () => {
    const started = await startNpmStart();
    try {
      for (let round = 0; round < 5; round++) {
        await Promise.all(MALFORMED_REQUESTS.map(([, bytes, options]) => rawRequest(started.port, bytes, options)));
      }
      expect(started.exited()).toBe(false);
      const page = await fetch(started.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
      await expectServing(started);
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });
});
