import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { realClock, type Clock } from '../../src/core/clock';
import { isSimulatedPath } from '../core/routes';
import type { Scenario } from '../core/scenario';
import { DeferredPeer } from '../core/deferredPeer';
import { inboxAnswer } from '../core/inboxPage';
import { refusal } from '../core/requestBody';
import { errorResponse, Simulation } from '../core/simulation';
import { emulatorRegistry } from '../emulators';
import { readRequest } from './readRequest';
import { applyCors } from './cors';
import { DiskFileStorage } from './diskFileStorage';
import { sink, SINK_PATH } from './sink';
import { attachWs } from './socketBridge';
import { writeResponse } from './writeResponse';

export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface SimulatorServerOptions {
  scenario: Scenario;
  seed?: number;
  clock?: Clock;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** One JSON line per request to this function; false for silence. */
  log?: false | ((line: string) => void);
  /** Serves everything that is not simulated (the app through Vite, in `npm start`). */
  app?: Middleware;
}

export interface SimulatorServer {
  url: string;
  port: number;
  simulation: Simulation;
  close(): Promise<void>;
}

/** The simulator over real HTTP and WebSocket: what `npm start` runs and end-to-end tests drive. */
export async function startSimulatorServer(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const clock = options.clock ?? realClock;
  const simulation = new Simulation({
    scenario: options.scenario,
    seed: options.seed,
    clock,
    registry: emulatorRegistry,
    files: await DiskFileStorage.create(),
  });
  const log = options.log === undefined ? (line: string) => console.warn(line) : options.log;
  const host = options.host ?? '127.0.0.1';
  const secure = false;

  const server = createServer((request, response) => {
    const started = Date.now();
    response.on('finish', () => {
      if (log && isSimulatedPath(new URL(request.url ?? '/', 'http://x').pathname)) {
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            method: request.method,
            path: request.url,
            status: response.statusCode,
            ms: Date.now() - started,
          }),
        );
      }
    });
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const inbox = inboxAnswer(path, simulation.inbox.list());
    if (inbox) return writeResponse(response, inbox, secure);
    if (!isSimulatedPath(path)) {
      if (options.app) return options.app(request, response, () => notFound(response));
      return notFound(response);
    }
    if (applyCors(request, response)) return;
    if (path === SINK_PATH && request.method === 'POST') return sink(request, response);
    try {
      const answer = await simulation.http(await readRequest(request));
      // A network failure has no HTTP answer: the connection just goes away.
      if (answer.networkError) return void request.socket.destroy();
      writeResponse(response, answer, secure);
    } catch (error) {
      writeResponse(response, refusal(error), secure);
    }
  }

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://x');
    // Other upgrades (Vite's hot reload) belong to their own listeners.
    if (!isSimulatedPath(url.pathname)) return;
    const peer = new DeferredPeer();
    const session = simulation.connect(url.pathname, Object.fromEntries(url.searchParams), peer);
    if (!session) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => attachWs(peer, ws, session));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    port,
    simulation,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => void simulation.files.clear().then(resolve, resolve));
      }),
  };
}

function notFound(response: ServerResponse) {
  writeResponse(response, errorResponse(404, 'not_found', 'Not found'), false);
}
