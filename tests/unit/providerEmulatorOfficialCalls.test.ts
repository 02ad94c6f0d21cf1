import { describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { VirtualClock } from '../../src/core/clock';
import type { SimResponse } from '../../simulator/core/types';
import { DEMO_PEOPLE, providerDriver, type ProviderEmulator } from '../../simulator/emulators/provider';
import { createInProcessSimulation } from '../../simulator/inprocess';

/**
 * The calls the official client (@stytch/vanilla-js 6.3.0) makes that the login spec does not name, or names
 * under another path: connected apps, the e-mail update, and the IdP authorize preflight and submit as JSON.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;
const APP = 'http://localhost:4173';
const NORTHWIND_REPORTS = 'connected-app-test-northwind-reports';
const errorOf = (response: SimResponse) => ({ status: response.status, ...(response.body as Record<string, unknown>) });

async function start() {
  const sim = createInProcessSimulation({
    scenario: { name: 'provider-test', description: 'The provider emulator alone', emulators: ['provider'] },
    clock: new VirtualClock(Date.UTC(2025, 0, 6, 9)),
  });
  const provider = sim.simulation.emulator<ProviderEmulator>('provider');
  await provider.ready;
  // Second factors are other tests' subject: here everyone signs in with a password alone.
  for (const member of provider.state.members.values()) member.mfa_enrolled = false;
  const driver = providerDriver(sim.fetch);
  const acme = [...provider.state.organizations.values()].find((o) => o.organization_slug === 'acme-capital')!;
  const login = async (person: { email: string; password: string }) =>
    (
      await driver.data<Answer>('POST', '/b2b/passwords/authenticate', {
        email_address: person.email,
        organization_id: acme.organization_id,
        password: person.password,
        session_duration_minutes: 60,
      })
    ).session_token as string;
  return { sim, provider, login, ...driver };
}

const authorizeRequest = {
  client_id: NORTHWIND_REPORTS,
  redirect_uri: `${APP}/oauth/callback`,
  response_type: 'code',
  scopes: ['openid', 'email', 'read:documents'],
};

describe('provider emulator: the official client’s IdP authorize paths', () => {
  it('answers /idp/b2b/oauth/authorize/start and /submit as JSON, with the client as the official client reads it', async () => {
    const { login, data } = await start();
    const session = await login(DEMO_PEOPLE.ada);
    const preflight = await data<Answer>('POST', '/idp/b2b/oauth/authorize/start', authorizeRequest, { session });
    expect(preflight).toMatchObject({
      consent_required: true,
      client: {
        client_id: NORTHWIND_REPORTS,
        client_name: 'Northwind Reports',
        client_type: 'third_party',
        client_description: expect.any(String),
      },
      scope_results: [
        { scope: 'openid', is_grantable: true, description: expect.any(String) },
        { scope: 'email', is_grantable: true, description: expect.any(String) },
        { scope: 'read:documents', is_grantable: true, description: expect.any(String) },
      ],
    });
    const submitted = await data<Answer>(
      'POST',
      '/idp/b2b/oauth/authorize/submit',
      { ...authorizeRequest, consent_granted: true, state: 'st' },
      { session },
    );
    const back = new URL(submitted.redirect_uri);
    expect(back.searchParams.get('code')).toBe(submitted.authorization_code);
    expect(back.searchParams.get('state')).toBe('st');
    expect(
      (await data<Answer>('POST', '/idp/b2b/oauth/authorize/start', authorizeRequest, { session })).consent_required,
    ).toBe(false);
  });
});

describe('provider emulator: connected apps', () => {
  it('lists what members granted, per organization, per member and for oneself, and revokes it', async () => {
    const { login, data, call } = await start();
    const ada = await login(DEMO_PEOPLE.ada);
    const grace = await login(DEMO_PEOPLE.grace);
    expect(await data<Answer>('GET', '/b2b/organizations/connected_apps', undefined, { session: ada })).toMatchObject({
      connected_apps: [],
    });
    await data(
      'POST',
      '/idp/b2b/oauth/authorize/submit',
      { ...authorizeRequest, consent_granted: true },
      { session: grace },
    );

    const app = {
      connected_app_id: NORTHWIND_REPORTS,
      name: 'Northwind Reports',
      description: expect.any(String),
      client_type: 'third_party',
    };
    expect(await data<Answer>('GET', '/b2b/organizations/connected_apps', undefined, { session: ada })).toEqual(
      expect.objectContaining({ connected_apps: [expect.objectContaining(app)] }),
    );
    const graceId = (await data<Answer>('GET', '/b2b/organizations/members/me', undefined, { session: grace }))
      .member_id;
    expect(
      await data<Answer>('GET', `/b2b/organizations/connected_apps/${NORTHWIND_REPORTS}`, undefined, { session: ada }),
    ).toMatchObject({ ...app, active_members: [{ member_id: graceId, granted_scopes: authorizeRequest.scopes }] });
    const own = { connected_apps: [{ ...app, scopes_granted: 'openid email read:documents' }] };
    expect(
      await data<Answer>('GET', '/b2b/organizations/members/connected_apps', undefined, { session: grace }),
    ).toMatchObject(own);
    expect(
      await data<Answer>('GET', `/b2b/organizations/members/${graceId}/connected_apps`, undefined, { session: ada }),
    ).toMatchObject(own);

    // An analyst may not read the organization's apps nor another member's.
    expect(
      errorOf(await call('GET', '/b2b/organizations/connected_apps', undefined, { session: grace })),
    ).toMatchObject({
      status: 403,
      error_type: 'unauthorized_action',
    });
    await data('POST', `/b2b/organizations/members/connected_apps/${NORTHWIND_REPORTS}/revoke`, undefined, {
      session: grace,
    });
    expect(
      (await data<Answer>('GET', '/b2b/organizations/members/connected_apps', undefined, { session: grace }))
        .connected_apps,
    ).toEqual([]);
    expect(
      errorOf(
        await call(
          'POST',
          `/b2b/organizations/members/${graceId}/connected_apps/${NORTHWIND_REPORTS}/revoke`,
          undefined,
          {
            session: ada,
          },
        ),
      ),
    ).toMatchObject({ status: 404, error_type: 'connected_app_not_found' });
    expect(errorOf(await call('GET', '/b2b/organizations/connected_apps'))).toMatchObject({
      status: 404,
      error_type: 'session_not_found',
    });
  });
});

describe('provider emulator: e-mail update', () => {
  it('mails a login link to the new address, which becomes the member’s when the link is spent', async () => {
    const { sim, login, data, call } = await start();
    const grace = await login(DEMO_PEOPLE.grace);
    const started = await data<Answer>(
      'POST',
      '/b2b/organizations/members/start_email_update',
      { email_address: 'Grace.New@Acme-Capital.example', login_redirect_url: `${APP}/authenticate` },
      { session: grace },
    );
    expect(started.member.email_address).toBe(DEMO_PEOPLE.grace.email);
    const link = new URL(sim.simulation.inbox.latestTo('grace.new@acme-capital.example')!.links[0]!);
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_magic_links');
    const spent = await data<Answer>('POST', '/b2b/magic_links/authenticate', {
      magic_links_token: link.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expect(spent.member).toMatchObject({
      email_address: 'grace.new@acme-capital.example',
      email_address_verified: true,
      retired_email_addresses: [expect.objectContaining({ email_address: DEMO_PEOPLE.grace.email })],
    });

    const ada = await login(DEMO_PEOPLE.ada);
    const taken = await call(
      'POST',
      `/b2b/organizations/members/${spent.member_id}/start_email_update`,
      { email_address: DEMO_PEOPLE.ada.email },
      { session: ada },
    );
    expect(errorOf(taken)).toMatchObject({ status: 409, error_type: 'duplicate_member_email' });
    const byCode = await call(
      'POST',
      '/b2b/organizations/members/start_email_update',
      { email_address: 'ada.new@acme-capital.example', delivery_method: 'EMAIL_OTP' },
      { session: ada },
    );
    expect(errorOf(byCode)).toMatchObject({ status: 400, error_type: 'invalid_delivery_method' });
  });
});

describe('provider emulator: session JWT', () => {
  it('is signed RS256 with a key published at the JWKS path, which verifies it as a backend would', async () => {
    const { sim, provider, data } = await start();
    const { session_jwt: jwt } = await data<Answer>('POST', '/b2b/passwords/authenticate', {
      email_address: DEMO_PEOPLE.ada.email,
      organization_id: [...provider.state.organizations.values()][0]!.organization_id,
      password: DEMO_PEOPLE.ada.password,
      session_duration_minutes: 60,
    });
    const [header, payload, signature] = (jwt as string).split('.') as [string, string, string];
    const { project_id } = provider.state.project;
    const jwks = await sim.fetch('GET', `/v1/b2b/sessions/jwks/${project_id}`, {});
    expect(jwks.status).toBe(200);
    const { keys } = jwks.body as { keys: Record<string, string>[] };
    const decoded = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; kid: string };
    expect(decoded.alg).toBe('RS256');
    const jwk = keys.find((key) => key.kid === decoded.kid)!;
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
    expect(verify('RSA-SHA256', Buffer.from(`${header}.${payload}x`), key, Buffer.from(signature, 'base64url'))).toBe(
      false,
    );
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      sub: expect.stringMatching(/^member-test-/),
      iss: `stytch.com/${project_id}`,
      aud: [project_id],
    });
    expect((await sim.fetch('GET', '/v1/b2b/sessions/jwks/project-test-other', {})).status).toBe(404);
  });
});
