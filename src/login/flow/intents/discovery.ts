import type { OAuthProvider } from '../../provider/redirects';
import { oauthProviderOptions, sessionDurationMinutes } from '../config';
import { discoveryActionFailed, organizationSelected } from '../discovery';
import type { AuthenticateAnswer } from '../entities';
import { leavingFailed, noEffects, setBusy } from '../navigation';
import { primaryAuthenticated } from '../primary';
import type { Runtime } from '../runtime';

/**
 * Discovery, organization creation, and the redirects to OAuth and SSO (login spec, sections 2 and 4): what
 * Main, the next step and the flow's own effects share. SSO discovery's are its group's (groups/federation).
 */
export function discoveryIntents(runtime: Runtime) {
  const { client, config, clock } = runtime.options;
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
  };
}
