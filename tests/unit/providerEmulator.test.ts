import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import type { Scenario } from '../../simulator/core/scenario';
import type { SimResponse } from '../../simulator/core/types';
import {
  DEMO_PEOPLE,
  DEMO_PUBLIC_TOKEN,
  providerDriver,
  type ProviderEmulator,
} from '../../simulator/emulators/provider';
import { createInProcessSimulation } from '../../simulator/inprocess';

const MINUTE = 60_000;
// Provider answers are JSON read deep in assertions; typing them fully would restate every wire shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;
const scenario = (emulator = 'provider'): Scenario => ({
  name: 'provider-test',
  description: 'The provider emulator alone',
  emulators: [emulator],
});

async function start(emulator = 'provider', seed?: number) {
  const clock = new VirtualClock(Date.UTC(2025, 0, 6, 9));
  const sim = createInProcessSimulation({ scenario: scenario(emulator), clock, seed });
  const provider = sim.simulation.emulator<ProviderEmulator>(emulator);
  await provider.ready;
  const org = (slug: string) => [...provider.state.organizations.values()].find((o) => o.organization_slug === slug)!;
  return { clock, sim, provider, org, ...providerDriver(sim.fetch) };
}

/** The token a mailed link carries, and the link itself. */
function mailedLink(sim: Awaited<ReturnType<typeof start>>['sim'], to: string) {
  const message = sim.simulation.inbox.latestTo(to);
  const link = new URL(message!.links[0]!);
  return { link, token: link.searchParams.get('token')!, type: link.searchParams.get('stytch_token_type') };
}

const mailedCode = (sim: Awaited<ReturnType<typeof start>>['sim'], to: string) =>
  /\b(\d{6})\b/.exec(sim.simulation.inbox.latestTo(to)!.text)![1]!;

const errorOf = (response: SimResponse) => ({ status: response.status, ...(response.body as Record<string, unknown>) });

