import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { createPkcePair } from '../../src/login/provider/pkce';
import type { SimResponse } from '../../simulator/core/types';
import {
  DEMO_PEOPLE,
  DEMO_PUBLIC_TOKEN,
  providerDriver,
  type ProviderEmulator,
} from '../../simulator/emulators/provider';
import { createInProcessSimulation } from '../../simulator/inprocess';

// Provider answers are JSON read deep in assertions; typing them fully would restate every wire shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;
const APP = 'http://localhost:4173';
const errorOf = (response: SimResponse) => ({ status: response.status, ...(response.body as Record<string, unknown>) });

/** Deterministic PKCE words, so the test does not depend on the machine's randomness. */
const words = (count: number) => Uint32Array.from({ length: count }, (_, i) => (i * 2654435761) >>> 0);

async function start() {
  const clock = new VirtualClock(Date.UTC(2025, 0, 6, 9));
  const sim = createInProcessSimulation({
    scenario: { name: 'provider-test', description: 'The provider emulator alone', emulators: ['provider'] },
    clock,
  });
  const provider = sim.simulation.emulator<ProviderEmulator>('provider');
  await provider.ready;
  // Configured in the project, as the dashboard lists it: the provider redirects to configured URLs only.
  provider.allowRedirectUrls(`${APP}/discover`, `${APP}/signup`, `${APP}/welcome`);
  const org = (slug: string) => [...provider.state.organizations.values()].find((o) => o.organization_slug === slug)!;
  const driver = providerDriver(sim.fetch);
  /** A browser visit: GET with a query, as the widget navigates. */
  const visit = (path: string, query: Record<string, string> = {}) => sim.fetch('GET', path, { query });
  const location = (response: SimResponse) => {
    expect(response.status).toBe(302);
    return new URL(response.headers!.location!, APP);
  };
  const login = (email: string, password: string, slug = 'acme-capital') =>
    driver.data<Answer>('POST', '/b2b/passwords/authenticate', {
      email_address: email,
      organization_id: org(slug).organization_id,
      password,
      session_duration_minutes: 60,
    });
  return { clock, sim, provider, org, visit, location, login, ...driver };
}

