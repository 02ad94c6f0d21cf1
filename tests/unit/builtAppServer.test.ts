import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, SHELL_PAGES } from '../../app/build/staticLayout';
import { serveBuiltApp } from '../../simulator/server';
import { negotiateEncoding } from '../../simulator/server/compression';

/** A build's files: an entry script long enough to be worth compressing, a font, the pages and the config. */
const SCRIPT = Array.from({ length: 2_000 }, (_, i) => `export const line${i} = ${JSON.stringify(`é ${i}`)};`).join(
  '\n',
);
const FONT = Buffer.from(Array.from({ length: 4_096 }, (_, i) => (i * 37) % 256));
const PAGE = '<!doctype html><html lang="en"><title>Genios</title><div id="root"></div></html>';
const CONFIG = '{"apiBaseUrl":"http://localhost:1"}';

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-built-app-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets/arimo-latin-400-normal-Ef56Gh78.woff2'), FONT);
  // Each page of the static layout (the login page, the shells, the not-found page), as `npm run build` writes them.
  for (const file of ['index.html', ...SHELL_PAGES.map((page) => page.file), NOT_FOUND_PAGE.file])
    await writeFile(path.join(dir, file), PAGE);
  await writeFile(path.join(dir, 'config.json'), CONFIG);
  const serve = serveBuiltApp({ dir });
  server = createServer((request, response) =>
    serve(request, response, () => {
      response.writeHead(404);
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The answer as it came over the wire: headers and the body's bytes, still encoded. */
function fetchRaw(pathname: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject).end();
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the built app server', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    [undefined, undefined],
  ])('Accept-Encoding %s: answers %s, and the body decodes to the file', async (accept, expected) => {
    for (const [pathname, bytes] of [
      ['/assets/index-Ab12Cd34.js', Buffer.from(SCRIPT)],
      ['/', Buffer.from(PAGE)],
      ['/config.json', Buffer.from(CONFIG)],
    ] as const) {
      const { status, headers, body } = await fetchRaw(pathname, accept);
      expect(status).toBe(200);
      expect(headers['content-encoding'], pathname).toBe(expected);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(decode(expected, body).equals(bytes), pathname).toBe(true);
    }
  });

  it('compresses the script to a fraction of its size', async () => {
    const { body } = await fetchRaw('/assets/index-Ab12Cd34.js', 'br');
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends fonts as they are (woff2 is compressed already), without Vary', async () => {
    const { headers, body } = await fetchRaw('/assets/arimo-latin-400-normal-Ef56Gh78.woff2', 'br, gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toBeUndefined();
    expect(body.equals(FONT)).toBe(true);
  });

  it('caches hashed assets for a year; the pages and config.json revalidate', async () => {
    const cacheOf = async (pathname: string) => (await fetchRaw(pathname, 'br')).headers['cache-control'];
    expect(await cacheOf('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/assets/arimo-latin-400-normal-Ef56Gh78.woff2')).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/', '/index.html', '/dashboard', '/chat', '/output/a1', '/nowhere', '/config.json'])
      expect(await cacheOf(pathname), pathname).toBe('no-cache');
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const { headers: full } = await fetchRaw('/assets/index-Ab12Cd34.js', 'gzip');
    const { headers, body } = await fetchRaw('/assets/index-Ab12Cd34.js', 'gzip', 'HEAD');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBe(full['content-length']);
    expect(body.length).toBe(0);
  });
});

describe('Accept-Encoding negotiation', () => {
  it('reads weights, case and spaces as RFC 9110 allows', () => {
    expect(negotiateEncoding('GZIP ; Q=0.8 , BR;q=0.9')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('')).toBeUndefined();
  });
});