describe('provider emulator: discovery', () => {
  it('mails discovery links only to redirect URLs configured in the project, never to a header the caller sent', async () => {
    const { sim, call, data, provider } = await start();
    const email = 'newcomer@startup.example';
    const attacker = 'https://attacker.example';
    const refused = await call('POST', '/b2b/magic_links/email/discovery/send', {
      email_address: email,
      discovery_redirect_url: `${attacker}/steal`,
    });
    expect(errorOf(refused)).toMatchObject({ status: 400, error_type: 'invalid_discovery_redirect_url' });
    // Not even the page's own URL with another path: the real provider matches configured URLs exactly.
    const otherPath = await call('POST', '/b2b/magic_links/email/discovery/send', {
      email_address: email,
      discovery_redirect_url: 'http://localhost:4173/elsewhere',
    });
    expect(errorOf(otherPath)).toMatchObject({ status: 400, error_type: 'invalid_discovery_redirect_url' });
    expect(sim.simulation.inbox.latestTo(email)).toBeUndefined();

    // Without one, the project's default: the X-SDK-Parent-Host the caller claims is no redirect URL.
    await data('POST', '/b2b/magic_links/email/discovery/send', { email_address: email }, { origin: attacker });
    const { link } = mailedLink(sim, email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4173/authenticate');
    const oauth = await sim.fetch('GET', '/v1/b2b/public/oauth/google/discovery/start', {
      query: { public_token: DEMO_PUBLIC_TOKEN, discovery_redirect_url: `${attacker}/steal` },
    });
    expect(errorOf(oauth)).toMatchObject({ status: 400, error_type: 'invalid_discovery_redirect_url' });

    // A project without a discovery redirect URL refuses to send.
    provider.state.project.redirect_urls = [];
    const none = await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: email });
    expect(errorOf(none)).toMatchObject({ status: 400, error_type: 'no_discovery_redirect_urls_set' });
  });

  it('runs magic link discovery -> intermediate session -> new organization -> member session', async () => {
    const { sim, data, call } = await start();
    const email = 'newcomer@startup.example';
    await data('POST', '/b2b/magic_links/email/discovery/send', { email_address: email });

    const { link, token, type } = mailedLink(sim, email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4173/authenticate');
    expect(type).toBe('discovery');

    const discovered = await data('POST', '/b2b/magic_links/discovery/authenticate', {
      discovery_magic_links_token: token,
    });
    expect(discovered).toMatchObject({ email_address: email, discovered_organizations: [] });
    const ist = discovered.intermediate_session_token as string;
    expect(ist).toMatch(/^[\w-]{44}$/);

    const created = await data('POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      organization_name: 'Startup Labs',
      session_duration_minutes: 60,
    });
    expect(created).toMatchObject({
      member_authenticated: true,
      intermediate_session_token: '',
      organization: { organization_name: 'Startup Labs', organization_slug: 'startup-labs' },
      member: { email_address: email, status: 'active', email_address_verified: true, is_admin: true },
      member_session: {
        organization_slug: 'startup-labs',
        roles: ['stytch_member', 'stytch_admin'],
        authentication_factors: [{ type: 'magic_link', delivery_method: 'email' }],
        started_at: '2025-01-06T09:00:00Z',
        expires_at: '2025-01-06T10:00:00Z',
      },
    });
    expect(created.session_jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The link and the intermediate session were single-use.
    expect(
      errorOf(await call('POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: token })),
    ).toMatchObject({
      status: 401,
      error_type: 'unable_to_auth_magic_link',
    });
    const reuse = await call('POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      session_duration_minutes: 60,
    });
    expect(errorOf(reuse)).toMatchObject({ status: 404, error_type: 'intermediate_session_not_found' });
  });

  it('lists memberships, invitations and domain eligibility with each organization’s primary requirement', async () => {
    const { sim, data, org } = await start();
    await data('POST', '/b2b/magic_links/email/discovery/send', { email_address: DEMO_PEOPLE.ada.email });
    const { token } = mailedLink(sim, DEMO_PEOPLE.ada.email);
    const discovered = await data<{
      discovered_organizations: Answer[];
      intermediate_session_token: string;
    }>('POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: token });
    const bySlug = Object.fromEntries(
      discovered.discovered_organizations.map((entry) => [entry.organization.organization_slug, entry]),
    );
    expect(bySlug['acme-capital']).toMatchObject({ membership: { type: 'active_member' }, primary_required: null });
    expect(bySlug['northwind-partners']).toMatchObject({
      membership: { type: 'invited_member' },
      primary_required: null,
    });
    expect(bySlug['globex-ventures']).toMatchObject({
      membership: {
        type: 'eligible_to_join_by_email_domain',
        details: { domain: 'acme-capital.example' },
        member: null,
      },
      primary_required: { allowed_auth_methods: ['sso'] },
    });

    // Entering Northwind (MFA required for all) leaves an intermediate session bound to the new member.
    const exchanged = await data('POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: discovered.intermediate_session_token,
      organization_id: org('northwind-partners').organization_id,
      session_duration_minutes: 60,
    });
    expect(exchanged).toMatchObject({
      member_session: null,
      member_authenticated: false,
      member: { status: 'active' },
      mfa_required: {
        member_options: { mfa_phone_number: '', totp_registration_id: '' },
        secondary_auth_initiated: null,
      },
    });
  });

  it('keeps a claimed e-mail domain out of other organizations', async () => {
    const { sim, data, call, org } = await start();
    await data('POST', '/b2b/otps/email/discovery/send', { email_address: DEMO_PEOPLE.alan.email });
    const { intermediate_session_token: ist } = await data<{ intermediate_session_token: string }>(
      'POST',
      '/b2b/otps/email/discovery/authenticate',
      { email_address: DEMO_PEOPLE.alan.email, code: mailedCode(sim, DEMO_PEOPLE.alan.email) },
    );
    const create = await call('POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      session_duration_minutes: 60,
    });
    expect(errorOf(create)).toMatchObject({ status: 403, error_type: 'action_not_allowed_email_domain_is_claimed' });
    const join = await call('POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: ist,
      organization_id: org('acme-capital').organization_id,
      session_duration_minutes: 60,
    });
    expect(errorOf(join)).toMatchObject({ status: 403, error_type: 'action_not_allowed_email_domain_is_claimed' });
  });

  it('expires intermediate sessions after 10 minutes', async () => {
    const { sim, data, call, clock } = await start();
    await data('POST', '/b2b/otps/email/discovery/send', { email_address: 'late@startup.example' });
    const { intermediate_session_token: ist } = await data<{ intermediate_session_token: string }>(
      'POST',
      '/b2b/otps/email/discovery/authenticate',
      { email_address: 'late@startup.example', code: mailedCode(sim, 'late@startup.example') },
    );
    clock.advance(10 * MINUTE);
    const late = await call('POST', '/b2b/discovery/organizations', { intermediate_session_token: ist });
    expect(errorOf(late)).toMatchObject({ status: 404, error_type: 'intermediate_session_not_found' });
  });
});

