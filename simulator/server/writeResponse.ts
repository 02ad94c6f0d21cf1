import type { ServerResponse } from 'node:http';
import { encodedBody, setCookieHeaders } from '../core/setCookie';
import type { SimResponse } from '../core/types';

/** The simulation's answer on a Node response: JSON unless the body is a string, cookies as Set-Cookie. */
export function writeResponse(response: ServerResponse, answer: SimResponse, secure: boolean): void {
  const { text, contentType } = encodedBody(answer.body);
  const headers: Record<string, string | string[]> = {
    'content-type': contentType,
    'cache-control': 'no-store',
    ...answer.headers,
  };
  if (answer.cookies?.length) headers['set-cookie'] = setCookieHeaders(answer.cookies, secure);
  response.writeHead(answer.status, headers);
  response.end(text);
}
