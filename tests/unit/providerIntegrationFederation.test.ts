import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, MissingPkceError } from '../../src/login/provider/errors';
import { pkceStorageKey } from '../../src/login/provider/pkceStore';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider';
import {
  expectIntermediate,
  expectSession,
  expectSignedOut,
  LOGIN_REDIRECT,
  PROVIDER_ORIGIN,
  s256,
  SIGNUP_REDIRECT,
  startProviderHarness,
  totpCode,
  type Answer,
  type ProviderHarness,
} from '../support/providerHarness';

/**
 * The real provider client against the provider emulator: SSO and OAuth. The client builds the start URL
 * (with a PKCE challenge when the project requires one) and navigates; the test plays the browser through the
 * emulator's start redirect and its simulated identity-provider page (manual redirects), takes the token from
 * the final redirect and completes with the stored verifier (login spec, sections 4 and 7).
 */

let h: ProviderHarness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const { ada, grace } = DEMO_PEOPLE;
const redirects = { login_redirect_url: LOGIN_REDIRECT, signup_redirect_url: SIGNUP_REDIRECT };

describe('provider client against the emulator: SSO', () => {
  it('starts with a PKCE challenge, signs in at the identity provider, and authenticates with the verifier', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const acme = h.org('acme-capital');
    const connection = acme.sso_default_connection_id!;

    const url = await h.client.sso.start({ connection_id: connection, ...redirects });
    expect(h.navigations).toEqual([url]);
    const start = new URL(url);
    expect(`${start.origin}${start.pathname}`).toBe(`${PROVIDER_ORIGIN}/v1/public/sso/start`);
    const pair = h.storedPkce()!;
    expect(pair.code_challenge).toBe(s256(pair.code_verifier));
    expect(Object.fromEntries(start.searchParams)).toEqual({
      public_token: DEMO_PUBLIC_TOKEN,
      connection_id: connection,
      ...redirects,
      pkce_code_challenge: pair.code_challenge,
    });
    // Starting is a navigation, not a sign-in.
    expectSignedOut(h);

    const { html, landing } = await h.signInAtIdp(url, ada.email);
    expect(html).toContain('Sign in with Acme Okta');
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN_REDIRECT);
    expect(landing.searchParams.get('stytch_token_type')).toBe('sso');

    const answer = await h.client.sso.authenticate<Answer>({ sso_token: landing.searchParams.get('token')! });
    expect(answer.member_session.authentication_factors).toMatchObject([{ type: 'sso', delivery_method: 'sso_saml' }]);
    const client = expectSession(h, answer);
    expect(client.member.email_address).toBe(ada.email);
    expect(client.organization.organization_id).toBe(acme.organization_id);
    expect(h.storedPkce()).toBeNull();
    expect(h.exchanges().at(-1)).toMatchObject({
      path: '/sdk/v1/b2b/sso/authenticate',
      status: 200,
      request: {
        sso_token: landing.searchParams.get('token'),
        session_duration_minutes: 60,
        pkce_code_verifier: pair.code_verifier,
      },
    });
  });

  it('refuses to complete on another device, which has no verifier, without sending anything', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const url = await h.client.sso.start({ connection_id: h.org('acme-capital').sso_default_connection_id! });
    const { landing } = await h.signInAtIdp(url, ada.email);
    const token = landing.searchParams.get('token')!;

    const phone = await h.openPage();
    const before = h.exchanges().length;
    const refused = await phone.client.sso.authenticate({ sso_token: token }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MissingPkceError);
    expect((refused as Error).message).toBe(
      'Make sure this flow is completed on the same device on which it was started.',
    );
    expect(h.exchanges()).toHaveLength(before);
    expectSignedOut(phone);

    // The device that started it still can.
    expectSession(h, await h.client.sso.authenticate<Answer>({ sso_token: token }));
  });

  it('leads a member with an authenticator app to an intermediate session, then signs in with a code', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const url = await h.client.sso.start({ connection_id: h.org('acme-capital').sso_default_connection_id! });
    const { landing } = await h.signInAtIdp(url, grace.email);
    const primary = await h.client.sso.authenticate<Answer>({ sso_token: landing.searchParams.get('token')! });
    expect(primary).toMatchObject({ member_session: null, mfa_required: { secondary_auth_initiated: null } });
    expectIntermediate(h, primary.intermediate_session_token, h.clock.now());
    // The verifier was spent by the successful call, whatever the answer held.
    expect(h.storedPkce()).toBeNull();

    const answer = await h.client.totp.authenticate<Answer>({
      member_id: primary.member_id,
      organization_id: primary.organization.organization_id,
      code: totpCode(h.member(grace.email, 'acme-capital').totp!.secret, h.clock.now()),
    });
    expectSession(h, answer);
  });

  it('sends no challenge when the project does not require PKCE, and drops a leftover pair', async () => {
    h = await startProviderHarness();
    h.storage.setItem(
      pkceStorageKey(DEMO_PUBLIC_TOKEN),
      JSON.stringify({ code_challenge: 'left', code_verifier: 'over' }),
    );
    const url = await h.client.sso.start({ connection_id: h.org('acme-capital').sso_default_connection_id! });
    expect(new URL(url).searchParams.has('pkce_code_challenge')).toBe(false);
    expect(h.storedPkce()).toBeNull();
    const { landing } = await h.signInAtIdp(url, ada.email);
    const answer = await h.client.sso.authenticate<Answer>({ sso_token: landing.searchParams.get('token')! });
    expectSession(h, answer);
    expect(h.exchanges().at(-1)?.request).not.toHaveProperty('pkce_code_verifier');
  });

  it('discovers the connections for an e-mail address', async () => {
    h = await startProviderHarness();
    const { connections } = await h.client.sso.discoverConnections<Answer>({ email_address: ada.email });
    expect(connections.map((connection: Answer) => connection.display_name).sort()).toEqual([
      'Acme Okta',
      'Globex Okta',
      'Northwind Entra ID',
      'Northwind Google Workspace',
    ]);
    expect(h.sent.at(-1)?.url).toBe(
      `${PROVIDER_ORIGIN}/sdk/v1/b2b/sso/discovery/connections?email_address=${encodeURIComponent(ada.email)}`,
    );
  });
});

