/** Cookie options an integrator may set (login spec, section 3); every one optional. */
export interface CookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  path?: string;
  /** Set only when the session should reach subdomains. */
  domain?: string;
}

export const DEFAULT_COOKIE_NAMES = {
  session: 'stytch_session',
  jwt: 'stytch_session_jwt',
  intermediate: 'stytch_intermediate_session_token',
} as const;

/** Intermediate session tokens live 10 minutes. */
export const INTERMEDIATE_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export const cookieNames = (options: CookieOptions = {}) => ({
  session: options.opaqueTokenCookieName ?? DEFAULT_COOKIE_NAMES.session,
  jwt: options.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt,
  intermediate: options.istCookieName ?? DEFAULT_COOKIE_NAMES.intermediate,
});

const isLocalDevelopment = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * One Set-Cookie string with the spec's defaults: SameSite=Lax, Secure except in local development, the
 * integrator's path and domain when given. A past expiry removes the cookie.
 */
export function cookieString(
  name: string,
  value: string,
  expires: Date,
  hostname: string,
  options: CookieOptions = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `expires=${expires.toUTCString()}`, 'SameSite=Lax'];
  if (options.path) parts.push(`path=${options.path}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (!isLocalDevelopment(hostname)) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