describe('provider emulator: organization login', () => {
  it('logs in with a password, then authenticates, expires and revokes sessions', async () => {
    const { data, call, clock, org } = await start();
    const acme = org('acme-capital').organization_id;
    const wrong = await call('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      password: 'not-her-password',
      session_duration_minutes: 60,
    });
    expect(errorOf(wrong)).toMatchObject({ status: 401, error_type: 'unauthorized_credentials' });

    const login = await data<Answer>('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      password: DEMO_PEOPLE.ada.password,
      session_duration_minutes: 30,
    });
    expect(login.member_session.authentication_factors).toMatchObject([{ type: 'password' }]);
    const session = login.session_token as string;

    // Basic auth (public token : session token), the opaque cookie and the JWT cookie all find the session.
    clock.advance(10 * MINUTE);
    const refreshed = await data<Answer>('POST', '/b2b/sessions/authenticate', {}, { session });
    expect(refreshed.member_session.last_accessed_at).toBe('2025-01-06T09:10:00Z');
    await data('POST', '/b2b/sessions/authenticate', {}, { cookies: { stytch_session: session } });
    await data('POST', '/b2b/sessions/authenticate', {}, { cookies: { stytch_session_jwt: refreshed.session_jwt } });

    // Extending moves the expiry; past it the session is gone.
    const extended = await data<Answer>(
      'POST',
      '/b2b/sessions/authenticate',
      { session_duration_minutes: 60 },
      { session },
    );
    expect(extended.member_session.expires_at).toBe('2025-01-06T10:10:00Z');
    clock.advance(60 * MINUTE);
    expect(errorOf(await call('POST', '/b2b/sessions/authenticate', {}, { session }))).toMatchObject({
      status: 404,
      error_type: 'session_not_found',
    });

    const second = await data<Answer>('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      password: DEMO_PEOPLE.ada.password,
      session_duration_minutes: 60,
    });
    await data('POST', '/b2b/sessions/revoke', {}, { session: second.session_token });
    expect((await call('POST', '/b2b/sessions/authenticate', {}, { session: second.session_token })).status).toBe(404);
  });

  it('exchanges a session into another organization under that organization’s rules', async () => {
    const { data, call, org } = await start();
    const login = () =>
      data<Answer>('POST', '/b2b/passwords/authenticate', {
        email_address: DEMO_PEOPLE.ada.email,
        organization_id: org('acme-capital').organization_id,
        password: DEMO_PEOPLE.ada.password,
        session_duration_minutes: 60,
      });
    const acme = await login();
    const listed = await data<Answer>('POST', '/b2b/discovery/organizations', {}, { session: acme.session_token });
    expect(listed.discovered_organizations).toHaveLength(3);

    // Globex takes SSO only: a password session does not get in, and the old session is over.
    const globex = await data<Answer>(
      'POST',
      '/b2b/sessions/exchange',
      { organization_id: org('globex-ventures').organization_id, session_duration_minutes: 60 },
      { session: acme.session_token },
    );
    expect(globex).toMatchObject({ member_session: null, primary_required: { allowed_auth_methods: ['sso'] } });
    expect((await call('POST', '/b2b/sessions/authenticate', {}, { session: acme.session_token })).status).toBe(404);

    // Northwind lets the password in but asks every member for a second factor.
    const northwind = await data<Answer>(
      'POST',
      '/b2b/sessions/exchange',
      { organization_id: org('northwind-partners').organization_id, session_duration_minutes: 60 },
      { session: (await login()).session_token },
    );
    expect(northwind).toMatchObject({ member_session: null, mfa_required: { secondary_auth_initiated: null } });
  });

  it('signs a new member up by e-mail code within the allowed domain, and refuses other domains', async () => {
    const { sim, data, call, org } = await start();
    const acme = org('acme-capital').organization_id;
    const email = 'new.analyst@acme-capital.example';
    const sent = await data('POST', '/b2b/otps/email/login_or_signup', { email_address: email, organization_id: acme });
    expect(sent).toMatchObject({ member_created: true, member: { status: 'pending', email_address_verified: false } });
    const code = mailedCode(sim, email);

    const bad = await call('POST', '/b2b/otps/email/authenticate', {
      email_address: email,
      organization_id: acme,
      code: code === '000000' ? '111111' : '000000',
      session_duration_minutes: 60,
    });
    expect(errorOf(bad)).toMatchObject({ status: 401, error_type: 'unable_to_auth_otp_code' });

    const login = await data('POST', '/b2b/otps/email/authenticate', {
      email_address: email,
      organization_id: acme,
      code,
      session_duration_minutes: 60,
    });
    expect(login).toMatchObject({
      member: { status: 'active', email_address_verified: true },
      member_authenticated: true,
    });

    const outsider = await call('POST', '/b2b/otps/email/login_or_signup', {
      email_address: 'someone@elsewhere.example',
      organization_id: acme,
    });
    expect(errorOf(outsider)).toMatchObject({ status: 403, error_type: 'invalid_email_for_jit_provisioning' });
  });

  it('expires e-mail codes after 10 minutes', async () => {
    const { sim, data, call, clock, org } = await start();
    const acme = org('acme-capital').organization_id;
    await data('POST', '/b2b/otps/email/login_or_signup', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
    });
    const code = mailedCode(sim, DEMO_PEOPLE.ada.email);
    expect(sim.simulation.inbox.latestTo(DEMO_PEOPLE.ada.email)!.text).toContain('expires in 10 minutes');
    clock.advance(10 * MINUTE);
    const late = await call('POST', '/b2b/otps/email/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      code,
      session_duration_minutes: 60,
    });
    expect(late.status).toBe(401);
  });

  it('logs in by organization magic link, to the redirect URL the request named', async () => {
    const { sim, data, call, org, provider } = await start();
    const send = (login_redirect_url: string) =>
      call('POST', '/b2b/magic_links/email/login_or_signup', {
        email_address: DEMO_PEOPLE.ada.email,
        organization_id: org('acme-capital').organization_id,
        login_redirect_url,
      });
    // Only to a redirect URL configured in the project, as the real provider: 400 otherwise, and no e-mail.
    const refused = await send('https://app.example/login?next=%2Fchat');
    expect(errorOf(refused)).toMatchObject({ status: 400, error_type: 'invalid_login_redirect_url' });
    expect(sim.simulation.inbox.latestTo(DEMO_PEOPLE.ada.email)).toBeUndefined();
    provider.allowRedirectUrls('https://app.example/login?next=%2Fchat');
    await data('POST', '/b2b/magic_links/email/login_or_signup', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: org('acme-capital').organization_id,
      login_redirect_url: 'https://app.example/login?next=%2Fchat',
    });
    const { link, token, type } = mailedLink(sim, DEMO_PEOPLE.ada.email);
    expect(link.origin + link.pathname).toBe('https://app.example/login');
    expect(link.searchParams.get('next')).toBe('/chat');
    expect(type).toBe('multi_tenant_magic_links');
    const login = await data('POST', '/b2b/magic_links/authenticate', {
      magic_links_token: token,
      session_duration_minutes: 60,
    });
    expect(login).toMatchObject({ member_authenticated: true, member: { email_address: DEMO_PEOPLE.ada.email } });
  });

  it('answers primary_required when the organization does not allow the method used', async () => {
    const { sim, data, org } = await start();
    const globex = org('globex-ventures').organization_id;
    await data('POST', '/b2b/otps/email/login_or_signup', {
      email_address: 'ada@acme-capital.example',
      organization_id: globex,
    });
    const login = await data('POST', '/b2b/otps/email/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: globex,
      code: mailedCode(sim, DEMO_PEOPLE.ada.email),
      session_duration_minutes: 60,
    });
    expect(login).toMatchObject({
      member_session: null,
      primary_required: { allowed_auth_methods: ['sso'] },
      intermediate_session_token: expect.stringMatching(/^[\w-]{44}$/),
    });
  });
});

