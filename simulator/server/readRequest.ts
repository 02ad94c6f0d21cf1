import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { parse as parseCookies } from 'cookie';
import { BadRequest, MAX_BODY_BYTES, textBody } from '../core/requestBody';
import type { SimBody, SimRequest, UploadedFile } from '../core/types';

/** The client went away before its body was complete: nobody is left to answer, but the server must not fall over. */
const aborted = () => new BadRequest(400, 'request_aborted', 'The request body ended before it was complete');

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BadRequest(413, 'request_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`));
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => reject(aborted()));
    request.on('aborted', () => reject(aborted()));
  });
}

function readMultipart(request: IncomingMessage): Promise<SimBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { fileSize: MAX_BODY_BYTES } });
    } catch (error) {
      reject(new BadRequest(400, 'invalid_multipart', (error as Error).message));
      return;
    }
    parser.on('field', (name, value) => (fields[name] = value));
    const refuse = (error: Error) => {
      reject(new BadRequest(400, 'invalid_multipart', error.message));
      // What is left of the body is read and dropped, so the answer can still go out on this connection.
      request.unpipe(parser);
      request.resume();
    };
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A truncated body ends the part with an error ('Unexpected end of form'): without a listener it would
      // be thrown, and stop the server.
      stream.on('error', refuse);
      stream.on('limit', () => reject(new BadRequest(413, 'request_too_large', `File ${name} is too large`)));
      // Kept as they came: joining a part's megabytes into one buffer (a copy, then garbage) cost the server about
      // as much time as parsing them.
      stream.on('end', () => (files[name] = { filename: info.filename ?? '', type: info.mimeType, chunks }));
    });
    parser.on('error', refuse);
    parser.on('close', () => resolve({ kind: 'form', fields, files }));
    request.on('error', () => reject(aborted()));
    request.on('aborted', () => reject(aborted()));
    request.pipe(parser);
  });
}

async function readBody(request: IncomingMessage): Promise<SimBody> {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(request);
  const raw = await readAll(request);
  return textBody(type, raw.toString('utf8'));
}

/** The request's cookies by name. */
export function cookiesOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseCookies(request.headers.cookie ?? '')).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/** Node's request as the simulation's SimRequest. */
export async function readRequest(request: IncomingMessage): Promise<SimRequest> {
  const url = new URL(request.url ?? '/', 'http://simulator.local');
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    cookies: cookiesOf(request),
    body: await readBody(request),
  };
}
