import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Access } from './access';

/**
 * The app, Storybook or a browser test may run on another origin than the simulator (another port is
 * another origin), and the product sends credentials: an allowed requesting origin (any loopback origin, or
 * one configured) is echoed, never '*', as the Fetch standard requires for credentialed requests. Any other
 * origin gets no CORS headers, so the browser keeps the answer from its page; its preflight is refused.
 * Returns true when the request was a preflight, already answered.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, access: Access): boolean {
  const origin = request.headers.origin;
  const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (!origin) return false;
  response.setHeader('vary', 'Origin');
  if (!access.origin(origin)) {
    if (!preflight) return false;
    response.writeHead(403, { 'content-length': '0' });
    response.end();
    return true;
  }
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  if (!preflight) return false;
  response.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
  });
  response.end();
  return true;
}