describe('provider emulator: passwords', () => {
  it('checks strength with zxcvbn and a breach list', async () => {
    const { data } = await start();
    const weak = await data('POST', '/b2b/passwords/strength_check', { password: 'password1' });
    expect(weak).toMatchObject({
      valid_password: false,
      score: 0,
      strength_policy: 'zxcvbn',
      breached_password: true,
      zxcvbn_feedback: { warning: expect.stringContaining('commonly used') },
    });
    const famous = await data('POST', '/b2b/passwords/strength_check', { password: 'Tr0ub4dor&3' });
    expect(famous).toMatchObject({ valid_password: false, breached_password: true });
    const strong = await data('POST', '/b2b/passwords/strength_check', { password: 'plum-orbit-violin-42' });
    expect(strong).toMatchObject({ valid_password: true, breached_password: false, score: 4 });
  });

  it('checks LUDS rules when the project says so', async () => {
    const { data } = await start('provider-luds-pkce');
    const short = await data('POST', '/b2b/passwords/strength_check', { password: 'abc' });
    expect(short).toMatchObject({
      strength_policy: 'luds',
      valid_password: false,
      luds_feedback: { has_lower_case: true, has_upper_case: false, missing_characters: 7, missing_complexity: 2 },
    });
    const good = await data('POST', '/b2b/passwords/strength_check', { password: 'Quiet-Harbor-77' });
    expect(good).toMatchObject({
      valid_password: true,
      luds_feedback: { missing_characters: 0, missing_complexity: 0 },
    });
    expect(await data('GET', `/projects/bootstrap/${DEMO_PUBLIC_TOKEN}`)).toMatchObject({
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      pkce_required_for_email_magic_links: true,
    });
  });

  it('resets a password by e-mail, refusing weak ones, and logs in with the new one', async () => {
    const { sim, data, call, org, provider } = await start();
    const acme = org('acme-capital').organization_id;
    provider.allowRedirectUrls('http://localhost:4173/reset');
    await data('POST', '/b2b/passwords/email/reset/start', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      reset_password_redirect_url: 'http://localhost:4173/reset',
    });
    const { link, token, type } = mailedLink(sim, DEMO_PEOPLE.ada.email);
    expect(link.pathname).toBe('/reset');
    expect(type).toBe('multi_tenant_passwords');

    const weak = await call('POST', '/b2b/passwords/email/reset', {
      password_reset_token: token,
      password: 'password',
      session_duration_minutes: 60,
    });
    expect(errorOf(weak)).toMatchObject({ status: 400, error_type: 'breached_password' });

    await data('POST', '/b2b/passwords/email/reset', {
      password_reset_token: token,
      password: 'Lantern-Meadow-Copper-9',
      session_duration_minutes: 60,
    });
    const login = await call('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      password: 'Lantern-Meadow-Copper-9',
      session_duration_minutes: 60,
    });
    expect(login.status).toBe(200);
  });

  it('resets by existing password and by session', async () => {
    const { data, call, org } = await start();
    const acme = org('acme-capital').organization_id;
    const changed = await data<Answer>('POST', '/b2b/passwords/existing_password/reset', {
      email_address: DEMO_PEOPLE.ada.email,
      existing_password: DEMO_PEOPLE.ada.password,
      new_password: 'Granite-Willow-Echo-5',
      organization_id: acme,
      session_duration_minutes: 60,
    });
    await data(
      'POST',
      '/b2b/passwords/session/reset',
      { password: 'Saffron-Glacier-Kite-3' },
      { session: changed.session_token },
    );
    const old = await call('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme,
      password: 'Granite-Willow-Echo-5',
      session_duration_minutes: 60,
    });
    expect(old.status).toBe(401);
  });

  it('authenticates by password in discovery across the e-mail’s memberships', async () => {
    const { data } = await start();
    const found = await data<Answer>('POST', '/b2b/passwords/discovery/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      password: DEMO_PEOPLE.ada.password,
    });
    expect(found.discovered_organizations.length).toBe(3);
    expect(found.email_address).toBe(DEMO_PEOPLE.ada.email);
  });
});

