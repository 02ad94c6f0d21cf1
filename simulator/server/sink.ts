import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { BadRequest, MAX_BODY_BYTES, refusal } from '../core/requestBody';
import type { FileStorage } from '../core/types';
import { writeResponse } from './writeResponse';

export const SINK_PATH = '/__simulator/sink';

let sinks = 0;

const tooLarge = (limit: number) => new BadRequest(413, 'request_too_large', `Request body exceeds ${limit} bytes`);

/**
 * The request body, chunk by chunk, failing once it passes the limit (whatever Content-Length claimed). A
 * Transform rather than iterating the request: leaving that loop early would destroy the socket, and the 413
 * with it.
 */
function limited(request: IncomingMessage, limit: number): Transform {
  let size = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? tooLarge(limit) : null, size > limit ? undefined : chunk);
    },
  });
  // pipe() does not pass on the source's failure: a client gone mid-body must end the write too.
  const abort = () => body.destroy(new Error('The client went away mid-body'));
  request.on('aborted', abort);
  request.on('error', abort);
  // The storage reads the failure off the stream once it gets there (after opening its file): until then, an
  // 'error' nobody listens to would be thrown.
  body.on('error', () => undefined);
  return request.pipe(body);
}

/**
 * Stores a request body as one file, the way an upload's parts are stored, and answers how many bytes came: the
 * yardstick a benchmark compares an upload with. One plain request carrying the same bytes to the same storage,
 * so the comparison measures what the upload protocol costs (parts, multipart, parallel requests), not the disk
 * every real server writes to either way. It takes what any request may carry (MAX_BODY_BYTES) unless the server
 * was started with a larger limit (the upload benchmark's, for its 1 GiB), and refuses anything larger with 413,
 * declared or streamed.
 */
export async function sink(
  request: IncomingMessage,
  response: ServerResponse,
  files: FileStorage,
  limit = MAX_BODY_BYTES,
): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  let bytes: number;
  try {
    if (declared > limit) throw tooLarge(limit);
    bytes = await files.write(`sink-${++sinks}`, 0, limited(request, limit));
  } catch (error) {
    // The client went away mid-body (or the disk failed): nobody is left to answer.
    if (!(error instanceof BadRequest) || request.destroyed) return void request.socket?.destroy();
    // Refused: the answer goes out, and the connection closes rather than read the rest.
    response.setHeader('connection', 'close');
    writeResponse(response, refusal(error), false);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ bytes }));
}
