import type { ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import type { SimResponse } from '../core/types';

/** The simulation's answer on a Node response: JSON unless the body is a string, cookies as Set-Cookie. */
export function writeResponse(response: ServerResponse, answer: SimResponse, secure: boolean): void {
  const isText = typeof answer.body === 'string';
  const body = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
  const headers: Record<string, string | string[]> = {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...answer.headers,
  };
  if (answer.cookies?.length) {
    headers['set-cookie'] = answer.cookies.map((cookie) =>
      serialize(cookie.name, cookie.value, {
        maxAge: cookie.maxAgeSeconds,
        httpOnly: cookie.httpOnly,
        sameSite: (cookie.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
        path: cookie.path ?? '/',
        secure,
      }),
    );
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}
