import type { OAuthProvider } from '../../provider/redirects';
import { oauthProviderOptions, sessionDurationMinutes } from '../config';
import { discoveryActionFailed, organizationSelected } from '../discovery';
import { emailAddress } from '../email';
import type { AuthenticateAnswer, Organization, SsoConnection } from '../entities';
import { leavingFailed, noEffects, setBusy, step, submitting } from '../navigation';
import { primaryAuthenticated } from '../primary';
import type { Runtime } from '../runtime';
import {
  slugLookupFailed,
  slugNotFound,
  slugResolved,
  ssoConnectionsDiscovered,
  ssoDiscoveryFailed,
  ssoDiscoveryOpened,
} from '../sso';

/** Discovery, organization creation, and the redirects to OAuth and SSO (login spec, sections 2 and 4). */
export function discoveryIntents(runtime: Runtime) {
  const { client, config, clock, strings } = runtime.options;
  const loggedIn = (state: Parameters<typeof primaryAuthenticated>[0], answer: AuthenticateAnswer) =>
    primaryAuthenticated(state, answer, { config, now: clock.now(), postAuthScreen: 'LoggedIn' });

  /** The intermediate session becomes a session in the chosen organization. */
  async function exchangeSession(organizationId: string): Promise<void> {
    runtime.apply(setBusy(runtime.current(), true));
    await runtime.attempt(
      () =>
        client.discovery.intermediateSessions.exchange<AuthenticateAnswer>({
          organization_id: organizationId,
          session_duration_minutes: sessionDurationMinutes(config),
        }),
      loggedIn,
      noEffects(discoveryActionFailed),
    );
  }

  async function createOrganization(): Promise<void> {
    runtime.apply(setBusy(runtime.current(), true));
    await runtime.attempt(
      () =>
        client.discovery.organizations.create<AuthenticateAnswer>({
          session_duration_minutes: sessionDurationMinutes(config),
        }),
      loggedIn,
      noEffects(discoveryActionFailed),
    );
  }

  /** Leaves for the SSO connection's identity provider. */
  async function startSso(connectionId: string): Promise<void> {
    runtime.apply(setBusy(runtime.current(), true));
    try {
      await client.sso.start({
        connection_id: connectionId,
        login_redirect_url: config.ssoOptions?.loginRedirectURL,
        signup_redirect_url: config.ssoOptions?.signupRedirectURL,
      });
    } catch (error) {
      runtime.apply(leavingFailed(runtime.current(), error));
    }
  }

  return {
    exchangeSession,
    createOrganization,
    startSso,

    /** Picks a discovered organization: Main with its required methods, or straight into it. */
    async selectOrganization(organizationId: string): Promise<void> {
      const state = runtime.current();
      const discovered = state.form.discovery.organizations.find(
        (candidate) => candidate.organization.organization_id === organizationId,
      );
      if (discovered && !state.busy) runtime.run(organizationSelected(state, discovered));
    },

    /**
     * 'Continue with {provider}': discovery flow starts the provider's discovery login, organization flow its
     * login into the organization. The browser leaves for the provider.
     */
    async startOAuth(provider: OAuthProvider): Promise<void> {
      const state = runtime.current();
      const options = config.oauthOptions;
      const scoped = oauthProviderOptions(config, provider, state.primary?.email ?? null);
      runtime.apply(setBusy(state, true));
      try {
        if (state.flowType === 'Discovery') {
          await client.oauth[provider].discovery.start({
            discovery_redirect_url: options?.discoveryRedirectURL,
            ...scoped,
          });
        } else {
          await client.oauth[provider].start({
            organization_id: state.organization?.organization_id,
            login_redirect_url: options?.loginRedirectURL,
            signup_redirect_url: options?.signupRedirectURL,
            ...scoped,
          });
        }
      } catch (error) {
        runtime.apply(leavingFailed(runtime.current(), error));
      }
    },

    /** 'Continue with SSO' in discovery flow: SSO Discovery Email. */
    openSsoDiscovery(): void {
      runtime.apply(ssoDiscoveryOpened(runtime.current()));
    },

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
