import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The app, Storybook or a browser test may run on another origin than the simulator (another port is
 * another origin), and the product sends credentials: the requesting origin is echoed, never '*', as the
 * Fetch standard requires for credentialed requests. A local development server, so any origin is let in.
 * Returns true when the request was a preflight, already answered.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('vary', 'Origin');
  if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return false;
  response.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
  });
  response.end();
  return true;
}
