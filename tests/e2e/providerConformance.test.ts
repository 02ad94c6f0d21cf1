import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider';
import { base32Decode, hotp, TOTP_STEP_SECONDS } from '../../simulator/emulators/provider/totp';
import { demoScenario } from '../../simulator/scenarios';
import { providerCaptchaScenario } from '../../simulator/scenarios/provider';
import {
  CAPTCHA_TOKEN,
  startOfficialHarness,
  type OfficialClientPage,
  type OfficialHarness,
} from '../support/officialClient';

/**
 * Conformance: the provider's official headless B2B client, unchanged, logs in against the provider emulator
 * through every journey the login spec names, with links and codes from the development inbox. What it
 * resolves is checked against what the official client's types promise; failures carry the provider's types.
 */

const { ada, grace, alan } = DEMO_PEOPLE;
const DURATION = { session_duration_minutes: 60 };
const SESSION_COOKIES = ['stytch_session', 'stytch_session_jwt'];

let h: OfficialHarness;
let p: OfficialClientPage;
beforeAll(async () => {
  h = await startOfficialHarness(demoScenario);
});
afterAll(() => h?.close());

/** A fresh profile per journey: no cookies, no storage. */
const fresh = async () => {
  await p?.close();
  p = await h.open();
};

const orgId = (slug: string) =>
  [...h.provider().state.organizations.values()].find((org) => org.organization_slug === slug)!.organization_id;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const mailedLink = async (to: string) => tokenOf((await h.latestTo(to)).links[0]!);

const memberShape = {
  member_id: expect.stringMatching(/^member-test-/),
  organization_id: expect.stringMatching(/^organization-test-/),
  email_address: expect.any(String),
  status: expect.any(String),
  roles: expect.any(Array),
};
const sessionShape = {
  member_session_id: expect.any(String),
  member_id: expect.any(String),
  organization_id: expect.any(String),
  started_at: expect.any(String),
  expires_at: expect.any(String),
  authentication_factors: expect.any(Array),
  roles: expect.arrayContaining(['stytch_member']),
};

/** A finished login: the answer's shapes, the client's state and its two session cookies. */
async function expectLoggedIn(answer: Record<string, unknown>, email: string, factor: string) {
  expect(answer).toMatchObject({
    member: { ...memberShape, email_address: email },
    organization: { organization_id: expect.any(String), organization_name: expect.any(String) },
    member_session: sessionShape,
    session_token: expect.any(String),
    session_jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  });
  const session = answer.member_session as { authentication_factors: { type: string }[] };
  expect(session.authentication_factors.map((f) => f.type)).toContain(factor);
  const state = await p.run((c) => ({
    session: c.session.getSync(),
    member: c.self.getSync(),
    tokens: c.session.getTokens(),
  }));
  expect(state.member?.email_address).toBe(email);
  expect(state.session?.member_session_id).toBe(
    (answer.member_session as { member_session_id: string }).member_session_id,
  );
  const cookies = await p.cookies();
  expect(cookies).toMatchObject({ stytch_session: answer.session_token, stytch_session_jwt: answer.session_jwt });
  expect(state.tokens).toEqual({ session_token: answer.session_token, session_jwt: answer.session_jwt });
}

