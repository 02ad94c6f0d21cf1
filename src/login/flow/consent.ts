import type { AuthorizePreflight, LogoutPreflight } from './entities';
import { formatMessage, type LoginStrings } from '../strings';
import { providerMessage } from './errors';
import { queryParams } from './address';
import { step, type Step } from './navigation';
import type { ConsentRequest, ConsentState, WidgetState } from './types';

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
export function consentFromAddress(href: string, strings: LoginStrings): ConsentState {
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

const withConsent = (state: WidgetState, change: Partial<ConsentState>): WidgetState => ({
  ...state,
  consent: { ...state.consent!, ...change },
});

/** The authorize flow starts: the page hears which client asks for what. */
export function authorizeStarted(state: WidgetState): Step {
  const request = state.consent?.request;
  if (request?.kind !== 'authorize') return step(state);
  const { client_id, redirect_uri, scope } = request;
  return step(state, { type: 'emit', event: { type: 'consentFlowStart', client_id, redirect_uri, scope } });
}

/** Consent needs a signed-in member: without one, the message shows and the error callback fires. */
export const consentWithoutSession = (state: WidgetState, strings: LoginStrings): Step => {
  const message = strings.idpConsent.noActiveSession;
  return step(withConsent(state, { status: 'failed', message }), { type: 'emit', event: { type: 'error', message } });
};

/** A preflight failed: its error_message shows. */
export const consentPreflightFailed = (state: WidgetState, error: unknown): WidgetState =>
  withConsent(state, { status: 'failed', message: providerMessage(error) });

/**
 * The authorize preflight answered: ask when consent is required; otherwise the controller submits at once
 * (consent_granted false, consent_required false).
 */
export const authorizePreflightAnswered = (state: WidgetState, preflight: AuthorizePreflight): WidgetState =>
  withConsent(state, { preflight, status: preflight.consent_required ? 'asking' : 'submitting' });

export const consentSubmitting = (state: WidgetState): WidgetState => withConsent(state, { status: 'submitting' });

/**
 * The authorize answer went through: a denial shows 'Access to the application was denied.' and is told to
 * the page; anything else completes the flow. The browser follows the provider's redirect either way.
 */
export function authorizeSubmitted(
  state: WidgetState,
  denied: boolean,
  redirectUri: string | null,
  strings: LoginStrings,
): Step {
  const redirect = redirectUri ? [{ type: 'redirect' as const, url: redirectUri }] : [];
  if (denied)
    return step(
      withConsent(state, { status: 'denied', message: strings.idpConsent.accessDenied }),
      { type: 'emit', event: { type: 'consentDenied' } },
      ...redirect,
    );
  return step(withConsent(state, { status: 'done' }), { type: 'emit', event: { type: 'flowComplete' } }, ...redirect);
}

/** The logout preflight answered: ask when consent is required, else log out at once. */
export const logoutPreflightAnswered = (state: WidgetState, answer: LogoutPreflight): WidgetState =>
  withConsent(state, { redirectUri: answer.redirect_uri, status: answer.consent_required ? 'asking' : 'submitting' });

/** The session is revoked (whatever the provider said): the browser goes to the client's redirect. */
export const loggedOut = (state: WidgetState): Step =>
  step(
    withConsent(state, { status: 'done' }),
    ...(state.consent?.redirectUri ? [{ type: 'redirect' as const, url: state.consent.redirectUri }] : []),
  );

/** 'No' on the logout question. */
export const logoutDeclined = (state: WidgetState, strings: LoginStrings): WidgetState =>
  withConsent(state, { status: 'denied', message: strings.idpConsent.notLoggedOut });

/** Whether an authorize request asks for any scope without a standard text (it changes the title). */
export const hasCustomScope = (scopes: readonly string[]): boolean =>
  scopes.some((scope) => !STANDARD_SCOPES.includes(scope));

export const splitScopes = (scope: string): string[] => scope.split(/\s+/).filter(Boolean);
