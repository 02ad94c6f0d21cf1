import type { AddressToken, LoadTokenType } from '../address';
import { sessionDurationMinutes } from '../config';
import { discoveryAuthenticated } from '../discovery';
import type { AuthenticateAnswer, DiscoveryAnswer } from '../entities';
import { postAuthScreenFor, primaryAuthenticated } from '../primary';
import { step } from '../navigation';
import type { FlowClient, Runtime } from '../runtime';
import { isDiscoveryToken, resetMagicLinkRejected, tokenFailed } from '../tokens';

/** The call each token type is authenticated with (login spec, section 7). */
const AUTHENTICATE: Record<LoadTokenType, (client: FlowClient, token: string, minutes: number) => Promise<unknown>> = {
  discovery: (client, token) => client.magicLinks.discovery.authenticate({ discovery_magic_links_token: token }),
  discovery_oauth: (client, token) => client.oauth.discovery.authenticate({ discovery_oauth_token: token }),
  oauth: (client, token, minutes) =>
    client.oauth.authenticate({ oauth_token: token, session_duration_minutes: minutes }),
  sso: (client, token, minutes) => client.sso.authenticate({ sso_token: token, session_duration_minutes: minutes }),
  multi_tenant_magic_links: (client, token, minutes) =>
    client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: minutes }),
  multi_tenant_impersonation: (client, token) => client.impersonation.authenticate({ impersonation_token: token }),
};

/**
 * Authenticates the token the page's address brought, already taken out of the address (intents/load.ts).
 * A chunk of its own: most visits bring none.
 */
export async function authenticateToken(runtime: Runtime, token: AddressToken & { tokenType: LoadTokenType }) {
  const { client, config, clock } = runtime.options;
  await runtime.attempt(
    () => AUTHENTICATE[token.tokenType](client, token.token, sessionDurationMinutes(config)),
    (state, answer) =>
      isDiscoveryToken(token.tokenType)
        ? discoveryAuthenticated(state, answer as DiscoveryAnswer, config)
        : primaryAuthenticated(state, answer as AuthenticateAnswer, {
            config,
            now: clock.now(),
            postAuthScreen: postAuthScreenFor(state),
          }),
    (state, error) => step(tokenFailed(state, token.tokenType, error)),
  );
}

/** The reset form's own login link: authenticated, then back to the form. */
export async function authenticateResetLink(runtime: Runtime, token: AddressToken) {
  const { client, config, clock, strings } = runtime.options;
  await runtime.attempt(
    () => AUTHENTICATE.multi_tenant_magic_links(client, token.token, sessionDurationMinutes(config)),
    (state, answer) =>
      primaryAuthenticated(state, answer as AuthenticateAnswer, {
        config,
        now: clock.now(),
        postAuthScreen: 'PasswordResetForm',
      }),
    (state) => step(resetMagicLinkRejected(state, strings)),
  );
}