describe('official client: e-mail magic links', () => {
  it('discovery: send, authenticate to discovered organizations (intermediate cookie), exchange', async () => {
    await fresh();
    await p.run((c, email) => c.magicLinks.email.discovery.send({ email_address: email }), ada.email);
    const found = await p.run(
      (c, token) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: token }),
      await mailedLink(ada.email),
    );
    expect(found).toMatchObject({ email_address: ada.email, intermediate_session_token: expect.any(String) });
    const acme = found.discovered_organizations.find((d) => d.organization.organization_slug === 'acme-capital');
    expect(acme).toMatchObject({
      organization: { organization_id: orgId('acme-capital'), organization_name: expect.any(String) },
      membership: { type: 'active_member', member: { ...memberShape, email_address: ada.email } },
      member_authenticated: false,
      primary_required: null,
      mfa_required: null,
    });
    expect((await p.cookies()).stytch_intermediate_session_token).toBe(found.intermediate_session_token);

    const exchanged = await p.run((c, args) => c.discovery.intermediateSessions.exchange(args), {
      organization_id: orgId('acme-capital'),
      ...DURATION,
    });
    await expectLoggedIn(exchanged, ada.email, 'magic_link');
    expect((await p.cookies()).stytch_intermediate_session_token).toBeUndefined();
  });

  it('organization: login or sign-up, authenticate; a spent link fails with unable_to_auth_magic_link', async () => {
    await fresh();
    const sent = await p.run((c, args) => c.magicLinks.email.loginOrSignup(args), {
      email_address: ada.email,
      organization_id: orgId('acme-capital'),
    });
    expect(sent).toMatchObject({ member_id: expect.any(String), member_created: false, member: memberShape });
    const token = await mailedLink(ada.email);
    const answer = await p.run(
      (c, t) => c.magicLinks.authenticate({ magic_links_token: t, session_duration_minutes: 60 }),
      token,
    );
    await expectLoggedIn(answer, ada.email, 'magic_link');
    expect(
      await p.failure(
        (c, t) => c.magicLinks.authenticate({ magic_links_token: t, session_duration_minutes: 60 }),
        token,
      ),
    ).toMatchObject({ name: 'StytchAPIError', error_type: 'unable_to_auth_magic_link', status_code: 401 });
  });
});

describe('official client: passwords', () => {
  it('authenticates; a wrong password fails with the provider’s type; checks strength; discovers', async () => {
    await fresh();
    const wrong = await p.failure((c, args) => c.passwords.authenticate(args), {
      organization_id: orgId('acme-capital'),
      email_address: ada.email,
      password: 'not-the-password',
      ...DURATION,
    });
    expect(wrong).toMatchObject({ name: 'StytchAPIError', error_type: 'unauthorized_credentials', status_code: 401 });
    const answer = await p.run((c, args) => c.passwords.authenticate(args), {
      organization_id: orgId('acme-capital'),
      email_address: ada.email,
      password: ada.password,
      ...DURATION,
    });
    await expectLoggedIn(answer, ada.email, 'password');
    expect(
      await p.run((c) => c.passwords.strengthCheck({ password: 'correct horse battery staple 42' })),
    ).toMatchObject({
      valid_password: expect.any(Boolean),
      score: expect.any(Number),
      strength_policy: 'zxcvbn',
      breached_password: expect.any(Boolean),
    });
    const discovered = await p.run((c, args) => c.passwords.discovery.authenticate(args), {
      email_address: ada.email,
      password: ada.password,
    });
    expect(discovered.discovered_organizations.length).toBeGreaterThan(0);
  });
});

describe('official client: e-mail one-time codes', () => {
  it('organization and discovery: send, read the code from the inbox, authenticate; a wrong code fails', async () => {
    await fresh();
    const organization_id = orgId('acme-capital');
    await p.run((c, args) => c.otps.email.loginOrSignup(args), { email_address: ada.email, organization_id });
    const code = codeIn((await h.latestTo(ada.email)).text);
    const wrong = await p.failure((c, args) => c.otps.email.authenticate(args), {
      email_address: ada.email,
      organization_id,
      code: code === '000000' ? '111111' : '000000',
      ...DURATION,
    });
    expect(wrong).toMatchObject({
      name: 'StytchAPIError',
      status_code: expect.any(Number),
      error_type: expect.any(String),
    });
    const answer = await p.run((c, args) => c.otps.email.authenticate(args), {
      email_address: ada.email,
      organization_id,
      code,
      ...DURATION,
    });
    await expectLoggedIn(answer, ada.email, 'otp');

    await fresh();
    await p.run((c, email) => c.otps.email.discovery.send({ email_address: email }), ada.email);
    const found = await p.run((c, args) => c.otps.email.discovery.authenticate(args), {
      email_address: ada.email,
      code: codeIn((await h.latestTo(ada.email)).text),
    });
    expect(found.discovered_organizations.length).toBeGreaterThan(0);
    expect((await p.cookies()).stytch_intermediate_session_token).toBe(found.intermediate_session_token);
  });
});