describe('provider client against the emulator: OAuth', () => {
  it('starts Google with a PKCE challenge, signs in at the simulated Google, and authenticates', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const acme = h.org('acme-capital').organization_id;

    const url = await h.client.oauth.google.start({
      organization_id: acme,
      ...redirects,
      custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
      provider_params: { prompt: 'select_account' },
    });
    expect(h.navigations).toEqual([url]);
    const start = new URL(url);
    expect(`${start.origin}${start.pathname}`).toBe(`${PROVIDER_ORIGIN}/v1/b2b/public/oauth/google/start`);
    const pair = h.storedPkce()!;
    expect(Object.fromEntries(start.searchParams)).toEqual({
      public_token: DEMO_PUBLIC_TOKEN,
      organization_id: acme,
      custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly',
      provider_prompt: 'select_account',
      ...redirects,
      pkce_code_challenge: s256(pair.code_verifier),
    });

    const { html, landing } = await h.signInAtIdp(url, ada.email);
    expect(html).toContain('Sign in with Google');
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN_REDIRECT);

    const answer = await h.client.oauth.authenticate<Answer>({ oauth_token: landing.searchParams.get('token')! });
    expect(answer).toMatchObject({
      provider_type: 'google',
      member_session: { authentication_factors: [{ type: 'oauth', delivery_method: 'oauth_google' }] },
    });
    const client = expectSession(h, answer);
    expect(client.member.email_address).toBe(ada.email);
    expect(h.storedPkce()).toBeNull();
    expect(h.exchanges().at(-1)?.request).toEqual({
      oauth_token: landing.searchParams.get('token'),
      session_duration_minutes: 60,
      pkce_code_verifier: pair.code_verifier,
    });
  });

  it('refuses a token with the verifier of a later start, then completes the later one', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const acme = h.org('acme-capital').organization_id;
    const first = await h.signInAtIdp(await h.client.oauth.google.start({ organization_id: acme }), ada.email);
    const firstPair = h.storedPkce()!;
    // A second start (another tab) stores a fresh pair over the first.
    const second = await h.signInAtIdp(await h.client.oauth.google.start({ organization_id: acme }), ada.email);
    expect(h.storedPkce()!.code_verifier).not.toBe(firstPair.code_verifier);

    const refused = await h.client.oauth
      .authenticate({ oauth_token: first.landing.searchParams.get('token')! })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status_code: 400, error_type: 'pkce_mismatch' });
    expectSignedOut(h);
    // Only success spends the pair.
    expect(h.storedPkce()).not.toBeNull();

    expectSession(
      h,
      await h.client.oauth.authenticate<Answer>({ oauth_token: second.landing.searchParams.get('token')! }),
    );
    expect(h.storedPkce()).toBeNull();
  });

  it('starts by organization slug without PKCE', async () => {
    h = await startProviderHarness();
    const url = await h.client.oauth.github.start({ organization_slug: 'acme-capital', ...redirects });
    const start = new URL(url);
    expect(start.pathname).toBe('/v1/b2b/public/oauth/github/start');
    expect(start.searchParams.get('slug')).toBe('acme-capital');
    expect(start.searchParams.has('pkce_code_challenge')).toBe(false);
    // The organization found by its slug: its members are the accounts the simulated GitHub offers.
    const { html, landing } = await h.signInAtIdp(url, ada.email);
    expect(html).toContain('Sign in with GitHub');
    const answer = await h.client.oauth.authenticate<Answer>({ oauth_token: landing.searchParams.get('token')! });
    expect(answer.provider_type).toBe('github');
    expectSession(h, answer);
  });

  it('discovers organizations through Microsoft and exchanges the intermediate session for one', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const url = await h.client.oauth.microsoft.discovery.start({ discovery_redirect_url: LOGIN_REDIRECT });
    const start = new URL(url);
    expect(start.pathname).toBe('/v1/b2b/public/oauth/microsoft/discovery/start');
    expect(start.searchParams.get('pkce_code_challenge')).toBe(h.storedPkce()!.code_challenge);

    const { landing } = await h.signInAtIdp(url, ada.email);
    expect(landing.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const discovered = await h.client.oauth.discovery.authenticate<Answer>({
      discovery_oauth_token: landing.searchParams.get('token')!,
    });
    expect(discovered.email_address).toBe(ada.email);
    expectIntermediate(h, discovered.intermediate_session_token, h.clock.now());
    expect(h.storedPkce()).toBeNull();

    const exchanged = await h.client.discovery.intermediateSessions.exchange<Answer>({
      organization_id: h.org('acme-capital').organization_id,
    });
    expect(exchanged.member_session.authentication_factors).toMatchObject([
      { type: 'oauth', delivery_method: 'oauth_microsoft' },
    ]);
    expectSession(h, exchanged);
  });

  it('completes Google One Tap: the submit answer’s redirect is followed, with a fresh PKCE challenge', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const acme = h.org('acme-capital').organization_id;
    const { google_client_id } = await h.client.oauth.google.onetap.start<Answer>();
    expect(google_client_id).toBe(h.state.project.google_client_id);
    // The ID token Google's prompt would hand the page (the emulator reads its claims, not its signature).
    const claims = { aud: google_client_id, email: ada.email, email_verified: true };
    const idToken = ['{"alg":"RS256"}', JSON.stringify(claims), 'signature']
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');

    const submitted = await h.client.oauth.google.onetap.submit<Answer>({
      id_token: idToken,
      organization_id: acme,
      ...redirects,
    });
    const pair = h.storedPkce()!;
    expect(h.exchanges().at(-1)?.request).toEqual({
      id_token: idToken,
      organization_id: acme,
      ...redirects,
      pkce_code_challenge: pair.code_challenge,
    });
    expect(h.navigations).toEqual([submitted.redirect_url]);
    const landing = new URL(submitted.redirect_url);
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN_REDIRECT);
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');

    const answer = await h.client.oauth.authenticate<Answer>({ oauth_token: landing.searchParams.get('token')! });
    expectSession(h, answer);
    expect(h.storedPkce()).toBeNull();
  });
});
