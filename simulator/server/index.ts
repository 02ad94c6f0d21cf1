import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { emulatorRegistry } from '../emulators';
import { pageFor } from '../../app/build/staticLayout';
import { compressedFiles, isCompressible, negotiateEncoding } from './compression';
import {
  requestOrigin,
  serveSimulation,
  type Middleware,
  type SimulatorServer,
  type SimulatorServerOptions as ServeOptions,
} from './simulatorServer';

export { REFERRER_POLICY, requestOrigin, type Middleware, type SimulatorServer } from './simulatorServer';

export type SimulatorServerOptions = Omit<ServeOptions, 'registry'> & Partial<Pick<ServeOptions, 'registry'>>;

/** The simulator server with every emulator a scenario may name, unless told which (`npm start`, the tests). */
export const startSimulatorServer = (options: SimulatorServerOptions): Promise<SimulatorServer> =>
  serveSimulation({ ...options, registry: options.registry ?? emulatorRegistry });

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
  /** The output of `npm run build`: its pages (app/build/staticLayout.ts), assets/, config.json. */
  dir: string;
  /**
   * Served as /config.json in place of the built file: the app's configuration for the origin the page was
   * asked on (so a server on a free port can point the app at itself).
   */
  config?: (origin: string) => Record<string, string>;
}

/**
 * A static server for the built app: its files (hashed assets cached for a year, the rest revalidated, text
 * compressed), 404 for a missing asset, and for any other address the page the build's layout names for it
 * (app/build/staticLayout.ts): the login page, a page behind a session, or the not-found page with status 404.
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
  const sendFile = async (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    cache: string,
    status = 200,
  ) => {
    const { size, mtimeMs } = await stat(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(type);
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    const body = encoding ? await compressed(file, `${size} ${mtimeMs}`, encoding) : undefined;
    response.writeHead(status, {
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
      // A missing asset is a 404; any other address is a page of the build's layout, the not-found page's 404 too.
      const asset = pathname.startsWith('/assets/') || CONTENT_TYPES[path.extname(pathname).toLowerCase()];
      if (asset) return next();
      const page = pageFor(pathname);
      return sendFile(request, response, path.join(root, page.file), 'no-cache', page.status);
    })().catch(() => {
      if (!response.headersSent) send(response, 500, { 'content-type': 'text/plain; charset=utf-8' }, 'Server error');
      else response.destroy();
    });
  };
}
