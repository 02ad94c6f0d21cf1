import { serialize } from 'cookie';
import type { SimCookie } from './types';

/** Set-Cookie header values for a simulated answer; Secure only where the page itself is served over https. */
export const setCookieHeaders = (cookies: readonly SimCookie[], secure: boolean): string[] =>
  cookies.map((cookie) =>
    serialize(cookie.name, cookie.value, {
      maxAge: cookie.maxAgeSeconds,
      httpOnly: cookie.httpOnly,
      sameSite: (cookie.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
      path: cookie.path ?? '/',
      secure,
    }),
  );

/** The JSON-or-text body and content type of a simulated answer. */
export function encodedBody(body: unknown): { text: string; contentType: string } {
  if (typeof body === 'string') return { text: body, contentType: 'text/plain; charset=utf-8' };
  return { text: body === undefined ? '' : JSON.stringify(body), contentType: 'application/json; charset=utf-8' };
}
