import type { EmulatorFactory, Frame, SocketSession } from '../core/types';

/**
 * The smallest useful emulator, proving the engine: echoes HTTP requests and socket frames, and "mails"
 * a message to the development inbox.
 */
export const echoEmulator: EmulatorFactory = ({ inbox, clock }) => ({
  name: 'echo',
  http(request) {
    if (request.path === '/api/echo') {
      const body =
        request.body.kind === 'none' ? null : request.body.kind === 'form' ? request.body.fields : request.body.value;
      return { status: 200, body: { method: request.method, query: request.query, body, at: clock.now() } };
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
    if (path !== '/echo') return undefined;
    return {
      receive: (frame: Frame) => peer.send(typeof frame === 'string' ? JSON.stringify({ echo: frame }) : frame),
      closed: () => undefined,
    };
  },
});
