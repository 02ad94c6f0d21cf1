import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FileStorage } from '../core/types';

export const SINK_PATH = '/__simulator/sink';

let sinks = 0;

/**
 * Stores a request body of any size as one file, the way an upload's parts are stored, and answers how many
 * bytes came: the yardstick a benchmark compares an upload with. One plain request carrying the same bytes to
 * the same storage, so the comparison measures what the upload protocol costs (parts, multipart, parallel
 * requests), not the disk every real server writes to either way.
 */
export async function sink(request: IncomingMessage, response: ServerResponse, files: FileStorage): Promise<void> {
  let bytes: number;
  try {
    bytes = await files.write(`sink-${++sinks}`, 0, request);
  } catch {
    // The client went away mid-body (or the disk failed): nobody is left to answer.
    return void request.socket.destroy();
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ bytes }));
}
