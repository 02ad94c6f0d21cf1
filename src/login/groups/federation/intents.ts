import {
  authorizePreflightAnswered,
  authorizeStarted,
  authorizeSubmitted,
  consentPreflightFailed,
  consentSubmitting,
  consentWithoutSession,
  loggedOut,
  logoutDeclined,
  logoutPreflightAnswered,
} from './consent';
import { consentFromAddress } from './consentRequest';
import { emailAddress } from '../../flow/email';
import type { AuthorizePreflight, LogoutPreflight, Organization, SsoConnection } from '../../flow/entities';
import { noEffects, step, submitting } from '../../flow/navigation';
import { discoveryIntents } from '../../flow/intents/discovery';
import { navigationIntents } from '../../flow/intents/navigation';
import type { Runtime } from '../../flow/runtime';
import type { LoginStrings } from '../catalogue';
import {
  slugLookupFailed,
  slugNotFound,
  slugResolved,
  ssoConnectionsDiscovered,
  ssoDiscoveryFailed,
} from './ssoDiscovery';

/** The identity-provider consent mode (login spec, sections 2 and 4). */
export function consentIntents(runtime: Runtime, strings: Pick<LoginStrings, 'idpConsent'>) {
  const { client, location } = runtime.options;

  /** Sends the member's answer; the browser then follows the provider's redirect. */
  async function submitAuthorize(consentGranted: boolean, consentRequired: boolean): Promise<void> {
    const request = runtime.current().consent?.request;
    if (request?.kind !== 'authorize') return;
    runtime.apply(consentSubmitting(runtime.current()));
    const { kind: _kind, ...fields } = request;
    await runtime.attempt(
      () =>
        client.idp.oauthAuthorizeSubmit<{ redirect_uri?: string }>({
          ...fields,
          consent_granted: consentGranted,
          consent_required: consentRequired,
        }),
      (state, answer) =>
        authorizeSubmitted(state, consentRequired && !consentGranted, answer?.redirect_uri ?? null, strings),
      noEffects(consentPreflightFailed),
    );
  }

  /** Revokes the session (forced, errors ignored) and goes to the client's post-logout page. */
  async function logOut(): Promise<void> {
    runtime.apply(consentSubmitting(runtime.current()));
    await client.session.revoke({ forceClear: true }).catch(() => undefined);
    runtime.run(loggedOut(runtime.current()));
  }

  return {
    /**
     * Starts the consent flow: a signed-in member is required; then the preflight. Authorize asks when
     * consent is required and otherwise submits at once; logout asks when consent is required and otherwise
     * logs out at once.
     */
    async start(): Promise<void> {
      const consent = consentFromAddress(location.href, strings);
      runtime.apply({ ...runtime.current(), consent });
      const request = consent.request;
      if (!request) return;
      if (request.kind === 'authorize') runtime.run(authorizeStarted(runtime.current()));
      if (!client.state.client) return runtime.run(consentWithoutSession(runtime.current(), strings));
      if (request.kind === 'authorize') {
        const { kind: _kind, client_id, redirect_uri, response_type, scope } = request;
        await runtime.attempt(
          () => client.idp.oauthAuthorizeStart<AuthorizePreflight>({ client_id, redirect_uri, response_type, scope }),
          noEffects(authorizePreflightAnswered),
          noEffects(consentPreflightFailed),
        );
        if (runtime.current().consent?.status === 'submitting') await submitAuthorize(false, false);
        return;
      }
      const { kind: _kind, ...fields } = request;
      await runtime.attempt(
        () => client.idp.oauthLogoutStart<LogoutPreflight>(fields),
        noEffects(logoutPreflightAnswered),
        noEffects(consentPreflightFailed),
      );
      if (runtime.current().consent?.status === 'submitting') await logOut();
    },

    /** 'Allow'. */
    allowConsent: () => submitAuthorize(true, true),
    /** 'Deny': 'Access to the application was denied.' */
    denyConsent: () => submitAuthorize(false, true),
    /** 'Yes' on 'Log out?'. */
    confirmLogout: logOut,
    /** 'No' on 'Log out?': 'You have not been logged out. You may close this page.' */
    declineLogout(): void {
      runtime.apply(logoutDeclined(runtime.current(), strings));
    },
  };
}

/** SSO discovery (login spec, sections 2 and 4): the e-mail's connections, or the organization by its slug. */
export function ssoDiscoveryIntents(runtime: Runtime) {
  const { client, strings } = runtime.options;
  return {
    /** SSO Discovery Email: one connection starts SSO, several show the menu, none the slug fallback. */
    async submitSsoDiscoveryEmail(email: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      const email_address = email.trim() || emailAddress(state);
      runtime.apply(submitting({ ...state, form: { ...state.form, userSuppliedEmail: email_address } }));
      await runtime.attempt(
        () => client.sso.discoverConnections<{ connections: SsoConnection[] }>({ email_address }),
        (next, answer) => ssoConnectionsDiscovered(next, answer?.connections ?? []),
        (next, error) => step(ssoDiscoveryFailed(next, error, strings)),
      );
    },

    /** SSO Discovery Fallback: the organization by its slug, then Main in organization flow. */
    async submitSlug(slug: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting || !slug.trim()) return;
      runtime.apply(submitting(state));
      await runtime.attempt(
        () => client.organization.getBySlug<{ organization: Organization | null }>({ organization_slug: slug.trim() }),
        (next, answer) =>
          step(answer?.organization ? slugResolved(next, answer.organization) : slugNotFound(next, strings)),
        (next) => step(slugLookupFailed(next, strings)),
      );
    },
  };
}

/** SSO discovery's intents and the consent mode's. */
export function federationIntents(runtime: Runtime, strings: Pick<LoginStrings, 'idpConsent'>) {
  return {
    ...consentIntents(runtime, strings),
    ...ssoDiscoveryIntents(runtime),
    tryAgain: navigationIntents(runtime).tryAgain,
    startSso: discoveryIntents(runtime).startSso,
  };
}

export type FederationIntents = ReturnType<typeof federationIntents>;
