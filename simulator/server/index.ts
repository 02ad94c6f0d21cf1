import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { realClock, type Clock } from '../../src/core/clock';
import { INBOX_PATH } from '../core/inboxPage';
import { isSimulatedPath } from '../core/routes';
import type { Scenario } from '../core/scenario';
import { DeferredPeer } from '../core/deferredPeer';
import { refusal } from '../core/requestBody';
import { errorResponse, Simulation } from '../core/simulation';
import { emulatorRegistry } from '../emulators';
import { allowAppOrigins } from '../emulators/provider';
import { cookiesOf, readRequest } from './readRequest';
import { createAccess, type AccessOptions } from './access';
import { consoleAnswer } from './console';
import { applyCors } from './cors';
import { compressedFiles, isCompressible, negotiateEncoding } from './compression';
import { DiskFileStorage } from './diskFileStorage';
import type { EmulatorFactory, FileStorage } from '../core/types';
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
  /** The emulators scenarios may name (default: every one, as built by default). */
  registry?: Readonly<Record<string, EmulatorFactory>>;
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

/** The simulator over real HTTP and WebSocket: what `npm start` runs and end-to-end tests drive. */
export async function startSimulatorServer(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const clock = options.clock ?? realClock;
  const simulation = new Simulation({
    scenario: options.scenario,
    seed: options.seed,
    clock,
    registry: options.registry ?? emulatorRegistry,
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

/** The service origins a page of the app talks to: app/config.ts's AppConfig, less the public token. */
export interface AppOrigins {
  apiBaseUrl: string;
  wsBaseUrl: string;
  providerBaseUrl: string;
}

/** What `npm start` and the end-to-end tests configure: the app, the API, the sockets and the provider on one origin. */
export function sameOriginServices(origin: string): AppOrigins {
  const url = new URL(origin);
  return {
    apiBaseUrl: url.origin,
    wsBaseUrl: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`,
    providerBaseUrl: url.origin,
  };
}

/**
 * The Content-Security-Policy of the built app: scripts only from the app's own origin (no inline script,
 * no eval), connections only to the app's origin and the configured services (HTTP and WebSocket), no
 * plug-ins, frames, foreign forms or <base> rewriting. Styles allow 'unsafe-inline' because Emotion inserts
 * <style> elements at run time; images stay on the app's and the services' origins (plus data: and blob:),
 * so markdown in a chat cannot beacon to a foreign host.
 */
export function appContentSecurityPolicy(services: AppOrigins): string {
  const origins = [
    ...new Set([services.apiBaseUrl, services.wsBaseUrl, services.providerBaseUrl].map((url) => new URL(url).origin)),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.filter((origin) => origin.startsWith('http')).join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface BuiltAppOptions {
  /** The output of `npm run build` (`vite build app`): index.html, assets/, config.json. */
  dir: string;
  /**
   * Served as /config.json in place of the built file: the app's configuration for the origin the page was
   * asked on (so a server on a free port can point the app at itself).
   */
  config?: (origin: string) => Record<string, string>;
}

/**
 * A static server for the built app: its files (hashed assets cached for a year, the rest revalidated, text
 * compressed), 404 for a missing asset, index.html for any other address (the router's pages, its not-found page too).
 */
export function serveBuiltApp({ dir, config }: BuiltAppOptions): Middleware {
  const root = path.resolve(dir);
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body?: string) => {
    response.writeHead(status, { 'x-content-type-options': 'nosniff', ...headers });
    response.end(body);
  };
  const compressed = compressedFiles();
  // Text goes out in the best encoding the browser accepts (brotli, else gzip), as a CDN would serve it; Vary
  // tells caches between that the answer depends on Accept-Encoding.
  const sendFile = async (request: IncomingMessage, response: ServerResponse, file: string, cache: string) => {
    const { size, mtimeMs } = await stat(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(type);
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    const body = encoding ? await compressed(file, `${size} ${mtimeMs}`, encoding) : undefined;
    response.writeHead(200, {
      'content-type': type,
      'content-length': String(body?.length ?? size),
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
      ...(compressible && { vary: 'Accept-Encoding' }),
      ...(encoding && { 'content-encoding': encoding }),
    });
    if (request.method === 'HEAD') return void response.end();
    if (body) return void response.end(body);
    createReadStream(file).pipe(response);
  };
  const isFile = async (file: string) => {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  };

  return (request, response, next) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      } catch {
        return send(response, 400, { 'content-type': 'text/plain; charset=utf-8' }, 'Malformed address');
      }
      if (config && pathname === '/config.json') {
        const origin = requestOrigin(request);
        return send(
          response,
          200,
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
          JSON.stringify(config(origin)),
        );
      }
      const file = path.join(root, path.normalize(pathname));
      const inside = file === root || file.startsWith(root + path.sep);
      if (inside && pathname !== '/' && (await isFile(file))) {
        const hashed = pathname.startsWith('/assets/');
        return sendFile(request, response, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      // A missing asset is a 404; any other address is a page of the router.
      const asset = pathname.startsWith('/assets/') || CONTENT_TYPES[path.extname(pathname).toLowerCase()];
      if (asset) return next();
      return sendFile(request, response, path.join(root, 'index.html'), 'no-cache');
    })().catch(() => {
      if (!response.headersSent) send(response, 500, { 'content-type': 'text/plain; charset=utf-8' }, 'Server error');
      else response.destroy();
    });
  };
}
