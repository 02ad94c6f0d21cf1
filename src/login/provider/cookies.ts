/** Cookie options an integrator may set (login spec, section 3), as the provider's SDK names them; all optional. */
export interface CookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  /**
   * The path the cookies are written and removed under: '/' by default, so every page of the site reads the
   * same pair (without one, a browser files a cookie under the writing page's directory, and a reload on
   * /output/{uid} would leave a second pair there).
   */
  path?: string;
  /** The domain the cookies reach when `availableToSubdomains` is set; the page's host name by default. */
  domain?: string;
  /** Lets the cookies reach subdomains (a Domain attribute); never in local development. */
  availableToSubdomains?: boolean;
}

export const DEFAULT_COOKIE_PATH = '/';

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

/** Where one cookie is filed: its path, and its domain when it reaches subdomains. */
export interface CookiePlace {
  path: string;
  domain?: string;
}

/** Where the options file the cookies (login spec, section 9: domain only when available to subdomains). */
export function cookiePlace(hostname: string, options: CookieOptions = {}): CookiePlace {
  const path = options.path || DEFAULT_COOKIE_PATH;
  if (!options.availableToSubdomains || isLocalDevelopment(hostname)) return { path };
  return { path, domain: options.domain || hostname };
}

/**
 * One Set-Cookie string with the spec's defaults: SameSite=Lax, Secure except in local development, and the
 * place (path '/' unless the integrator chose another; a domain only when available to subdomains). A past
 * expiry removes the cookie filed at that place.
 */
export function cookieString(
  name: string,
  value: string,
  expires: Date,
  hostname: string,
  place: CookiePlace = { path: DEFAULT_COOKIE_PATH },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `expires=${expires.toUTCString()}`, 'SameSite=Lax'];
  parts.push(`path=${place.path}`);
  if (place.domain) parts.push(`domain=${place.domain}`);
  if (!isLocalDevelopment(hostname)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The paths a cookie the page can see may be filed under: every ancestor of the page's path, the page's own
 * included ('/output/u-1' gives '/output/u-1', '/output', '/'). A page sees exactly the cookies filed there.
 */
export function visiblePaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return [...segments.map((_, i) => `/${segments.slice(0, segments.length - i).join('/')}`), '/'];
}

/** How many cookies of this name the page sees (a browser lists each path's pair, the longest path first). */
export function countCookies(cookies: string, name: string): number {
  return cookies.split(';').filter((pair) => pair.trim().split('=')[0] === name).length;
}

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
