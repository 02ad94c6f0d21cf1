import type { IncomingMessage, ServerResponse } from 'node:http';

export const SINK_PATH = '/__simulator/sink';

/**
 * Reads a request body of any size and throws it away, answering how many bytes came: the yardstick a
 * benchmark compares an upload with (one plain request carrying the same bytes, nothing stored).
 */
export async function sink(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let bytes = 0;
  for await (const chunk of request) bytes += (chunk as Buffer).length;
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ bytes }));
}