describe('provider emulator: SSO', () => {
  it('starts SSO, shows the simulated identity provider, and authenticates the token with PKCE', async () => {
    const { org, visit, location, data, call } = await start();
    const { connections } = await data<Answer>('GET', '/b2b/sso/discovery/connections', undefined, {
      query: { email_address: DEMO_PEOPLE.ada.email },
    });
    // Ada belongs to Acme, is invited to Northwind, and her domain may join Globex.
    expect(connections.map((c: Answer) => c.display_name).sort()).toEqual([
      'Acme Okta',
      'Globex Okta',
      'Northwind Entra ID',
      'Northwind Google Workspace',
    ]);
    const okta = connections.find((c: Answer) => c.display_name === 'Acme Okta');

    const pkce = await createPkcePair(words);
    const started = await visit('/v1/public/sso/start', {
      public_token: DEMO_PUBLIC_TOKEN,
      connection_id: okta.connection_id,
      pkce_code_challenge: pkce.code_challenge,
      login_redirect_url: `${APP}/authenticate`,
      signup_redirect_url: `${APP}/signup`,
    });
    const idp = location(started);
    expect(idp.pathname).toBe('/v1/simulated-idp/authorize');

    const page = await visit(idp.pathname, Object.fromEntries(idp.searchParams));
    expect(page.headers?.['content-type']).toContain('text/html');
    expect(page.headers?.['content-security-policy']).toContain("default-src 'none'");
    const html = page.body as string;
    expect(html).toContain('Sign in with Acme Okta');
    const href = /href="([^"]*ada%40acme-capital\.example[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');

    const back = location(
      await visit(new URL(href, APP).pathname, Object.fromEntries(new URL(href, APP).searchParams)),
    );
    expect(back.pathname).toBe('/authenticate');
    expect(back.searchParams.get('stytch_token_type')).toBe('sso');
    const token = back.searchParams.get('token')!;

    const mismatch = await call('POST', '/b2b/sso/authenticate', {
      sso_token: token,
      session_duration_minutes: 60,
      pkce_code_verifier: 'someone-elses-verifier',
    });
    expect(errorOf(mismatch)).toMatchObject({ status: 400, error_type: 'pkce_mismatch' });
    const session = await data<Answer>('POST', '/b2b/sso/authenticate', {
      sso_token: token,
      session_duration_minutes: 60,
      pkce_code_verifier: pkce.code_verifier,
    });
    expect(session).toMatchObject({
      member: { email_address: DEMO_PEOPLE.ada.email },
      organization: { organization_id: org('acme-capital').organization_id },
      member_session: { authentication_factors: [{ type: 'sso', delivery_method: 'sso_saml' }] },
    });
    // The visit is single-use too.
    expect((await visit(idp.pathname, Object.fromEntries(idp.searchParams))).status).toBe(400);
  });

  it('provisions a new member by SSO, sent to the sign-up URL', async () => {
    const { org, visit, location, data, provider } = await start();
    const acme = org('acme-capital');
    const idp = location(
      await visit('/v1/public/sso/start', {
        public_token: DEMO_PUBLIC_TOKEN,
        connection_id: acme.sso_default_connection_id!,
        login_redirect_url: `${APP}/authenticate`,
        signup_redirect_url: `${APP}/welcome`,
      }),
    );
    const back = location(
      await visit('/v1/simulated-idp/callback', {
        visit: idp.searchParams.get('visit')!,
        email: 'Newbie@Acme-Capital.example',
      }),
    );
    expect(back.pathname).toBe('/welcome');
    await data('POST', '/b2b/sso/authenticate', {
      sso_token: back.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expect(provider.state.memberByEmail(acme.organization_id, 'newbie@acme-capital.example')?.status).toBe('active');
  });

  it('refuses starts with a wrong public token or connection', async () => {
    const { visit } = await start();
    expect(errorOf(await visit('/v1/public/sso/start', { public_token: 'nope', connection_id: 'x' }))).toMatchObject({
      status: 401,
      error_type: 'invalid_public_token',
    });
    expect(
      errorOf(await visit('/v1/public/sso/start', { public_token: DEMO_PUBLIC_TOKEN, connection_id: 'x' })),
    ).toMatchObject({ status: 404, error_type: 'connection_not_found' });
  });

  it('escapes everything on the identity provider page', async () => {
    const { org, visit, location, login, data } = await start();
    const ada = await login(DEMO_PEOPLE.ada.email, DEMO_PEOPLE.ada.password);
    const hostile = '<img src=x onerror="alert(1)">';
    await data('PUT', '/b2b/organizations/me', { organization_name: hostile }, { session: ada.session_token });
    await data(
      'PUT',
      `/b2b/organizations/members/${ada.member_id}`,
      { name: '"><script>alert(2)</script>' },
      { session: ada.session_token },
    );
    const idp = location(
      await visit('/v1/public/sso/start', {
        public_token: DEMO_PUBLIC_TOKEN,
        connection_id: org('acme-capital').sso_default_connection_id!,
      }),
    );
    const html = (await visit(idp.pathname, Object.fromEntries(idp.searchParams))).body as string;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});

describe('provider emulator: OAuth', () => {
  it('follows the redirect page of an organization OAuth start and authenticates the token', async () => {
    const { org, visit, location, data } = await start();
    const idp = location(
      await visit('/v1/b2b/public/oauth/google/start', {
        public_token: DEMO_PUBLIC_TOKEN,
        slug: 'acme-capital',
        login_redirect_url: `${APP}/authenticate`,
        signup_redirect_url: `${APP}/authenticate`,
      }),
    );
    const html = (await visit(idp.pathname, Object.fromEntries(idp.searchParams))).body as string;
    expect(html).toContain('Sign in with Google');
    // Submit the page's e-mail form (GET) the way a browser would.
    const action = /<form method="get" action="([^"]+)"/.exec(html)![1]!;
    const visitId = /name="visit" value="([^"]+)"/.exec(html)![1]!;
    const back = location(await visit(action, { visit: visitId, email: 'grace@acme-capital.example' }));
    expect(back.searchParams.get('stytch_token_type')).toBe('oauth');

    const answer = await data<Answer>('POST', '/b2b/oauth/authenticate', {
      oauth_token: back.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    // Grace has an authenticator app: OAuth is her first factor only.
    expect(answer).toMatchObject({
      member_authenticated: false,
      provider_type: 'google',
      provider_values: { access_token: expect.any(String) },
      member: { oauth_registrations: [expect.objectContaining({ provider_type: 'google' })] },
      organization: { organization_id: org('acme-capital').organization_id },
    });
  });

  it('runs a discovery OAuth flow to discovered organizations', async () => {
    const { visit, location, data } = await start();
    const idp = location(
      await visit('/v1/b2b/public/oauth/microsoft/discovery/start', {
        public_token: DEMO_PUBLIC_TOKEN,
        discovery_redirect_url: `${APP}/discover`,
      }),
    );
    const back = location(
      await visit('/v1/simulated-idp/callback', {
        visit: idp.searchParams.get('visit')!,
        email: DEMO_PEOPLE.alan.email,
      }),
    );
    expect(back.pathname).toBe('/discover');
    expect(back.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const discovered = await data<Answer>('POST', '/b2b/oauth/discovery/authenticate', {
      discovery_oauth_token: back.searchParams.get('token'),
    });
    expect(discovered.discovered_organizations).toHaveLength(1);
    expect(discovered.discovered_organizations[0]).toMatchObject({
      membership: { type: 'active_member' },
      // Northwind does not allow Microsoft sign-in.
      primary_required: { allowed_auth_methods: expect.arrayContaining(['sso', 'google_oauth']) },
    });
  });

  it('signs in with Google One Tap', async () => {
    const { org, data, call, provider } = await start();
    const { google_client_id } = await data<Answer>('GET', '/b2b/oauth/google/onetap/start');
    const idToken = (claims: Answer) =>
      ['{"alg":"RS256"}', JSON.stringify(claims), 'sig']
        .map((part) => Buffer.from(part).toString('base64url'))
        .join('.');
    const bad = await call('POST', '/b2b/oauth/google/onetap/submit', {
      id_token: idToken({ email: DEMO_PEOPLE.ada.email, aud: 'another-client' }),
      organization_id: org('acme-capital').organization_id,
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, error_type: 'invalid_id_token' });
    const { redirect_url } = await data<Answer>('POST', '/b2b/oauth/google/onetap/submit', {
      id_token: idToken({ email: DEMO_PEOPLE.ada.email, aud: google_client_id, email_verified: true }),
      organization_id: org('acme-capital').organization_id,
    });
    const token = new URL(redirect_url).searchParams.get('token');
    const answer = await data<Answer>('POST', '/b2b/oauth/authenticate', {
      oauth_token: token,
      session_duration_minutes: 60,
    });
    expect(answer.member_session.authentication_factors[0]).toMatchObject({ delivery_method: 'oauth_google' });
    expect(provider.state.tokens.get(token!)?.used).toBe(true);
  });
});

describe('provider emulator: consent, RBAC and admin', () => {
  it('splits requested scopes by the member’s roles and asks once for consent', async () => {
    const { login, data, call, sim } = await start();
    const ada = await login(DEMO_PEOPLE.ada.email, DEMO_PEOPLE.ada.password);
    const request = {
      client_id: 'connected-app-test-northwind-reports',
      redirect_uri: `${APP}/oauth/callback`,
      response_type: 'code',
      scope: 'openid email read:documents export:reports delete:everything',
    };
    const preflight = await data<Answer>('POST', '/b2b/oauth/authorize/start', request, { session: ada.session_token });
    expect(preflight).toMatchObject({
      consent_required: true,
      oidc_client: { client_name: 'Northwind Reports', client_type: 'third_party' },
      grantable_scope: 'openid email read:documents export:reports',
      ungrantable_scope: 'delete:everything',
    });

    const denied = await data<Answer>(
      'POST',
      '/b2b/oauth/authorize',
      { ...request, consent_granted: false, state: 's1' },
      {
        session: ada.session_token,
      },
    );
    expect(new URL(denied.redirect_uri).searchParams.get('error')).toBe('access_denied');
    expect(new URL(denied.redirect_uri).searchParams.get('state')).toBe('s1');

    // The widget posts the consent as a form: booleans arrive as text.
    const submitted = await sim.fetch('POST', '/sdk/v1/b2b/oauth/authorize', {
      headers: { authorization: `Basic ${btoa(`${DEMO_PUBLIC_TOKEN}:${ada.session_token}`)}` },
      body: { kind: 'form', fields: { ...request, consent_granted: 'true', state: 's2' }, files: {} },
    });
    const form = (submitted.body as { data: Answer }).data;
    expect(form.authorization_code).toMatch(/^[\w-]{44}$/);
    expect(new URL(form.redirect_uri).searchParams.get('code')).toBe(form.authorization_code);
    const again = await data<Answer>('POST', '/b2b/oauth/authorize/start', request, { session: ada.session_token });
    expect(again.consent_required).toBe(false);

    const logout = await data<Answer>('POST', '/b2b/oauth/logout/start', {
      client_id: request.client_id,
      post_logout_redirect_uri: `${APP}/`,
      state: 'bye',
    });
    expect(logout).toMatchObject({ consent_required: true, redirect_uri: `${APP}/?state=bye` });
    expect(
      errorOf(
        await call(
          'POST',
          '/b2b/oauth/authorize/start',
          { ...request, redirect_uri: 'https://evil.example/cb' },
          {
            session: ada.session_token,
          },
        ),
      ),
    ).toMatchObject({ status: 400, error_type: 'invalid_redirect_uri' });
    expect(errorOf(await call('POST', '/b2b/oauth/authorize/start', request))).toMatchObject({
      status: 404,
      error_type: 'session_not_found',
    });
  });

  it('lets roles decide: an analyst cannot grant exports, nor administer members', async () => {
    const { login, data, call, provider } = await start();
    const grace = await login(DEMO_PEOPLE.grace.email, DEMO_PEOPLE.grace.password);
    // Grace has an authenticator app; a backup code finishes her login.
    const member = provider.state.members.get(grace.member_id)!;
    const session = await data<Answer>('POST', '/b2b/recovery_codes/recover', {
      member_id: grace.member_id,
      organization_id: grace.organization.organization_id,
      recovery_code: member.totp!.recovery_codes[0],
      session_duration_minutes: 60,
      intermediate_session_token: grace.intermediate_session_token,
    });
    const preflight = await data<Answer>(
      'POST',
      '/b2b/oauth/authorize/start',
      {
        client_id: 'connected-app-test-northwind-reports',
        redirect_uri: `${APP}/oauth/callback`,
        response_type: 'code',
        scope: 'openid write:documents export:reports',
      },
      { session: session.session_token },
    );
    expect(preflight).toMatchObject({ grantable_scope: 'openid write:documents', ungrantable_scope: 'export:reports' });
    const invite = await call(
      'POST',
      '/b2b/magic_links/email/invite',
      { email_address: 'x@acme-capital.example' },
      {
        session: session.session_token,
      },
    );
    expect(errorOf(invite)).toMatchObject({ status: 403, error_type: 'unauthorized_action' });
  });

  it('lets an admin invite, manage SSO connections and SCIM, and impersonate', async () => {
    const { login, data, call, sim, provider, org } = await start();
    const ada = await login(DEMO_PEOPLE.ada.email, DEMO_PEOPLE.ada.password);
    const session = { session: ada.session_token as string };

    const invited = await data<Answer>(
      'POST',
      '/b2b/magic_links/email/invite',
      { email_address: 'lin@acme-capital.example', name: 'Lin' },
      session,
    );
    expect(invited.member.status).toBe('invited');
    const link = new URL(sim.simulation.inbox.latestTo('lin@acme-capital.example')!.links[0]!);
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_magic_links');

    const { connection } = await data<Answer>('POST', '/b2b/sso/saml', { display_name: 'Acme Entra' }, session);
    expect(connection.status).toBe('pending');
    const updated = await data<Answer>(
      'PUT',
      `/b2b/sso/saml/${connection.connection_id}`,
      { idp_entity_id: 'urn:acme', idp_sso_url: 'https://idp.acme.example/sso', x509_certificate: 'MIIC...' },
      session,
    );
    expect(updated.connection.status).toBe('active');
    const listed = await data<Answer>('GET', '/b2b/sso', undefined, session);
    expect(listed.saml_connections.map((c: Answer) => c.display_name)).toContain('Acme Entra');
    await data('DELETE', `/b2b/sso/${connection.connection_id}`, undefined, session);
    expect(provider.state.connections.has(connection.connection_id)).toBe(false);

    const scim = await data<Answer>('POST', '/b2b/scim', { display_name: 'Okta SCIM' }, session);
    expect(scim.connection.bearer_token).toMatch(/^scim-bearer-token-test-/);
    const rotating = await data<Answer>(
      'POST',
      '/b2b/scim/rotate/start',
      { connection_id: scim.connection.connection_id },
      session,
    );
    expect(rotating.connection.next_bearer_token).toBeTruthy();
    await data('POST', '/b2b/scim/rotate/complete', { connection_id: scim.connection.connection_id }, session);
    expect(errorOf(await call('POST', '/b2b/scim', {}, session))).toMatchObject({ status: 409 });

    const searched = await data<Answer>(
      'POST',
      '/b2b/organizations/me/members/search',
      { query: { operator: 'AND', operands: [{ filter_name: 'member_email_fuzzy', filter_value: 'grace' }] } },
      session,
    );
    expect(searched.members.map((m: Answer) => m.email_address)).toEqual([DEMO_PEOPLE.grace.email]);

    const graceId = searched.members[0].member_id as string;
    const token = provider.impersonate(graceId);
    const impersonated = await data<Answer>('POST', '/b2b/impersonation/authenticate', { impersonation_token: token });
    expect(impersonated).toMatchObject({ member_authenticated: true, member: { member_id: graceId } });
    expect(impersonated.organization.organization_id).toBe(org('acme-capital').organization_id);
  });
});
