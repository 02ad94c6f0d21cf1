import { B2BClient } from 'stytch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN, type ProviderEmulator } from '../../simulator/emulators/provider';
import { DEMO_SECRET } from '../../simulator/emulators/provider/seed';
import { demoScenario } from '../../simulator/scenarios';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/server';

/**
 * Conformance of the backend API: the provider's official Node SDK (stytch, pinned), unchanged, against the
 * provider emulator on a real port, as an integrator's server calls it with the project id and secret. A
 * member logs in through the emulator's SDK API (/sdk/v1, the browser client's); the server then checks,
 * reads, authorizes and revokes. Time is the simulation's virtual clock: nothing waits on the wall clock.
 */

const { ada } = DEMO_PEOPLE;
const START = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

let server: SimulatorServer;
let clock: VirtualClock;
let provider: ProviderEmulator;
let backend: B2BClient;
let base: string;

beforeAll(async () => {
  clock = new VirtualClock(START);
  server = await startSimulatorServer({ scenario: demoScenario, clock, port: 0, log: false });
  provider = server.simulation.emulator<ProviderEmulator>('provider');
  await provider.ready;
  base = `http://127.0.0.1:${server.port}`;
  backend = new B2BClient({ project_id: projectId(), secret: DEMO_SECRET, env: `${base}/` });
});
afterAll(() => server?.close());

const projectId = () => provider.state.project.project_id;
const orgId = (slug: string) =>
  [...provider.state.organizations.values()].find((org) => org.organization_slug === slug)!.organization_id;
const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;
/** Virtual "now", for the SDK's local JWT checks (jose compares claims with it instead of the wall clock). */
const now = () => new Date(clock.now());

