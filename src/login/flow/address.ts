/**
 * What the host page's address tells the widget (login spec, section 2, "Routes"). The query parameter
 * names carry the provider's name.
 */
export const TOKEN_PARAM = 'token';
export const TOKEN_TYPE_PARAM = 'stytch_token_type';
export const REDIRECT_TYPE_PARAM = 'stytch_redirect_type';
export const RESET_PASSWORD_REDIRECT = 'reset_password';

/** Token types authenticated on load (login spec, section 4). */
export const LOAD_TOKEN_TYPES = [
  'discovery',
  'discovery_oauth',
  'oauth',
  'sso',
  'multi_tenant_magic_links',
  'multi_tenant_impersonation',
] as const;
export type LoadTokenType = (typeof LOAD_TOKEN_TYPES)[number];

export interface AddressToken {
  token: string;
  tokenType: string;
}

/** The token and its type, when both are in the query string. */
export function tokenFromAddress(href: string): AddressToken | null {
  const query = new URL(href).searchParams;
  const token = query.get(TOKEN_PARAM);
  const tokenType = query.get(TOKEN_TYPE_PARAM);
  return token && tokenType ? { token, tokenType } : null;
}

export const isLoadTokenType = (tokenType: string): tokenType is LoadTokenType =>
  (LOAD_TOKEN_TYPES as readonly string[]).includes(tokenType);

/** The address without the token and its type, so a reload cannot authenticate the same token again. */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(TOKEN_PARAM);
  url.searchParams.delete(TOKEN_TYPE_PARAM);
  return url.href;
}

export const isPasswordResetAddress = (href: string): boolean =>
  new URL(href).searchParams.get(REDIRECT_TYPE_PARAM) === RESET_PASSWORD_REDIRECT;

/** The page's query parameters, for the consent mode. */
export const queryParams = (href: string): URLSearchParams => new URL(href).searchParams;

const SLUG_PLACEHOLDER = '{{slug}}';
/** Characters an organization slug may hold, and percent escapes of others. */
const SLUG_CHARACTERS = '[A-Za-z0-9._~%-]+';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutScheme = (text: string) => text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');

/**
 * The organization slug in the page address, read with the bootstrap's slug_pattern: a URL template with one
 * `{{slug}}` placeholder, in the host ('https://{{slug}}.example.com') or the path
 * ('https://example.com/orgs/{{slug}}'). The scheme is optional and ignored, the host is case-insensitive,
 * and the template must match the start of the address up to a path, query or fragment boundary, so
 * 'https://example.com/orgs/{{slug}}' also matches 'https://example.com/orgs/acme/login?x=1'.
 */
export function slugFromAddress(pattern: string | null, href: string): string | null {
  if (!pattern || pattern.split(SLUG_PLACEHOLDER).length !== 2) return null;
  const [before, after] = withoutScheme(pattern.trim()).split(SLUG_PLACEHOLDER) as [string, string];
  const template = new RegExp(
    `^${escapeRegExp(before)}(${SLUG_CHARACTERS})${escapeRegExp(after.replace(/\/+$/, ''))}(?:[/?#:]|$)`,
    'i',
  );
  const match = template.exec(withoutScheme(href));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