/** Starts a redirect flow, picks the account on the simulated identity provider, and returns the token. */
async function throughIdentityProvider(start: () => Promise<void>, email: string) {
  await start();
  await p.page.waitForURL(/simulated-idp/);
  await p.page.getByRole('link', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await p.page.waitForURL(/token=/);
  return new URL(p.page.url()).searchParams;
}

/**
 * Where the identity provider sends the member back: the page on the simulator's own origin, one of the
 * project's redirect URLs (the project's defaults are on `npm start`'s port, not this test server's).
 */
const landing = () => `${h.url}/authenticate`;

describe('official client: SSO and OAuth', () => {
  it('SSO: start, the identity provider, authenticate', async () => {
    await fresh();
    const acme = h.provider().state.organizations.get(orgId('acme-capital'))!;
    const connections = await p.run((c, email) => c.sso.discoverConnections(email), ada.email);
    expect(connections.connections).toEqual(
      expect.arrayContaining([expect.objectContaining({ connection_id: acme.sso_default_connection_id })]),
    );
    const query = await throughIdentityProvider(
      () =>
        p.run((c, args) => void c.sso.start(args), {
          connection_id: acme.sso_default_connection_id!,
          login_redirect_url: landing(),
          signup_redirect_url: landing(),
        }),
      ada.email,
    );
    expect(query.get('stytch_token_type')).toBe('sso');
    const answer = await p.run(
      (c, token) => c.sso.authenticate({ sso_token: token, session_duration_minutes: 60 }),
      query.get('token')!,
    );
    await expectLoggedIn(answer, ada.email, 'sso');
  });

  it('Google OAuth, organization and discovery', async () => {
    await fresh();
    const query = await throughIdentityProvider(
      () =>
        p.run((c, args) => void c.oauth.google.start(args), {
          organization_id: orgId('acme-capital'),
          login_redirect_url: landing(),
          signup_redirect_url: landing(),
        }),
      ada.email,
    );
    expect(query.get('stytch_token_type')).toBe('oauth');
    const answer = await p.run(
      (c, token) => c.oauth.authenticate({ oauth_token: token, session_duration_minutes: 60 }),
      query.get('token')!,
    );
    await expectLoggedIn(answer, ada.email, 'oauth');

    await fresh();
    const discovery = await throughIdentityProvider(
      () => p.run((c, args) => void c.oauth.google.discovery.start(args), { discovery_redirect_url: landing() }),
      ada.email,
    );
    expect(discovery.get('stytch_token_type')).toBe('discovery_oauth');
    const found = await p.run(
      (c, token) => c.oauth.discovery.authenticate({ discovery_oauth_token: token }),
      discovery.get('token')!,
    );
    expect(found).toMatchObject({ email_address: ada.email, discovered_organizations: expect.any(Array) });
  });
});

describe('official client: second factors', () => {
  it('TOTP: a password leaves an intermediate session, the authenticator code finishes it', async () => {
    await fresh();
    const organization_id = orgId('acme-capital');
    const first = await p.run((c, args) => c.passwords.authenticate(args), {
      organization_id,
      email_address: grace.email,
      password: grace.password,
      ...DURATION,
    });
    expect(first).toMatchObject({
      member_authenticated: false,
      session_token: '',
      mfa_required: { member_options: expect.any(Object) },
    });
    expect((await p.cookies()).stytch_intermediate_session_token).toBe(first.intermediate_session_token);
    const secret = h.provider().state.members.get(first.member_id)!.totp!.secret;
    const code = await hotp(base32Decode(secret), Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS));
    const answer = await p.run((c, args) => c.totp.authenticate(args), {
      organization_id,
      member_id: first.member_id,
      code,
      ...DURATION,
    });
    await expectLoggedIn(answer, grace.email, 'totp');
  });

  it('SMS: the code the provider texted on the password step finishes the login', async () => {
    await fresh();
    const organization_id = orgId('northwind-partners');
    const first = await p.run((c, args) => c.passwords.authenticate(args), {
      organization_id,
      email_address: alan.email,
      password: alan.password,
      ...DURATION,
    });
    expect(first.mfa_required).toMatchObject({ secondary_auth_initiated: 'sms_otp' });
    const code = codeIn((await h.latestTo(alan.phone)).text);
    const answer = await p.run((c, args) => c.otps.sms.authenticate(args), {
      organization_id,
      member_id: first.member_id,
      code,
      ...DURATION,
    });
    // The provider's factor type for a texted code is 'otp' (delivered by 'sms').
    await expectLoggedIn(answer, alan.email, 'otp');
  });
});

