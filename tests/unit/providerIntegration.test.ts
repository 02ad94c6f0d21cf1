import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/login/provider/errors';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider';
import { NPM_START_ORIGIN } from '../../simulator/emulators/provider/seed';
import {
  APP_ORIGIN,
  basicAuth,
  COOKIE,
  expectIntermediate,
  expectSession,
  expectSignedOut,
  LOGIN_REDIRECT,
  RESET_REDIRECT,
  PROVIDER_ORIGIN,
  s256,
  startProviderHarness,
  type Answer,
  type ProviderHarness,
} from '../support/providerHarness';

/**
 * The real provider client (createB2BClient, real fetch through MSW) against the provider emulator:
 * discovery, organization passwords and e-mail codes, with the client's state and cookies after each step
 * (login spec, sections 3, 4 "Provider session state", 7 and 8).
 */

let h: ProviderHarness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const REMOVED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
const { ada, grace, katherine } = DEMO_PEOPLE;

describe('provider client against the emulator: discovery by magic link', () => {
  it('sends the link, authenticates it to an intermediate session, creates an organization and signs in', async () => {
    h = await startProviderHarness();
    const email = 'founder@startup.example';
    expectSignedOut(h);

    await h.client.magicLinks.email.discovery.send({ email_address: email, discovery_redirect_url: LOGIN_REDIRECT });
    expectSignedOut(h);
    const { link, token, type } = h.mailedLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(LOGIN_REDIRECT);
    expect(type).toBe('discovery');

    const discovered = await h.client.magicLinks.discovery.authenticate<Answer>({ discovery_magic_links_token: token });
    expect(discovered).toMatchObject({ email_address: email, discovered_organizations: [] });
    const ist = discovered.intermediate_session_token as string;
    expectIntermediate(h, ist, h.clock.now());

    const created = await h.client.discovery.organizations.create<Answer>({ organization_name: 'Startup Labs' });
    expect(created).toMatchObject({
      member_authenticated: true,
      intermediate_session_token: '',
      organization: { organization_name: 'Startup Labs', organization_slug: 'startup-labs' },
      member: { email_address: email, status: 'active', email_address_verified: true },
      member_session: { roles: ['stytch_member', 'stytch_admin'], expires_at: '2025-01-06T10:00:07Z' },
    });
    const client = expectSession(h, created);
    expect(client.organization.organization_name).toBe('Startup Labs');
    // The session cookies were written, then the intermediate one removed.
    expect(h.jar.writes.slice(-3)).toEqual([
      `${COOKIE.session}=${created.session_token}; expires=Mon, 06 Jan 2025 10:00:07 GMT; SameSite=Lax; path=/; Secure`,
      `${COOKIE.jwt}=${created.session_jwt}; expires=Mon, 06 Jan 2025 10:00:07 GMT; SameSite=Lax; path=/; Secure`,
      `${COOKIE.intermediate}=; ${REMOVED}; SameSite=Lax; path=/; Secure`,
    ]);

    // What went over the wire: the intermediate token the client held and the default 60-minute session.
    const bodies = Object.fromEntries(h.exchanges().map((exchange) => [exchange.path, exchange.request]));
    expect(bodies['/sdk/v1/b2b/magic_links/email/discovery/send']).toEqual({
      email_address: email,
      discovery_redirect_url: LOGIN_REDIRECT,
    });
    expect(bodies['/sdk/v1/b2b/discovery/organizations/create']).toEqual({
      organization_name: 'Startup Labs',
      session_duration_minutes: 60,
      intermediate_session_token: ist,
    });
    // Basic auth carried the public token twice until there was a session, then the session token.
    await h.client.self.get();
    const auth = h.sent.map((request) => basicAuth(request.authorization));
    expect(auth.slice(0, -1).every(([, secret]) => secret === DEMO_PUBLIC_TOKEN)).toBe(true);
    expect(auth.at(-1)).toEqual([DEMO_PUBLIC_TOKEN, created.session_token]);
    for (const request of h.sent) {
      expect(request.url.startsWith(`${PROVIDER_ORIGIN}/sdk/v1/`)).toBe(true);
      expect(request.parentHost).toBe(APP_ORIGIN);
      expect(JSON.parse(atob(request.sdkClient!))).toMatchObject({ sdk: { version: '5.22.5' } });
    }
    expect(h.warnings).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it('lists an existing member’s organizations and exchanges the intermediate session for one of them', async () => {
    h = await startProviderHarness();
    await h.client.magicLinks.email.discovery.send({ email_address: ada.email });
    // Without a redirect URL the link goes to the project's default one, whatever page asked.
    const { link, token } = h.mailedLink(ada.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${NPM_START_ORIGIN}/authenticate`);

    const discovered = await h.client.magicLinks.discovery.authenticate<Answer>({ discovery_magic_links_token: token });
    const bySlug = Object.fromEntries(
      (discovered.discovered_organizations as Answer[]).map((entry) => [entry.organization.organization_slug, entry]),
    );
    expect(bySlug['acme-capital']).toMatchObject({ membership: { type: 'active_member' }, primary_required: null });
    expect(bySlug['northwind-partners']).toMatchObject({ membership: { type: 'invited_member' } });
    expect(bySlug['globex-ventures']).toMatchObject({
      membership: { type: 'eligible_to_join_by_email_domain' },
      primary_required: { allowed_auth_methods: ['sso'] },
    });
    expectIntermediate(h, discovered.intermediate_session_token, h.clock.now());

    const listed = await h.client.discovery.organizations.list<Answer>();
    expect(listed.email_address).toBe(ada.email);
    expect(listed.discovered_organizations).toHaveLength(3);

    const acme = h.org('acme-capital').organization_id;
    const exchanged = await h.client.discovery.intermediateSessions.exchange<Answer>({ organization_id: acme });
    expect(exchanged.member).toMatchObject({
      email_address: ada.email,
      member_id: h.member(ada.email, 'acme-capital').member_id,
    });
    expectSession(h, exchanged);
  });

  it('keeps the intermediate session when creation is refused for a claimed domain, then needs MFA in the owner', async () => {
    h = await startProviderHarness();
    const email = 'ops@northwind.example';
    await h.client.magicLinks.email.discovery.send({ email_address: email });
    const discovered = await h.client.magicLinks.discovery.authenticate<Answer>({
      discovery_magic_links_token: h.mailedLink(email).token,
    });
    const ist = discovered.intermediate_session_token as string;
    expect(discovered.discovered_organizations.map((entry: Answer) => entry.organization.organization_slug)).toEqual([
      'northwind-partners',
    ]);

    const refused = await h.client.discovery.organizations.create().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status_code: 403, error_type: 'action_not_allowed_email_domain_is_claimed' });
    // Not an unrecoverable error: the intermediate session is still the client's.
    expectIntermediate(h, ist, h.clock.now());

    const northwind = h.org('northwind-partners').organization_id;
    const exchanged = await h.client.discovery.intermediateSessions.exchange<Answer>({ organization_id: northwind });
    expect(exchanged).toMatchObject({
      member_session: null,
      mfa_required: { member_options: { mfa_phone_number: '', totp_registration_id: '' } },
    });
    // A new intermediate token, bound to the new member, replaces the spent one.
    expect(exchanged.intermediate_session_token).not.toBe(ist);
    expectIntermediate(h, exchanged.intermediate_session_token, h.clock.now());
  });

  it('sends the challenge and the verifier when the project requires PKCE for magic links, then clears the pair', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const bootstrap = await h.client.bootstrap.getAsync();
    expect(bootstrap.pkceRequiredForEmailMagicLinks).toBe(true);
    const email = 'pkce@startup.example';

    await h.client.magicLinks.email.discovery.send({ email_address: email });
    const pair = h.storedPkce()!;
    expect(pair.code_challenge).toBe(s256(pair.code_verifier));
    // A resent link reuses the stored pair, so either e-mail still matches the verifier.
    await h.client.magicLinks.email.discovery.send({ email_address: email });
    expect(h.storedPkce()).toEqual(pair);

    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: h.mailedLink(email).token });
    expect(h.storedPkce()).toBeNull();
    const sends = h.exchanges().filter((exchange) => exchange.path.endsWith('/discovery/send'));
    expect(sends.map((exchange) => exchange.request)).toEqual([
      { email_address: email, pkce_code_challenge: pair.code_challenge },
      { email_address: email, pkce_code_challenge: pair.code_challenge },
    ]);
    const authenticate = h
      .exchanges()
      .find((exchange) => exchange.path.endsWith('/magic_links/discovery/authenticate'));
    expect(authenticate?.request).toMatchObject({ pkce_code_verifier: pair.code_verifier });
  });
});

describe('provider client against the emulator: organization passwords', () => {
  it('signs a member in with a password, and a wrong password leaves the page signed out', async () => {
    h = await startProviderHarness();
    const acme = h.org('acme-capital').organization_id;

    const wrong = await h.client.passwords
      .authenticate({ email_address: ada.email, organization_id: acme, password: 'not-her-password' })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    expectSignedOut(h);

    const answer = await h.client.passwords.authenticate<Answer>({
      email_address: ada.email,
      organization_id: acme,
      password: ada.password,
      session_duration_minutes: 120,
    });
    expect(answer.member_session).toMatchObject({
      expires_at: '2025-01-06T11:00:07Z',
      authentication_factors: [{ type: 'password' }],
    });
    const client = expectSession(h, answer);
    expect(client.member).toMatchObject({ email_address: ada.email, name: ada.name });
    expect(client.organization).toMatchObject({ organization_slug: 'acme-capital' });
    // The session's roles meet the project's policy (from bootstrap) in the client's access checks.
    expect(client.session.roles).toEqual(['stytch_member', 'stytch_admin']);
    expect(await h.client.rbac.isAuthorized('stytch.member', 'create')).toBe(true);
    expect(h.client.rbac.isAuthorizedSync('reports', 'export')).toBe(true);
  });

  it('asks for the second factor of a member with an authenticator app', async () => {
    h = await startProviderHarness();
    const acme = h.org('acme-capital').organization_id;
    const answer = await h.client.passwords.authenticate<Answer>({
      email_address: grace.email,
      organization_id: acme,
      password: grace.password,
    });
    expect(answer).toMatchObject({
      member_session: null,
      member: { email_address: grace.email, mfa_enrolled: true },
      mfa_required: { secondary_auth_initiated: null },
    });
    expect(answer.mfa_required.member_options.totp_registration_id).toMatch(/^member-totp-test-/);
    expectIntermediate(h, answer.intermediate_session_token, h.clock.now());
  });

  it('resets a password by e-mail (no PKCE required) and signs the member in', async () => {
    h = await startProviderHarness();
    const acme = h.org('acme-capital').organization_id;
    await h.client.passwords.resetByEmailStart({
      email_address: ada.email,
      organization_id: acme,
      reset_password_redirect_url: RESET_REDIRECT,
    });
    const { token, type } = h.mailedLink(ada.email);
    expect(type).toBe('multi_tenant_passwords');
    const answer = await h.client.passwords.resetByEmail<Answer>({
      password_reset_token: token,
      password: 'Difference-Engine-1822!',
    });
    expectSession(h, answer);
    // The new password works; the old one does not.
    await expect(
      h.client.passwords.authenticate({ email_address: ada.email, organization_id: acme, password: ada.password }),
    ).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    // As the official client does, a failed login leaves the session it already has.
    expectSession(h, answer);
  });

  /**
   * MISMATCH (reported): with PKCE required for password resets, the client sends the organization reset's
   * PKCE fields as code_challenge / code_verifier (src/login/provider/calls/passwords.ts, as the hosted API
   * names them), but the emulator reads pkce_code_challenge / pkce_code_verifier for both reset flows
   * (simulator/emulators/provider/routes/passwords.ts), so the start is refused with missing_pkce. This test
   * states the correct behaviour and is expected to fail until the emulator is fixed.
   */
  it('resets a password by e-mail with PKCE (code_challenge and code_verifier, as the provider names them)', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const acme = h.org('acme-capital').organization_id;
    await h.client.passwords.resetByEmailStart({ email_address: ada.email, organization_id: acme });
    const pair = h.storedPkce()!;
    const answer = await h.client.passwords.resetByEmail<Answer>({
      password_reset_token: h.mailedLink(ada.email).token,
      password: 'Difference-Engine-1822!',
    });
    expectSession(h, answer);
    expect(h.storedPkce()).toBeNull();
    expect(h.exchanges().at(-1)?.request).toMatchObject({ code_verifier: pair.code_verifier });
  });

  it('resets a discovery password with PKCE and lands on the organizations', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    await h.client.passwords.discovery.resetByEmailStart({ email_address: ada.email });
    const pair = h.storedPkce()!;
    expect(h.exchanges().at(-1)?.request).toEqual({
      email_address: ada.email,
      pkce_code_challenge: pair.code_challenge,
    });
    const { token, type } = h.mailedLink(ada.email);
    expect(type).toBe('discovery');
    const answer = await h.client.passwords.discovery.resetByEmail<Answer>({
      password_reset_token: token,
      password: 'Difference-Engine-1822!',
    });
    expect(answer.email_address).toBe(ada.email);
    expect(answer.discovered_organizations.length).toBeGreaterThan(0);
    expectIntermediate(h, answer.intermediate_session_token, h.clock.now());
    expect(h.storedPkce()).toBeNull();
    expect(h.exchanges().at(-1)?.request).toMatchObject({ pkce_code_verifier: pair.code_verifier });
  });
});

describe('provider client against the emulator: e-mail one-time codes', () => {
  it('sends a code, reads it from the inbox and signs the member in; a wrong code changes nothing', async () => {
    h = await startProviderHarness();
    const acme = h.org('acme-capital').organization_id;
    const sent = await h.client.otps.email.loginOrSignup<Answer>({ email_address: ada.email, organization_id: acme });
    expect(sent).toMatchObject({ member_created: false, member: { email_address: ada.email } });
    expectSignedOut(h);

    const code = h.mailedCode(ada.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      h.client.otps.email.authenticate({ code: wrong, email_address: ada.email, organization_id: acme }),
    ).rejects.toMatchObject({ status_code: 401, error_type: 'unable_to_auth_otp_code' });
    expectSignedOut(h);

    const answer = await h.client.otps.email.authenticate<Answer>({
      code,
      email_address: ada.email,
      organization_id: acme,
    });
    expect(answer.member_session.authentication_factors).toMatchObject([{ type: 'otp', delivery_method: 'email' }]);
    expectSession(h, answer);
    // The code was single-use.
    await expect(
      h.client.otps.email.authenticate({ code, email_address: ada.email, organization_id: acme }),
    ).rejects.toMatchObject({ error_type: 'unable_to_auth_otp_code' });
  });

  it('signs up a pending member with a code in an organization that requires MFA: intermediate session', async () => {
    h = await startProviderHarness();
    const northwind = h.org('northwind-partners').organization_id;
    await h.client.otps.email.loginOrSignup({ email_address: katherine.email, organization_id: northwind });
    const answer = await h.client.otps.email.authenticate<Answer>({
      code: h.mailedCode(katherine.email),
      email_address: katherine.email,
      organization_id: northwind,
    });
    expect(answer).toMatchObject({ member_session: null, member: { status: 'active' }, mfa_required: {} });
    expectIntermediate(h, answer.intermediate_session_token, h.clock.now());
  });

  it('discovers organizations with an e-mail code', async () => {
    h = await startProviderHarness();
    await h.client.otps.email.discovery.send({ email_address: grace.email });
    const answer = await h.client.otps.email.discovery.authenticate<Answer>({
      code: h.mailedCode(grace.email),
      email_address: grace.email,
    });
    expect(answer.discovered_organizations.map((entry: Answer) => entry.organization.organization_slug)).toEqual([
      'acme-capital',
      'globex-ventures',
    ]);
    expectIntermediate(h, answer.intermediate_session_token, h.clock.now());
  });
});
