import { hasCustomScope, splitScopes, STANDARD_SCOPES } from './consentRequest';
import { formatMessage } from '../../strings';
import type { GroupTexts } from '../../strings';
import type { LoginStrings } from '../catalogue';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { federationTexts } from './texts';
import type { SsoConnection } from '../../flow/entities';
import type { ConsentState } from '../../flow/types';

/** The consent screen's content (login spec, section 2, IDP Consent). */
export interface ConsentView {
  kind: 'authorize' | 'logout' | null;
  status: ConsentState['status'];
  clientName: string;
  projectName: string;
  /** Authorize: '{client} wants to access your {project} account' or 'Sign in to {client} with {project}'. */
  title: string;
  /** Grantable standard scopes (their texts are the screen's), then custom ones with their descriptions. */
  standardScopes: string[];
  customScopes: { scope: string; description: string }[];
  /** Shown under 'You do not have permissions to grant {client} access to some of the requested scopes.' */
  ungrantableScopes: string[];
  /** The same, split and described as the grantable ones are. */
  ungrantable: { standardScopes: string[]; customScopes: { scope: string; description: string }[] };
  message: string | null;
}

/** What each of the group's screens shows, by screen. */
export type FederationView =
  | ({ screen: 'SsoDiscoveryEmail'; email: string } & FormView)
  | ({ screen: 'SsoDiscoveryFallback' } & FormView)
  | { screen: 'SsoDiscoveryMenu'; connections: SsoConnection[] }
  | ({
      screen: 'IdpConsent';
      /** The preflight asked the member (consent required): the question stays while the answer is on its way. */
      asked: boolean;
    } & ConsentView);

/** The consent screen's content (login spec, section 2, IDP Consent). */
export function consentView(state: WidgetState, strings: Pick<LoginStrings, 'idpConsent'>): ConsentView {
  const consent = state.consent;
  const clientName = consent?.preflight?.oidc_client.client_name ?? '';
  const projectName = state.bootstrap.projectName ?? '';
  const grantable = splitScopes(consent?.preflight?.grantable_scope ?? '');
  const ungrantable = splitScopes(consent?.preflight?.ungrantable_scope ?? '');
  const policyScopes = state.bootstrap.rbacPolicy?.scopes ?? [];
  const describe = (scopes: string[]) =>
    scopes
      .filter((scope) => !STANDARD_SCOPES.includes(scope))
      .map((scope) => ({
        scope,
        description:
          policyScopes.find((entry) => entry.scope === scope)?.description ||
          formatMessage(strings.idpConsent.customScope, { scope }),
      }));
  const standard = (scopes: string[]) => scopes.filter((scope) => STANDARD_SCOPES.includes(scope));
  return {
    kind: consent?.request?.kind ?? null,
    status: consent?.status ?? 'failed',
    clientName,
    projectName,
    title: formatMessage(
      hasCustomScope([...grantable, ...ungrantable]) ? strings.idpConsent.accessTitle : strings.idpConsent.signInTitle,
      { client: clientName, project: projectName },
    ),
    standardScopes: standard(grantable),
    customScopes: describe(grantable),
    ungrantableScopes: ungrantable,
    ungrantable: { standardScopes: standard(ungrantable), customScopes: describe(ungrantable) },
    message: consent?.message ?? null,
  };
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
      return {
        screen: 'IdpConsent',
        asked: state.consent?.preflight?.consent_required === true,
        ...consentView(state, strings),
      };
    default:
      return null;
  }
};
