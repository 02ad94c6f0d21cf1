import type { AuthorizePreflight, LogoutPreflight } from '../../flow/entities';
import type { LoginStrings } from '../catalogue';
import { providerMessage } from '../../flow/errors';
import { step, type Step } from '../../flow/navigation';
import type { ConsentState, WidgetState } from '../../flow/types';

/**
 * The identity-provider consent steps (login spec, sections 2 and 4) once consentRequest.ts has read the
 * request: they load with the consent intents, on first use.
 */

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
export const consentWithoutSession = (state: WidgetState, strings: Pick<LoginStrings, 'idpConsent'>): Step => {
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
  strings: Pick<LoginStrings, 'idpConsent'>,
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
export const logoutDeclined = (state: WidgetState, strings: Pick<LoginStrings, 'idpConsent'>): WidgetState =>
  withConsent(state, { status: 'denied', message: strings.idpConsent.notLoggedOut });
