import { duration, locale, type CallSpec } from './spec';

const oauthVerifier = { flow: 'oauth', step: 'verifier', field: 'pkce_code_verifier' } as const;
/** One Tap starts a fresh PKCE transaction each time, like the OAuth redirects (login spec, section 4). */
const oneTapChallenge = { flow: 'oauth', step: 'newChallenge', field: 'pkce_code_challenge' } as const;

/**
 * Social login (login spec, section 7). The provider starts ({provider}.start, {provider}.discovery.start) are
 * browser redirects built in redirects.ts; these are the calls that finish them, and Google One Tap's.
 */
export const OAUTH_CALLS = {
  'oauth.authenticate': {
    method: 'POST',
    path: '/b2b/oauth/authenticate',
    required: { oauth_token: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
    pkce: oauthVerifier,
  },
  'oauth.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/oauth/discovery/authenticate',
    required: { discovery_oauth_token: 'string' },
    captcha: true,
    session: 'update',
    pkce: oauthVerifier,
  },
  'oauth.google.onetap.start': { method: 'GET', path: '/b2b/oauth/google/onetap/start' },
  'oauth.google.onetap.submit': {
    method: 'POST',
    path: '/b2b/oauth/google/onetap/submit',
    required: { id_token: 'string', organization_id: 'string' },
    optional: { login_redirect_url: 'string', signup_redirect_url: 'string' },
    pkce: oneTapChallenge,
    redirect: 'redirect_url',
  },
  'oauth.google.onetap.discovery.submit': {
    method: 'POST',
    path: '/b2b/oauth/google/onetap/discovery/submit',
    required: { id_token: 'string' },
    optional: { discovery_redirect_url: 'string' },
    pkce: oneTapChallenge,
    redirect: 'redirect_url',
  },
} as const satisfies Record<string, CallSpec>;

/**
 * The identity-provider consent mode (login spec, sections 2 and 7): the preflights pass the page's query
 * parameters through, and the answer is submitted as a form.
 */
export const IDP_CALLS = {
  'idp.oauthAuthorizeStart': {
    method: 'POST',
    path: '/b2b/oauth/authorize/start',
    required: { client_id: 'string', redirect_uri: 'string', response_type: 'string', scope: 'string' },
  },
  'idp.oauthAuthorizeSubmit': {
    method: 'POST',
    path: '/b2b/oauth/authorize',
    required: {
      client_id: 'string',
      redirect_uri: 'string',
      response_type: 'string',
      scope: 'string',
      consent_granted: 'boolean',
    },
    optional: { state: 'string', nonce: 'string', code_challenge: 'string' },
    form: true,
    redirectLater: 'redirect_uri',
  },
  'idp.oauthLogoutStart': {
    method: 'POST',
    path: '/b2b/oauth/logout/start',
    required: { client_id: 'string', post_logout_redirect_uri: 'string' },
    optional: { id_token_hint: 'string', state: 'string' },
    redirectLater: 'redirect_uri',
  },
} as const satisfies Record<string, CallSpec>;
