import { queryParams } from '../../flow/address';
import { formatMessage } from '../../strings';
import type { LoginStrings } from '../catalogue';
import type { ConsentRequest, ConsentState } from '../../flow/types';

/**
 * The identity-provider consent request read from the page address, and its scopes: what the widget needs
 * from its first render. The consent steps (consent.ts) load with their intents.
 */

/** The scope an authorize request asks for when it names none (login spec, section 9). */
export const DEFAULT_CONSENT_SCOPE = 'openid email profile';
/** Scopes with texts of their own; any other is custom (login spec, section 9). */
export const STANDARD_SCOPES: readonly string[] = [
  'openid',
  'profile',
  'email',
  'phone',
  'full_access',
  'offline_access',
];

const AUTHORIZE_REQUIRED = ['client_id', 'redirect_uri', 'response_type'] as const;
const AUTHORIZE_OPTIONAL = ['code_challenge', 'state', 'nonce'] as const;
const LOGOUT_REQUIRED = ['client_id', 'post_logout_redirect_uri'] as const;
const LOGOUT_OPTIONAL = ['id_token_hint', 'state'] as const;

const failed = (message: string): ConsentState => ({
  request: null,
  status: 'failed',
  preflight: null,
  redirectUri: null,
  message,
});

/**
 * The consent request in the query string (login spec, section 2): Logout when post_logout_redirect_uri is
 * there, else Authorize. The first missing required parameter, in the spec's order, fails the request.
 */
export function consentFromAddress(href: string, strings: Pick<LoginStrings, 'idpConsent'>): ConsentState {
  const query = queryParams(href);
  const logout = query.has('post_logout_redirect_uri');
  const required = logout ? LOGOUT_REQUIRED : AUTHORIZE_REQUIRED;
  const missing = required.find((name) => !query.get(name));
  if (missing) return failed(formatMessage(strings.idpConsent.missingParameter, { param: missing }));
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])));
  const request = (
    logout
      ? { kind: 'logout', ...pick(LOGOUT_REQUIRED), ...pick(LOGOUT_OPTIONAL) }
      : {
          kind: 'authorize',
          ...pick(AUTHORIZE_REQUIRED),
          scope: query.get('scope') || DEFAULT_CONSENT_SCOPE,
          ...pick(AUTHORIZE_OPTIONAL),
        }
  ) as ConsentRequest;
  return { request, status: 'loading', preflight: null, redirectUri: null, message: null };
}

/** Whether an authorize request asks for any scope without a standard text (it changes the title). */
export const hasCustomScope = (scopes: readonly string[]): boolean =>
  scopes.some((scope) => !STANDARD_SCOPES.includes(scope));

export const splitScopes = (scope: string): string[] => scope.split(/\s+/).filter(Boolean);
