import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { realClock, type Clock } from '../../src/core/clock';
import { DeferredPeer } from '../core/deferredPeer';
import { INBOX_PATH } from '../core/inboxPage';
import { refusal } from '../core/requestBody';
import { isSimulatedPath } from '../core/routes';
import type { Scenario } from '../core/scenario';
import { errorResponse, Simulation } from '../core/simulation';
import type { EmulatorFactory, FileStorage } from '../core/types';
import { allowAppOrigins } from '../emulators/provider';
import { createAccess, type AccessOptions } from './access';
import { consoleAnswer } from './console';
import { applyCors } from './cors';
import { DiskFileStorage } from './diskFileStorage';
import { cookiesOf, readRequest } from './readRequest';
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
  /** Where uploads go (default: a fresh temporary directory on disk). */
  files?: FileStorage;
  /** Serves everything that is not simulated (the app through Vite in `npm start`, or `serveBuiltApp`). */
  app?: Middleware;
  /**
   * The Content-Security-Policy header of every answer of `app` (see `appContentSecurityPolicy`); a function
   * receives the origin the page was asked for on. Only for a built app: Vite's development middleware
   * injects inline scripts (the HMR client, React refresh's preamble) that a strict policy refuses.
   */
  contentSecurityPolicy?: string | ((origin: string) => string);
  /** Host names and origins let in besides the loopback ones (access.ts). */
  access?: AccessOptions;
  /** What /__simulator/sink takes (the request limit by default): the upload benchmark raises it for its file. */
  sinkLimitBytes?: number;
  /** The emulators scenarios may name. */
  registry: Readonly<Record<string, EmulatorFactory>>;
  /**
   * Called after every answer that may have changed an emulator's data, before the answer goes out: `--state`
   * writes the file then, so whatever a client saw acknowledged survives a crash.
   */
  onChange?: () => void | Promise<void>;
}

/**
 * Sent with every answer: a page's address (a magic link's token in it) never leaves in a Referer, not to the
 * app's own assets, not to the services, not to a link followed from a chat.
 */
export const REFERRER_POLICY = 'no-referrer';

const ignore = () => undefined;

/** The path of a request line, or undefined when it is not a URL at all (`GET http://[ HTTP/1.1`). */
function pathOf(request: IncomingMessage): string | undefined {
  try {
    return new URL(request.url ?? '/', 'http://x').pathname;
  } catch {
    return undefined;
  }
}

const refuseUpgrade = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

export interface SimulatorServer {
  url: string;
  port: number;
  simulation: Simulation;
  close(): Promise<void>;
}

/**
 * The simulator over real HTTP and WebSocket with the emulators it is given: what `npm run provider` runs alone,
 * and `npm start` and the end-to-end tests through startSimulatorServer (index.ts).
 */
export async function serveSimulation(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const clock = options.clock ?? realClock;
  const simulation = new Simulation({
    scenario: options.scenario,
    seed: options.seed,
    clock,
    registry: options.registry,
    files: options.files ?? (await DiskFileStorage.create()),
  });
  const log = options.log === undefined ? (line: string) => console.warn(line) : options.log;
  const host = options.host ?? '127.0.0.1';
  const secure = false;
  const access = createAccess(options.access);
  // The console's forms carry it back (inboxPage.ts): fresh per server, never printed.
  const formToken = randomUUID();

  const server = createServer((request, response) => {
    const started = Date.now();
    // Whoever reads a stream handles its errors; these stop one nobody reads (an aborted body on a route that
    // never looks at it) from being thrown, and stopping the server.
    request.on('error', ignore);
    response.on('error', ignore);
    response.on('finish', () => {
      const path = pathOf(request);
      if (log && path !== undefined && isSimulatedPath(path)) {
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
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      writeResponse(response, refusal(error), secure);
    });
  });
  // A request Node cannot even parse (a garbage request line, an oversized header): 400, and the socket closes.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('referrer-policy', REFERRER_POLICY);
    if (!access.host(request)) {
      return writeResponse(
        response,
        errorResponse(403, 'host_not_allowed', `This server does not answer to the host ${request.headers.host}`),
        secure,
      );
    }
    const path = pathOf(request);
    if (path === undefined) {
      return writeResponse(response, errorResponse(400, 'invalid_path', 'The request target is not a URL'), secure);
    }
    if (path.startsWith(INBOX_PATH)) {
      const answer = await consoleAnswer(request, path, simulation, formToken);
      await options.onChange?.();
      if (answer) return writeResponse(response, answer, secure);
    }
    if (!isSimulatedPath(path)) {
      if (options.contentSecurityPolicy !== undefined) {
        const policy = options.contentSecurityPolicy;
        response.setHeader(
          'content-security-policy',
          typeof policy === 'string' ? policy : policy(requestOrigin(request, secure)),
        );
      }
      if (options.app) return options.app(request, response, () => notFound(response));
      return notFound(response);
    }
    if (applyCors(request, response, access)) return;
    if (path === SINK_PATH && request.method === 'POST')
      return sink(request, response, simulation.files, options.sinkLimitBytes);
    try {
      const answer = await simulation.http(await readRequest(request));
      await options.onChange?.();
      // A network failure has no HTTP answer: the connection just goes away.
      if (answer.networkError) return void request.socket.destroy();
      writeResponse(response, answer, secure);
    } catch (error) {
      writeResponse(response, refusal(error), secure);
    }
  }

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', ignore);
    const path = pathOf(request);
    // Other upgrades (Vite's hot reload) belong to their own listeners.
    if (path === undefined || !isSimulatedPath(path)) return;
    void acceptSocket(request, socket, head).catch(() => socket.destroy());
  });

  /**
   * A socket is opened by a page on an allowed origin (a browser always says which; a program that sends none
   * cannot be a page of another site) and, when the scenario has an identity provider, with a live session
   * in its cookies, as the real API requires.
   */
  async function acceptSocket(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const origin = request.headers.origin;
    if (!access.host(request) || (origin !== undefined && !access.origin(origin))) {
      return refuseUpgrade(socket, '403 Forbidden');
    }
    if ((await simulation.hasSession(cookiesOf(request))) === false) return refuseUpgrade(socket, '401 Unauthorized');
    const url = new URL(request.url ?? '/', 'http://x');
    const peer = new DeferredPeer();
    const session = simulation.connect(url.pathname, Object.fromEntries(url.searchParams), peer);
    if (!session) return refuseUpgrade(socket, '503 Service Unavailable');
    sockets.handleUpgrade(request, socket, head, (ws) => attachWs(peer, ws, session));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  // The app is served here: its pages on this port are the project's redirect URLs, under every allowed name.
  allowAppOrigins(
    simulation,
    ['localhost', '127.0.0.1', ...(options.access?.hosts ?? [])].map((name) => `http://${name}:${port}`),
    { home: true },
  );
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

/** The origin a request was made to, from its Host header (the server's own address when there is none). */
export function requestOrigin(request: IncomingMessage, secure = false): string {
  const host = request.headers.host ?? `${request.socket.localAddress ?? '127.0.0.1'}:${request.socket.localPort}`;
  return `${secure ? 'https' : 'http'}://${host}`;
}