/** The SDK's refusal as the provider's fields, or a note that it did not refuse. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
    return { error_type: 'no failure' };
  } catch (error) {
    const e = error as { status_code?: number; error_type?: string; code?: string };
    return { status_code: e.status_code, error_type: e.error_type ?? e.code };
  }
}

/** Ada logs in with her password through the browser SDK's API, as the widget would. */
async function login(minutes = 60) {
  const response = await fetch(`${base}/sdk/v1/b2b/passwords/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic(DEMO_PUBLIC_TOKEN, DEMO_PUBLIC_TOKEN) },
    body: JSON.stringify({
      organization_id: orgId('acme-capital'),
      email_address: ada.email,
      password: ada.password,
      session_duration_minutes: minutes,
    }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as {
    data: {
      session_token: string;
      session_jwt: string;
      member_id: string;
      member_session: { member_session_id: string };
    };
  };
  return { ...data, session_id: data.member_session.member_session_id };
}

describe('backend SDK: sessions', () => {
  it('authenticates a session remotely by token and by JWT, and locally by JWT', async () => {
    const session = await login();
    const byToken = await backend.sessions.authenticate({ session_token: session.session_token });
    expect(byToken).toMatchObject({
      status_code: 200,
      member: { member_id: session.member_id, email_address: ada.email },
      organization: { organization_id: orgId('acme-capital') },
      member_session: { member_session_id: session.session_id, roles: expect.arrayContaining(['stytch_admin']) },
      session_token: session.session_token,
    });
    const byJwt = await backend.sessions.authenticate({ session_jwt: session.session_jwt });
    expect(byJwt.member_session.member_session_id).toBe(session.session_id);
    const local = await backend.sessions.authenticateJwtLocal({
      session_jwt: session.session_jwt,
      current_date: now(),
    });
    expect(local).toMatchObject({
      member_session_id: session.session_id,
      member_id: session.member_id,
      organization_id: orgId('acme-capital'),
      organization_slug: 'acme-capital',
      roles: expect.arrayContaining(['stytch_member', 'stytch_admin']),
    });
  });

  it('a stale JWT fails locally but a live session still authenticates it remotely, with a fresh JWT', async () => {
    const session = await login();
    clock.advance(10 * MINUTE);
    expect(
      await failure(backend.sessions.authenticateJwtLocal({ session_jwt: session.session_jwt, current_date: now() })),
    ).toMatchObject({ error_type: 'jwt_invalid' });
    const remote = await backend.sessions.authenticate({ session_jwt: session.session_jwt });
    expect(remote.session_jwt).not.toBe(session.session_jwt);
    expect(
      await backend.sessions.authenticateJwtLocal({ session_jwt: remote.session_jwt, current_date: now() }),
    ).toMatchObject({ member_session_id: session.session_id });
  });

  it('checks a permission with authorization_check, remotely and locally: allowed, refused, other tenant', async () => {
    const session = await login();
    const acme = orgId('acme-capital');
    const allowed = await backend.sessions.authenticate({
      session_token: session.session_token,
      authorization_check: { organization_id: acme, resource_id: 'documents', action: 'delete' },
    });
    expect(allowed.verdict).toEqual({ authorized: true, granting_roles: ['stytch_admin'] });
    const check = { organization_id: acme, resource_id: 'documents', action: 'delete' };
    expect(
      await backend.sessions.authenticateJwtLocal({
        session_jwt: session.session_jwt,
        current_date: now(),
        authorization_check: check,
      }),
    ).toMatchObject({ member_session_id: session.session_id });

    // Without the admin role, the member's permissions are stytch_member's: reading documents, not deleting.
    await backend.organizations.members.update({ organization_id: acme, member_id: session.member_id, roles: [] });
    try {
      expect(
        await failure(
          backend.sessions.authenticate({ session_token: session.session_token, authorization_check: check }),
        ),
      ).toEqual({ status_code: 403, error_type: 'unauthorized_action' });
      const read = await backend.sessions.authenticate({
        session_token: session.session_token,
        authorization_check: { ...check, action: 'read' },
      });
      expect(read.verdict).toEqual({ authorized: true, granting_roles: ['stytch_member'] });
    } finally {
      await backend.organizations.members.update({
        organization_id: acme,
        member_id: session.member_id,
        roles: ['stytch_admin'],
      });
    }
    expect(
      await failure(
        backend.sessions.authenticate({
          session_token: session.session_token,
          authorization_check: { ...check, organization_id: orgId('northwind-partners') },
        }),
      ),
    ).toEqual({ status_code: 403, error_type: 'tenancy_mismatch' });
  });

  it('lists a member’s sessions; unknown organization and member are 404', async () => {
    const session = await login();
    const acme = orgId('acme-capital');
    const { member_sessions } = await backend.sessions.get({ organization_id: acme, member_id: session.member_id });
    expect(member_sessions.map((s) => s.member_session_id)).toContain(session.session_id);
    expect(await failure(backend.sessions.get({ organization_id: acme, member_id: 'member-test-unknown' }))).toEqual({
      status_code: 404,
      error_type: 'member_not_found',
    });
    expect(
      await failure(
        backend.sessions.get({ organization_id: 'organization-test-unknown', member_id: session.member_id }),
      ),
    ).toEqual({ status_code: 404, error_type: 'organization_not_found' });
  });

  it('revokes by token, JWT, session id and member; a revoked session no longer authenticates', async () => {
    const revokeBy = [
      (s: Awaited<ReturnType<typeof login>>) => ({ session_token: s.session_token }),
      (s: Awaited<ReturnType<typeof login>>) => ({ session_jwt: s.session_jwt }),
      (s: Awaited<ReturnType<typeof login>>) => ({ member_session_id: s.session_id }),
      (s: Awaited<ReturnType<typeof login>>) => ({ member_id: s.member_id }),
    ];
    for (const by of revokeBy) {
      const session = await login();
      expect(await backend.sessions.revoke(by(session))).toMatchObject({ status_code: 200 });
      expect(await failure(backend.sessions.authenticate({ session_token: session.session_token }))).toEqual({
        status_code: 404,
        error_type: 'session_not_found',
      });
      expect(await failure(backend.sessions.authenticate({ session_jwt: session.session_jwt }))).toEqual({
        status_code: 404,
        error_type: 'session_not_found',
      });
    }
    expect(await failure(backend.sessions.revoke({ member_session_id: 'member-session-test-unknown' }))).toEqual({
      status_code: 404,
      error_type: 'session_not_found',
    });
  });

  it('an expired session is not found', async () => {
    const session = await login(5);
    clock.advance(6 * MINUTE);
    expect(await failure(backend.sessions.authenticate({ session_token: session.session_token }))).toEqual({
      status_code: 404,
      error_type: 'session_not_found',
    });
  });

  it('exchanges a session into another organization (MFA still required there); unknown organization is 404', async () => {
    const session = await login();
    const exchanged = await backend.sessions.exchange({
      organization_id: orgId('northwind-partners'),
      session_token: session.session_token,
    });
    expect(exchanged).toMatchObject({ member_authenticated: false, intermediate_session_token: expect.any(String) });
    const other = await login();
    expect(
      await failure(
        backend.sessions.exchange({ organization_id: 'organization-test-unknown', session_token: other.session_token }),
      ),
    ).toEqual({ status_code: 404, error_type: 'organization_not_found' });
  });
});

describe('backend SDK: organizations, members, invites, RBAC', () => {
  it('creates, reads, updates, searches and deletes an organization', async () => {
    const { organization } = await backend.organizations.create({
      organization_name: 'Initech Holdings',
      organization_slug: 'initech',
      email_allowed_domains: ['initech.example'],
    });
    const id = organization.organization_id;
    expect((await backend.organizations.get({ organization_id: id })).organization.organization_name).toBe(
      'Initech Holdings',
    );
    expect(
      await failure(backend.organizations.create({ organization_name: 'Initech Again', organization_slug: 'initech' })),
    ).toEqual({ status_code: 409, error_type: 'organization_slug_already_used' });
    const updated = await backend.organizations.update({
      organization_id: id,
      organization_name: 'Initech',
      trusted_metadata: { plan: 'enterprise' },
    });
    expect(updated.organization).toMatchObject({
      organization_name: 'Initech',
      trusted_metadata: { plan: 'enterprise' },
    });
    const found = await backend.organizations.search({
      query: { operator: 'AND', operands: [{ filter_name: 'organization_slugs', filter_value: ['initech'] }] },
    });
    expect(found.organizations.map((org) => org.organization_id)).toEqual([id]);
    expect(found.results_metadata.total).toBe(1);
    expect(await backend.organizations.delete({ organization_id: id })).toMatchObject({ organization_id: id });
    expect(await failure(backend.organizations.get({ organization_id: id }))).toEqual({
      status_code: 404,
      error_type: 'organization_not_found',
    });
  });

  it('creates, reads, updates, searches and deletes a member', async () => {
    const acme = orgId('acme-capital');
    const created = await backend.organizations.members.create({
      organization_id: acme,
      email_address: 'ines@acme-capital.example',
      name: 'Ines',
      roles: ['analyst'],
      trusted_metadata: { desk: 'ipo' },
    });
    const memberId = created.member.member_id;
    expect(created.member).toMatchObject({ status: 'active', trusted_metadata: { desk: 'ipo' } });
    expect((await backend.organizations.members.get({ organization_id: acme, member_id: memberId })).member.name).toBe(
      'Ines',
    );
    expect(
      (await backend.organizations.members.get({ organization_id: acme, email_address: 'ines@acme-capital.example' }))
        .member_id,
    ).toBe(memberId);
    const updated = await backend.organizations.members.update({
      organization_id: acme,
      member_id: memberId,
      name: 'Inès',
    });
    expect(updated.member.name).toBe('Inès');
    const found = await backend.organizations.members.search({
      organization_ids: [acme],
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'member_emails', filter_value: ['ines@acme-capital.example'] }],
      },
    });
    expect(found.members.map((member) => member.member_id)).toEqual([memberId]);
    expect(Object.keys(found.organizations)).toEqual([acme]);
    expect(await backend.organizations.members.delete({ organization_id: acme, member_id: memberId })).toMatchObject({
      member_id: memberId,
    });
    expect(await failure(backend.organizations.members.get({ organization_id: acme, member_id: memberId }))).toEqual({
      status_code: 404,
      error_type: 'member_not_found',
    });
    expect(
      await failure(backend.organizations.members.search({ organization_ids: ['organization-test-unknown'] })),
    ).toEqual({ status_code: 404, error_type: 'organization_not_found' });
  });

  it('invites by magic link: the member is invited and the link is in the development inbox', async () => {
    const email = 'joan@acme-capital.example';
    const invited = await backend.magicLinks.email.invite({
      organization_id: orgId('acme-capital'),
      email_address: email,
    });
    expect(invited.member).toMatchObject({ email_address: email, status: 'invited' });
    const mail = server.simulation.inbox.list().find((message) => message.to === email);
    expect(mail?.links[0]).toMatch(/[?&]token=[\w-]+/);
    expect(
      await failure(
        backend.magicLinks.email.invite({ organization_id: 'organization-test-unknown', email_address: email }),
      ),
    ).toEqual({ status_code: 404, error_type: 'organization_not_found' });
  });

  it('reads the RBAC policy', async () => {
    const { policy } = await backend.rbac.policy();
    expect(policy?.roles.map((role) => role.role_id)).toEqual(
      expect.arrayContaining(['stytch_admin', 'stytch_member']),
    );
  });
});

describe('backend API: credentials and bad input', () => {
  it('refuses a wrong secret with 401 unauthorized_credentials', async () => {
    const wrong = new B2BClient({ project_id: projectId(), secret: 'secret-test-not-the-secret', env: `${base}/` });
    expect(await failure(wrong.organizations.get({ organization_id: orgId('acme-capital') }))).toEqual({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
  });

  it('keeps the two APIs apart: no public token on the secret API, no secret on the SDK API', async () => {
    const publicOnBackend = await fetch(`${base}/v1/b2b/organizations/${orgId('acme-capital')}`, {
      headers: { authorization: basic(DEMO_PUBLIC_TOKEN, DEMO_PUBLIC_TOKEN) },
    });
    expect(publicOnBackend.status).toBe(401);
    expect(await publicOnBackend.json()).toMatchObject({ error_type: 'unauthorized_credentials' });
    const secretOnSdk = await fetch(`${base}/sdk/v1/b2b/organizations/me`, {
      headers: { authorization: basic(projectId(), DEMO_SECRET) },
    });
    expect(secretOnSdk.status).toBe(401);
    expect(await secretOnSdk.json()).toMatchObject({ error_type: 'unauthorized_credentials' });
  });

  it('answers malformed JSON, a wrong type and a missing field with 400 in the provider’s shape', async () => {
    const post = (body: string) =>
      fetch(`${base}/v1/b2b/sessions/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic(projectId(), DEMO_SECRET) },
        body,
      });
    for (const [body, type] of [
      ['{"session_token": ', undefined],
      ['{"session_token": 5}', 'invalid_argument'],
      ['{}', 'missing_argument'],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { status_code: number; error_type: string };
      expect(answer.status_code).toBe(400);
      if (type) expect(answer.error_type).toBe(type);
    }
  });
});
