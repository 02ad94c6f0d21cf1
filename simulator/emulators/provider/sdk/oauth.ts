import { oauthFactor } from '../factors';
import { decodeBase64UrlJson } from '../crypto';
import { federatedRedirect } from '../federation';
import { checkDuration, checkEmail, checkPkceStart, read } from '../input';
import { provisionByEmail, requireOrg } from '../lookups';
import { fail } from '../reply';
import type { Deps, Route } from '../router';

/** Seconds an access token from the (simulated) social provider lasts. */
const PROVIDER_TOKEN_SECONDS = 3600;

/** OAuth: authenticating the token the simulated provider sent back, and Google One Tap. */
export const oauthRoutes = ({ kit, sessions, switches }: Deps): Route[] => {
  const { state } = kit;
  const { project } = state;

  /** The e-mail in a Google ID token. One Tap here is simulated: the payload is trusted, the signature not checked. */
  const oneTapEmail = (idToken: string): string => {
    const claims = decodeBase64UrlJson(idToken.split('.')[1] ?? '') as Record<string, unknown> | undefined;
    if (!claims || typeof claims.email !== 'string' || claims.aud !== project.google_client_id) {
      return fail(400, 'invalid_id_token', 'id_token is not an ID token issued for this project’s Google client');
    }
    if (claims.email_verified === false) fail(400, 'invalid_id_token', 'The Google account’s e-mail is not verified');
    return checkEmail(claims.email);
  };

  return [
    {
      method: 'POST',
      path: '/b2b/oauth/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          { oauth_token: 'string', session_duration_minutes: 'number' },
          { pkce_code_verifier: 'string', locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const ist = sessions.intermediate(request, body);
        const token = await kit.redeemToken(args.oauth_token, ['oauth'], args.pkce_code_verifier);
        const org = requireOrg(state, token.organization_id!);
        const provider = token.via!;
        const { member } = provisionByEmail(kit, org, token.email_address);
        member.email_address_verified = true;
        if (!member.oauth_registrations.some((registration) => registration.provider_type === provider)) {
          member.oauth_registrations.push({ provider_type: provider, provider_subject: member.email_address });
        }
        const answer = await sessions.finish(
          member,
          org,
          oauthFactor(provider, member.email_address, kit.now()),
          duration,
          ist,
        );
        return {
          ...answer,
          provider_subject: member.email_address,
          provider_type: provider,
          provider_values: {
            access_token: kit.token(),
            refresh_token: '',
            id_token: '',
            scopes: ['openid', 'email', 'profile'],
            expires_at: new Date(kit.now() + PROVIDER_TOKEN_SECONDS * 1000).toISOString(),
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/b2b/oauth/discovery/authenticate',
      handle: async ({ body }) => {
        const args = read(body, { discovery_oauth_token: 'string' }, { pkce_code_verifier: 'string' });
        const token = await kit.redeemToken(args.discovery_oauth_token, ['discovery_oauth'], args.pkce_code_verifier);
        return sessions.discoveryPayload(token.email_address, oauthFactor(token.via!, token.email_address, kit.now()));
      },
    },
    {
      method: 'GET',
      path: '/b2b/oauth/google/onetap/start',
      handle: () => {
        if (switches.googleOneTap === 'default-client') {
          fail(400, 'default_provider_not_allowed', 'Google One Tap needs the project’s own Google OAuth client');
        }
        const configured = switches.googleOneTap === 'configured' && project.oauth_providers.includes('google');
        return { google_client_id: configured ? project.google_client_id : '' };
      },
    },
    {
      method: 'POST',
      path: '/b2b/oauth/google/onetap/discovery/submit',
      handle: (call) => {
        const args = read(
          call.body,
          { id_token: 'string' },
          { discovery_redirect_url: 'string', pkce_code_challenge: 'string' },
        );
        checkPkceStart(project.pkce_required_for_oauth, args.pkce_code_challenge);
        const target = kit.redirectTo('DISCOVERY', args.discovery_redirect_url);
        const start = {
          kind: 'discovery_oauth' as const,
          provider: 'google',
          login_redirect_url: target,
          signup_redirect_url: target,
          pkce_code_challenge: args.pkce_code_challenge,
        };
        return { redirect_url: federatedRedirect(kit, start, oneTapEmail(args.id_token)) };
      },
    },
    {
      method: 'POST',
      path: '/b2b/oauth/google/onetap/submit',
      handle: (call) => {
        const args = read(
          call.body,
          { id_token: 'string', organization_id: 'string' },
          { login_redirect_url: 'string', signup_redirect_url: 'string', pkce_code_challenge: 'string' },
        );
        const org = requireOrg(state, args.organization_id);
        checkPkceStart(project.pkce_required_for_oauth, args.pkce_code_challenge);
        const start = {
          kind: 'oauth' as const,
          provider: 'google',
          organization_id: org.organization_id,
          login_redirect_url: kit.redirectTo('LOGIN', args.login_redirect_url),
          signup_redirect_url: kit.redirectTo('SIGNUP', args.signup_redirect_url),
          pkce_code_challenge: args.pkce_code_challenge,
        };
        return { redirect_url: federatedRedirect(kit, start, oneTapEmail(args.id_token)) };
      },
    },
  ];
};