describe('official client: sessions and reads', () => {
  it('reads the member, the organization and the session; connected apps; e-mail update; IdP authorize; revokes', async () => {
    await fresh();
    const organization_id = orgId('acme-capital');
    await p.run((c, args) => c.passwords.authenticate(args), {
      organization_id,
      email_address: ada.email,
      password: ada.password,
      ...DURATION,
    });
    const reads = await p.run(async (c) => ({
      session: await c.session.authenticate({ session_duration_minutes: 60 }),
      self: await c.self.get(),
      organization: await c.organization.get(),
      bySlug: await c.organization.getBySlug({ organization_slug: 'acme-capital' }),
    }));
    expect(reads.session).toMatchObject({
      member_session: sessionShape,
      member: memberShape,
      organization: { organization_id },
    });
    expect(reads.self).toMatchObject({ ...memberShape, email_address: ada.email });
    expect(reads.organization).toMatchObject({ organization_id, organization_slug: 'acme-capital' });
    expect(reads.bySlug.organization).toMatchObject({ organization_id, mfa_policy: expect.any(String) });

    const request = {
      client_id: 'connected-app-test-northwind-reports',
      redirect_uri: 'http://localhost:4173/oauth/callback',
      response_type: 'code',
      scopes: ['openid', 'email'],
    };
    const preflight = await p.run((c, r) => c.idp.oauthAuthorizeStart(r), request);
    expect(preflight).toMatchObject({
      consent_required: true,
      client: { client_id: request.client_id },
      scope_results: expect.any(Array),
    });
    const submitted = await p.run((c, r) => c.idp.oauthAuthorizeSubmit({ ...r, consent_granted: true }), request);
    expect(new URL(submitted.redirect_uri).searchParams.get('code')).toBe(submitted.authorization_code);
    const apps = await p.run(async (c) => ({
      org: await c.organization.getConnectedApps(),
      self: await c.self.getConnectedApps(),
    }));
    expect(apps.org.connected_apps).toEqual([expect.objectContaining({ connected_app_id: request.client_id })]);
    expect(apps.self.connected_apps).toEqual([
      expect.objectContaining({ connected_app_id: request.client_id, scopes_granted: 'openid email' }),
    ]);

    const started = await p.run((c) => c.self.startEmailUpdate({ email_address: 'ada.lovelace@acme-capital.example' }));
    expect(started.member.email_address).toBe(ada.email);
    expect((await h.latestTo('ada.lovelace@acme-capital.example')).links).toHaveLength(1);

    await p.run((c) => c.session.revoke());
    const cookies = await p.cookies();
    for (const name of SESSION_COOKIES) expect(cookies[name]).toBeUndefined();
    expect(await p.run((c) => c.session.getSync())).toBeNull();
  });
});

describe('official client: captcha (scenario provider-captcha)', () => {
  it('with captcha on in bootstrap, sends the captcha token on the guarded calls only, and logs in', async () => {
    const captcha = await startOfficialHarness(providerCaptchaScenario);
    try {
      const page = await captcha.open();
      const sent: { path: string; token: unknown }[] = [];
      page.page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/sdk/v1/b2b/')) {
          sent.push({
            path: new URL(request.url()).pathname,
            token: JSON.parse(request.postData() ?? '{}').captcha_token,
          });
        }
      });
      const organization_id = [...captcha.provider().state.organizations.values()].find(
        (org) => org.organization_slug === 'acme-capital',
      )!.organization_id;
      await page.run((c, args) => c.magicLinks.email.loginOrSignup(args), {
        email_address: ada.email,
        organization_id,
      });
      const answer = await page.run((c, args) => c.passwords.authenticate(args), {
        organization_id,
        email_address: ada.email,
        password: ada.password,
        ...DURATION,
      });
      expect(answer.member_authenticated).toBe(true);
      expect(sent).toEqual([
        { path: '/sdk/v1/b2b/magic_links/email/login_or_signup', token: undefined },
        { path: '/sdk/v1/b2b/passwords/authenticate', token: CAPTCHA_TOKEN },
      ]);
      await page.close();
    } finally {
      await captcha.close();
    }
  });
});