describe('provider emulator: project, switches and bad input', () => {
  it('serves bootstrap, accepts telemetry and publishes the RBAC policy', async () => {
    const { data, call, provider } = await start();
    const bootstrap = await data<Answer>('GET', `/projects/bootstrap/${DEMO_PUBLIC_TOKEN}`);
    expect(bootstrap).toMatchObject({
      project_name: 'Genios Web',
      create_organization_enabled: true,
      captcha_settings: { enabled: false },
      email_domains: ['stytch.com'],
      password_config: null,
      rbac_policy: { roles: expect.arrayContaining([expect.objectContaining({ role_id: 'stytch_admin' })]) },
    });
    expect((await call('POST', '/events', [{ event_name: 'render_b2b_login_screen' }] as never)).status).toBe(200);
    expect(provider.state.events).toHaveLength(1);
    expect(await data('GET', '/b2b/rbac/policy')).toMatchObject({ policy: { scopes: expect.any(Array) } });
  });

  it('answers bad requests in the provider’s error shape with the right status', async () => {
    const { call, sim } = await start();
    const shape = {
      status_code: expect.any(Number),
      error_type: expect.any(String),
      error_message: expect.any(String),
      error_url: expect.stringMatching(/^https:\/\//),
      request_id: expect.stringMatching(/^request-id-test-/),
    };
    const noAuth = await sim.fetch('POST', '/sdk/v1/b2b/magic_links/email/discovery/send', {
      body: { kind: 'json', value: { email_address: 'a@b.example' } },
    });
    expect(noAuth.body).toMatchObject({ ...shape, status_code: 401, error_type: 'unauthorized_credentials' });
    const otherProject = await call(
      'POST',
      '/b2b/magic_links/email/discovery/send',
      { email_address: 'a@b.example' },
      {
        publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000',
      },
    );
    expect(otherProject.status).toBe(401);
    const unknownSession = await call('POST', '/b2b/sessions/authenticate', {}, { session: 'not-a-session' });
    expect(errorOf(unknownSession)).toMatchObject({ status: 401, error_type: 'unauthorized_credentials' });

    expect(errorOf(await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: 42 }))).toMatchObject({
      ...shape,
      status: 400,
      error_type: 'invalid_argument',
      error_message: 'email_address must be a string',
    });
    expect(
      errorOf(await call('POST', '/b2b/otps/email/login_or_signup', { email_address: 'a@b.example' })),
    ).toMatchObject({
      status: 400,
      error_type: 'missing_argument',
      error_message: 'organization_id is required',
    });
    expect(
      errorOf(await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: 'nope' })),
    ).toMatchObject({
      status: 400,
      error_type: 'invalid_email',
    });
    expect(errorOf(await call('POST', '/b2b/magic_links/email/discovery/send', ['x'] as never))).toMatchObject({
      status: 400,
      error_type: 'invalid_request_body',
    });
    expect(
      errorOf(
        await call('POST', '/b2b/passwords/authenticate', {
          email_address: 'a@b.example',
          organization_id: 'organization-test-unknown',
          password: 'x',
          session_duration_minutes: 60,
        }),
      ),
    ).toMatchObject({ status: 404, error_type: 'organization_not_found' });
    expect(
      errorOf(
        await call('POST', '/b2b/magic_links/authenticate', { magic_links_token: 'x', session_duration_minutes: 1 }),
      ),
    ).toMatchObject({ status: 400, error_type: 'invalid_session_duration' });
    expect(errorOf(await call('POST', '/b2b/nowhere', {}))).toMatchObject({
      ...shape,
      status: 404,
      error_type: 'route_not_found',
    });
    expect(errorOf(await call('GET', '/b2b/sessions/authenticate'))).toMatchObject({
      status: 405,
      error_type: 'method_not_allowed',
    });
    expect(errorOf(await call('GET', '/projects/bootstrap/public-token-test-nope'))).toMatchObject({
      status: 401,
      error_type: 'invalid_public_token',
    });
    const text = await sim.fetch('POST', '/sdk/v1/b2b/passwords/strength_check', {
      headers: { authorization: `Basic ${btoa(`${DEMO_PUBLIC_TOKEN}:${DEMO_PUBLIC_TOKEN}`)}` },
      body: { kind: 'text', value: 'password=hunter2' },
    });
    expect(errorOf(text)).toMatchObject({ status: 400, error_type: 'invalid_request_body' });
  });

  it('asks for a captcha until a call carries a captcha token', async () => {
    const { call, data, provider } = await start('provider-captcha');
    const first = await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: 'bot@spam.example' });
    // Plain text, as the official client expects before it retries with a token.
    expect(first).toMatchObject({ status: 400, body: 'Captcha required' });
    expect(first.headers?.['content-type']).toMatch(/^text\/plain/);
    // The organization magic-link send never carries a token in the official client: the provider asks none.
    const acme = (await data('POST', '/b2b/organizations/search', { organization_slug: 'acme-capital' })) as {
      organization: { organization_id: string };
    };
    const orgSend = await call('POST', '/b2b/magic_links/email/login_or_signup', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: acme.organization.organization_id,
    });
    expect(orgSend.status).toBe(200);
    const retried = await call('POST', '/b2b/magic_links/email/discovery/send', {
      email_address: 'bot@spam.example',
      captcha_token: 'simulated-captcha-token',
      dfp_telemetry_id: 'dfp-1',
    });
    expect(retried.status).toBe(200);
    provider.switches.captchaRequired = false;
    expect(
      (await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: 'bot@spam.example' })).status,
    ).toBe(200);
  });

  it('fails a path family as an ad blocker would, leaving bootstrap alone', async () => {
    const { call, data } = await start('provider-ad-blocked');
    const blocked = await call('POST', '/b2b/magic_links/email/discovery/send', { email_address: 'a@b.example' });
    expect(blocked).toMatchObject({ status: 503, body: 'net::ERR_BLOCKED_BY_CLIENT', networkError: true });
    expect(await data('GET', `/projects/bootstrap/${DEMO_PUBLIC_TOKEN}`)).toMatchObject({ project_name: 'Genios Web' });
  });

  it('is deterministic: the same seed gives the same ids, tokens and transcript', async () => {
    const run = async () => {
      const { sim, data, org } = await start('provider', 7);
      await data('POST', '/b2b/magic_links/email/login_or_signup', {
        email_address: DEMO_PEOPLE.ada.email,
        organization_id: org('acme-capital').organization_id,
      });
      await data('POST', '/b2b/magic_links/authenticate', {
        magic_links_token: mailedLink(sim, DEMO_PEOPLE.ada.email).token,
        session_duration_minutes: 60,
      });
      return sim.simulation.transcript.toJSON();
    };
    expect(await run()).toBe(await run());
  });
});
