import { hasCustomScope, splitScopes, STANDARD_SCOPES } from './consentRequest';
import { formatMessage } from '../../strings';
import type { GroupTexts } from '../../strings';
import type { LoginStrings } from '../catalogue';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { federationTexts } from './texts';
import type { SsoConnection } from '../../flow/entities';
import type { ConsentScopes } from './IdpConsentScopes';

/** The consent screen, by what it shows (login spec, section 2, IDP Consent). */
export type IdpConsentView =
  /** A preflight is running, or the browser is leaving for the application. */
  | { state: 'loading' }
  | {
      state: 'authorize';
      /** '{client} wants to access your {project} account' or 'Sign in to {client} with {project}'. */
      title: string;
      clientName: string;
      projectName: string;
      /** The requested scopes the policy lets the member grant, and those it does not. */
      grantable: ConsentScopes;
      ungrantable: ConsentScopes;
      /** The answer is being submitted. */
      submitting: boolean;
    }
  | { state: 'logout'; projectName: string; submitting: boolean }
  /** What is left after the member answered: access denied, or not logged out. */
  | { state: 'answered'; message: string }
  /** No active session, a missing parameter, or the preflight's error_message. */
  | { state: 'error'; message: string };

/** What each of the group's screens shows, by screen. */
export type FederationView =
  /** The e-mail typed so far, to start from. */
  | ({ screen: 'SsoDiscoveryEmail'; email: string } & FormView)
  | ({ screen: 'SsoDiscoveryFallback' } & FormView)
  /** The connections found for the address. */
  | { screen: 'SsoDiscoveryMenu'; connections: SsoConnection[] }
  | ({ screen: 'IdpConsent' } & IdpConsentView);

/** Standard scopes by name; custom ones with the policy's description, else 'Use the {scope} scope'. */
function consentScopes(state: WidgetState, scopes: string[], strings: Pick<LoginStrings, 'idpConsent'>): ConsentScopes {
  const policyScopes = state.bootstrap.rbacPolicy?.scopes ?? [];
  return {
    standardScopes: scopes.filter((scope) => STANDARD_SCOPES.includes(scope)),
    customScopes: scopes
      .filter((scope) => !STANDARD_SCOPES.includes(scope))
      .map((scope) => ({
        scope,
        description:
          policyScopes.find((entry) => entry.scope === scope)?.description ||
          formatMessage(strings.idpConsent.customScope, { scope }),
      })),
  };
}

/**
 * The consent screen from the flow's consent state: the question while the member decides (and, once they
 * have answered one, while the answer is on its way); a spinner while nothing is asked; what is left to read.
 */
export function idpConsentView(state: WidgetState, strings: Pick<LoginStrings, 'idpConsent'>): IdpConsentView {
  const consent = state.consent;
  const status = consent?.status ?? 'failed';
  if (status === 'failed') return { state: 'error', message: consent?.message ?? '' };
  if (status === 'denied') return { state: 'answered', message: consent?.message ?? '' };
  const kind = consent?.request?.kind;
  const projectName = state.bootstrap.projectName ?? '';
  const submitting = status === 'submitting';
  // The preflight asked the member (consent required): the question stays while the answer is on its way.
  const asked = consent?.preflight?.consent_required === true;
  if ((status === 'asking' || (submitting && asked)) && kind === 'authorize') {
    const clientName = consent?.preflight?.oidc_client.client_name ?? '';
    const grantable = splitScopes(consent?.preflight?.grantable_scope ?? '');
    const ungrantable = splitScopes(consent?.preflight?.ungrantable_scope ?? '');
    const title = hasCustomScope([...grantable, ...ungrantable])
      ? strings.idpConsent.accessTitle
      : strings.idpConsent.signInTitle;
    return {
      state: 'authorize',
      title: formatMessage(title, { client: clientName, project: projectName }),
      clientName,
      projectName,
      grantable: consentScopes(state, grantable, strings),
      ungrantable: consentScopes(state, ungrantable, strings),
      submitting,
    };
  }
  if (status === 'asking' && kind === 'logout') return { state: 'logout', projectName, submitting };
  return { state: 'loading' };
}

/** The views of SSO discovery and the identity provider's consent screen (login spec, section 2). */
export const federationView: GroupView<FederationView, GroupTexts<typeof federationTexts>> = (
  snapshot,
  _options,
  strings,
) => {
  const state = snapshot as WidgetState;
  switch (state.screen) {
    case 'SsoDiscoveryEmail':
      return { screen: 'SsoDiscoveryEmail', email: state.form.userSuppliedEmail, ...formView(state) };
    case 'SsoDiscoveryFallback':
      return { screen: 'SsoDiscoveryFallback', ...formView(state) };
    case 'SsoDiscoveryMenu':
      return { screen: 'SsoDiscoveryMenu', connections: state.form.ssoConnections };
    case 'IdpConsent':
      return { screen: 'IdpConsent', ...idpConsentView(state, strings) };
    default:
      return null;
  }
};
