import { connect } from 'node:net';

/**
 * Sends raw bytes to a server and resolves with what came back once the server closed the connection (or the
 * client gave up: `abortAfter` destroys it right after writing, as a client that goes away mid-request).
 */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  { abortAfter = false, endWrite = true } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(bytes, () => {
      if (abortAfter) socket.destroy();
      else if (endWrite) socket.end();
    });
  });
}

/** The status code of a raw HTTP answer, or 0 when none came. */
export const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/** A multipart body cut off in its only part (no closing boundary), as the outside review sent it: 74 bytes. */
const TRUNCATED_PART = '--X\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabcd';
export const TRUNCATED_MULTIPART = [
  'POST /api/echo HTTP/1.1',
  'Host: localhost',
  'Content-Type: multipart/form-data; boundary=X',
  `Content-Length: ${Buffer.byteLength(TRUNCATED_PART)}`,
  '',
  TRUNCATED_PART,
].join('\r\n');

/**
 * Requests no real server lets fall over: truncated, aborted, garbage, lying about their length, hostile
 * headers and request lines. Each is [label, bytes, options].
 */
export const MALFORMED_REQUESTS: [string, string | Buffer, { abortAfter?: boolean }?][] = [
  ['a truncated multipart body', TRUNCATED_MULTIPART],
  ['a truncated multipart body, then gone', TRUNCATED_MULTIPART, { abortAfter: true }],
  [
    'an aborted JSON body',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
    { abortAfter: true },
  ],
  [
    'an aborted upload part',
    'POST /api/1/chats/add_file_upload_part?file_upload_uid=x&part_number=0 HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: multipart/form-data; boundary=Y\r\nContent-Length: 100000\r\n\r\n--Y\r\n',
    { abortAfter: true },
  ],
  [
    'an aborted body to the sink',
    'POST /__simulator/sink HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\nabc',
    { abortAfter: true },
  ],
  [
    'an aborted body to the app',
    'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nab',
    { abortAfter: true },
  ],
  [
    'a multipart body without a boundary',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data\r\nContent-Length: 3\r\n\r\nabc',
  ],
  [
    'a multipart body of garbage',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=Z\r\n' +
      'Content-Length: 12\r\n\r\n\u0000\u0001garbage\r\n\r\n',
  ],
  [
    'malformed JSON',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{oops',
  ],
  ['a garbage request line', '\u0000\u0001\u0002 garbage\r\n\r\n'],
  ['a request line that is not a URL', 'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  [
    'a malformed escape in a route parameter',
    'GET /__simulator/file_uploads/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n',
  ],
  ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n'],
  [
    'two Content-Lengths',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  ],
  [
    'a bad chunked body',
    'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n',
  ],
  ['an oversized header', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`],
  [
    'a socket upgrade cut short',
    'GET /api/2/chat HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    { abortAfter: true },
  ],
  ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 73 + 11) % 256))],
];
