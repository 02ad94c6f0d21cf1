import { B2BClient } from 'stytch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider';
import { DEMO_SECRET } from '../../simulator/emulators/provider/seed';
import { base32Decode, hotp, TOTP_STEP_SECONDS } from '../../simulator/emulators/provider/totp';
import { demoScenario } from '../../simulator/scenarios';
import { startOfficialHarness, type OfficialClientPage, type OfficialHarness } from '../support/officialClient';

/**
 * Conformance of the two official clients together, as an integrator's app uses them: a member logs in through
 * the browser client (@stytch/vanilla-js, in Chromium) against the provider emulator, and the integrator's
 * server checks that very session with the Node SDK (stytch), with the project id and secret: remotely by token
 * and by JWT, locally by JWT, reads the member and the organization, authorizes, revokes; then both clients
 * see the revocation.
 */

const { grace } = DEMO_PEOPLE;
const DURATION = { session_duration_minutes: 60 };

let h: OfficialHarness;
let p: OfficialClientPage;
let backend: B2BClient;
beforeAll(async () => {
  h = await startOfficialHarness(demoScenario);
  await h.provider().ready;
  backend = new B2BClient({
    project_id: h.provider().state.project.project_id,
    secret: DEMO_SECRET,
    env: `http://127.0.0.1:${h.server.port}/`,
  });
});
afterAll(async () => {
  await p?.close();
  await h?.close();
});

const orgId = (slug: string) =>
  [...h.provider().state.organizations.values()].find((org) => org.organization_slug === slug)!.organization_id;

/** The Node SDK's refusal as the provider's fields, or a note that it did not refuse. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
    return { error_type: 'no failure' };
  } catch (error) {
    const e = error as { status_code?: number; error_type?: string; code?: string };
    return { status_code: e.status_code, error_type: e.error_type ?? e.code };
  }
}

describe('official browser client and official Node SDK together', () => {
  it('the browser logs in; the backend authenticates, reads, authorizes and revokes; both see the revocation', async () => {
    p = await h.open();
    const organization_id = orgId('acme-capital');

    // Grace (role analyst: writes documents, may not delete them) logs in with her password and her
    // authenticator code, in the browser, through the official client.
    const first = await p.run((c, args) => c.passwords.authenticate(args), {
      organization_id,
      email_address: grace.email,
      password: grace.password,
      ...DURATION,
    });
    expect(first).toMatchObject({ member_authenticated: false, mfa_required: expect.any(Object) });
    const secret = h.provider().state.members.get(first.member_id)!.totp!.secret;
    const code = await hotp(base32Decode(secret), Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS));
    const login = await p.run((c, args) => c.totp.authenticate(args), {
      organization_id,
      member_id: first.member_id,
      code,
      ...DURATION,
    });
    expect(login.member).toMatchObject({ member_id: first.member_id, email_address: grace.email });
    const member_session_id = login.member_session.member_session_id;

    // What the integrator's page hands its server: the browser client's tokens, the same as its cookies.
    const tokens = (await p.run((c) => c.session.getTokens()))!;
    expect(tokens).toEqual({ session_token: expect.any(String), session_jwt: expect.any(String) });
    expect(await p.cookies()).toMatchObject({
      stytch_session: tokens.session_token,
      stytch_session_jwt: tokens.session_jwt,
    });

    // The backend authenticates that session remotely, by token and by JWT, and verifies the JWT locally.
    const byToken = await backend.sessions.authenticate({ session_token: tokens.session_token });
    expect(byToken).toMatchObject({
      status_code: 200,
      member: { member_id: first.member_id, email_address: grace.email },
      organization: { organization_id, organization_slug: 'acme-capital' },
      member_session: { member_session_id, roles: expect.arrayContaining(['stytch_member', 'analyst']) },
    });
    const factors = byToken.member_session.authentication_factors.map((factor) => factor.type);
    expect(factors).toEqual(expect.arrayContaining(['password', 'totp']));
    const byJwt = await backend.sessions.authenticate({ session_jwt: tokens.session_jwt });
    expect(byJwt.member_session.member_session_id).toBe(member_session_id);
    const local = await backend.sessions.authenticateJwtLocal({ session_jwt: tokens.session_jwt });
    expect(local).toMatchObject({
      member_session_id,
      member_id: first.member_id,
      organization_id,
      organization_slug: 'acme-capital',
      roles: expect.arrayContaining(['stytch_member', 'analyst']),
    });

    // It reads the member and the organization.
    const { member } = await backend.organizations.members.get({ organization_id, member_id: first.member_id });
    expect(member).toMatchObject({ member_id: first.member_id, email_address: grace.email, name: grace.name });
    const { organization } = await backend.organizations.get({ organization_id });
    expect(organization).toMatchObject({ organization_id, organization_slug: 'acme-capital' });

    // It checks permissions: the analyst role writes documents; no role of hers deletes them.
    const allowed = await backend.sessions.authenticate({
      session_token: tokens.session_token,
      authorization_check: { organization_id, resource_id: 'documents', action: 'write' },
    });
    expect(allowed.verdict).toEqual({ authorized: true, granting_roles: ['analyst'] });
    expect(
      await failure(
        backend.sessions.authenticate({
          session_token: tokens.session_token,
          authorization_check: { organization_id, resource_id: 'documents', action: 'delete' },
        }),
      ),
    ).toEqual({ status_code: 403, error_type: 'unauthorized_action' });

    // It revokes the session.
    expect(await backend.sessions.revoke({ member_session_id })).toMatchObject({ status_code: 200 });

    // The backend sees the revocation remotely, by token and by JWT. (A local check cannot: the JWT is signed
    // and unexpired, which is why a server asks the provider when revocation matters.)
    for (const by of [{ session_token: tokens.session_token }, { session_jwt: tokens.session_jwt }]) {
      expect(await failure(backend.sessions.authenticate(by))).toEqual({
        status_code: 404,
        error_type: 'session_not_found',
      });
    }
    expect(await backend.sessions.authenticateJwtLocal({ session_jwt: tokens.session_jwt })).toMatchObject({
      member_session_id,
    });

    // The browser client sees it too: its session authenticate fails with the provider's type, and it drops
    // the session, its tokens and its cookies.
    expect(await p.failure((c, args) => c.session.authenticate(args), DURATION)).toMatchObject({
      name: 'StytchAPIError',
      error_type: 'session_not_found',
      status_code: 404,
    });
    expect(await p.run((c) => ({ session: c.session.getSync(), tokens: c.session.getTokens() }))).toEqual({
      session: null,
      tokens: null,
    });
    const cookies = await p.cookies();
    expect(cookies.stytch_session).toBeUndefined();
    expect(cookies.stytch_session_jwt).toBeUndefined();
  });
});
