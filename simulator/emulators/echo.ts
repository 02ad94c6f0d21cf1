import { byteLength, joinChunks } from '../core/chunks';
import type { EmulatorFactory, Frame, SimBody, SocketSession } from '../core/types';

/** FNV-1a over bytes: enough to show a file arrived byte for byte, and runs in any adapter. */
export const fnv1a = (bytes: Uint8Array): string => {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

const echoed = (body: SimBody) => {
  if (body.kind === 'none') return null;
  if (body.kind !== 'form') return body.value;
  const files = Object.fromEntries(
    Object.entries(body.files).map(([field, file]) => [
      field,
      {
        filename: file.filename,
        type: file.type,
        size: byteLength(file.chunks),
        fnv1a: fnv1a(joinChunks(file.chunks)),
      },
    ]),
  );
  return { fields: body.fields, files };
};

export const ECHO_SOCKET_PATH = '/api/echo/socket';

/**
 * The smallest useful emulator, proving the engine: echoes HTTP requests and socket frames, and "mails"
 * a message to the development inbox.
 */
export const echoEmulator: EmulatorFactory = ({ inbox, clock }) => ({
  name: 'echo',
  http(request) {
    if (request.path === '/api/echo') {
      return {
        status: 200,
        body: {
          method: request.method,
          query: request.query,
          cookies: request.cookies,
          body: echoed(request.body),
          at: clock.now(),
        },
      };
    }
    if (request.path === '/api/echo/cookie' && request.method === 'POST') {
      const { name = 'echo', value = '' } = request.query;
      return { status: 200, body: { set: name }, cookies: [{ name, value, httpOnly: true, maxAgeSeconds: 600 }] };
    }
    if (request.path === '/api/echo/mail' && request.method === 'POST') {
      const { to, text } = (request.body.kind === 'json' ? request.body.value : {}) as { to?: unknown; text?: unknown };
      if (typeof to !== 'string' || typeof text !== 'string') {
        return {
          status: 400,
          body: { status_code: 400, error_type: 'invalid_argument', error_message: 'to and text must be strings' },
        };
      }
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      const message = inbox.deliver({ channel: 'email', to, subject: 'Echo', text, links });
      return { status: 200, body: { id: message.id } };
    }
    return undefined;
  },
  socket(path, _query, peer): SocketSession | undefined {
    if (path !== ECHO_SOCKET_PATH) return undefined;
    return {
      receive: (frame: Frame) => peer.send(typeof frame === 'string' ? JSON.stringify({ echo: frame }) : frame),
      closed: () => undefined,
    };
  },
});
