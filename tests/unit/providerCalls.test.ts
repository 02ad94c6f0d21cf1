import { describe, expect, expectTypeOf, it } from 'vitest';
import { UsageError, type ArgumentKind } from '../../src/login/provider/argumentChecks';
import { pathParameters } from '../../src/login/provider/callRequest';
import { CALLS, type CallName, type CallSpec } from '../../src/login/provider/calls';
import { EMAIL_MORE_CALLS, EMAIL_WIDGET_CALLS } from '../../src/login/provider/calls/email';
import { MFA_MORE_CALLS, MFA_WIDGET_CALLS } from '../../src/login/provider/calls/mfa';
import { IDP_CALLS, OAUTH_CALLS } from '../../src/login/provider/calls/oauth';
import { ORGANIZATION_MORE_CALLS, ORGANIZATION_WIDGET_CALLS } from '../../src/login/provider/calls/organization';
import { PASSWORD_MORE_CALLS, PASSWORD_WIDGET_CALLS } from '../../src/login/provider/calls/passwords';
import { SESSION_MORE_CALLS, SESSION_WIDGET_CALLS } from '../../src/login/provider/calls/session';
import { SCIM_CALLS, SSO_MORE_CALLS, SSO_WIDGET_CALLS } from '../../src/login/provider/calls/sso';
import { WIDGET_CALLS } from '../../src/login/provider/calls/widget';
import { ApiError, MissingPkceError } from '../../src/login/provider/errors';
import { harness, PUBLIC_TOKEN, type Sent } from '../support/b2bClientRecorder';
import { pkceChallenge } from '../../src/login/provider/pkce';
import { pkceStorageKey } from '../../src/login/provider/pkceStore';

type Client = ReturnType<typeof harness>['client'];

/** The client's method for a call name, found by walking its dotted segments. */
const methodOf = (client: Client, name: string) =>
  name.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], client) as (
    args?: Record<string, unknown>,
  ) => Promise<unknown>;

const SAMPLES: Record<ArgumentKind, (field: string) => unknown> = {
  // A slash shows that path parameters are URL-encoded.
  string: (field) => `${field}/1`,
  number: () => 7,
  boolean: () => true,
  object: () => ({ key: 'value' }),
  'string[]': () => ['a', 'b'],
};

const sampleArgs = (spec: CallSpec) =>
  Object.fromEntries(Object.entries(spec.required ?? {}).map(([field, kind]) => [field, SAMPLES[kind](field)]));

const basic = (session: string) => `Basic ${btoa(`${PUBLIC_TOKEN}:${session}`)}`;

/** Every call, as the provider sees it with the sample arguments: method and path under /sdk/v1. */
const EXPECTED: Record<CallName, string> = {
  'magicLinks.email.invite': 'POST /b2b/magic_links/email/invite',
  'magicLinks.email.loginOrSignup': 'POST /b2b/magic_links/email/login_or_signup',
  'magicLinks.email.discovery.send': 'POST /b2b/magic_links/email/discovery/send',
  'magicLinks.authenticate': 'POST /b2b/magic_links/authenticate',
  'magicLinks.discovery.authenticate': 'POST /b2b/magic_links/discovery/authenticate',
  'otps.email.loginOrSignup': 'POST /b2b/otps/email/login_or_signup',
  'otps.email.authenticate': 'POST /b2b/otps/email/authenticate',
  'otps.email.discovery.send': 'POST /b2b/otps/email/discovery/send',
  'otps.email.discovery.authenticate': 'POST /b2b/otps/email/discovery/authenticate',
  'otps.sms.send': 'POST /b2b/otps/sms/send',
  'otps.sms.authenticate': 'POST /b2b/otps/sms/authenticate',
  'totp.create': 'POST /b2b/totp',
  'totp.authenticate': 'POST /b2b/totp/authenticate',
  'recoveryCodes.recover': 'POST /b2b/recovery_codes/recover',
  'recoveryCodes.rotate': 'POST /b2b/recovery_codes/rotate',
  'recoveryCodes.get': 'GET /b2b/recovery_codes',
  'passwords.authenticate': 'POST /b2b/passwords/authenticate',
  'passwords.discovery.authenticate': 'POST /b2b/passwords/discovery/authenticate',
  'passwords.resetByEmailStart': 'POST /b2b/passwords/email/reset/start',
  'passwords.resetByEmail': 'POST /b2b/passwords/email/reset',
  'passwords.discovery.resetByEmailStart': 'POST /b2b/passwords/discovery/reset/start',
  'passwords.discovery.resetByEmail': 'POST /b2b/passwords/discovery/reset',
  'passwords.resetByExistingPassword': 'POST /b2b/passwords/existing_password/reset',
  'passwords.resetBySession': 'POST /b2b/passwords/session/reset',
  'passwords.strengthCheck': 'POST /b2b/passwords/strength_check',
  'sso.authenticate': 'POST /b2b/sso/authenticate',
  'sso.getConnections': 'GET /b2b/sso',
  'sso.discoverConnections': 'GET /b2b/sso/discovery/connections?email_address=email_address%2F1',
  'sso.deleteConnection': 'DELETE /b2b/sso/connection_id%2F1',
  'sso.saml.createConnection': 'POST /b2b/sso/saml',
  'sso.saml.updateConnection': 'PUT /b2b/sso/saml/connection_id%2F1',
  'sso.saml.updateConnectionByUrl': 'PUT /b2b/sso/saml/connection_id%2F1/url',
  'sso.saml.deleteVerificationCertificate':
    'DELETE /b2b/sso/saml/connection_id%2F1/verification_certificates/certificate_id%2F1',
  'sso.oidc.createConnection': 'POST /b2b/sso/oidc',
  'sso.oidc.updateConnection': 'PUT /b2b/sso/oidc/connection_id%2F1',
  'sso.external.createConnection': 'POST /b2b/sso/external',
  'sso.external.updateConnection': 'PUT /b2b/sso/external/connection_id%2F1',
  'scim.createConnection': 'POST /b2b/scim',
  'scim.updateConnection': 'PUT /b2b/scim/connection_id%2F1',
  'scim.deleteConnection': 'DELETE /b2b/scim/connection_id%2F1',
  'scim.getConnection': 'GET /b2b/scim',
  'scim.getConnectionGroups': 'POST /b2b/scim/groups',
  'scim.rotateStart': 'POST /b2b/scim/rotate/start',
  'scim.rotateComplete': 'POST /b2b/scim/rotate/complete',
  'scim.rotateCancel': 'POST /b2b/scim/rotate/cancel',
  'oauth.authenticate': 'POST /b2b/oauth/authenticate',
  'oauth.discovery.authenticate': 'POST /b2b/oauth/discovery/authenticate',
  'oauth.google.onetap.start': 'GET /b2b/oauth/google/onetap/start',
  'oauth.google.onetap.submit': 'POST /b2b/oauth/google/onetap/submit',
  'oauth.google.onetap.discovery.submit': 'POST /b2b/oauth/google/onetap/discovery/submit',
  'idp.oauthAuthorizeStart': 'POST /b2b/oauth/authorize/start',
  'idp.oauthAuthorizeSubmit': 'POST /b2b/oauth/authorize',
  'idp.oauthLogoutStart': 'POST /b2b/oauth/logout/start',
  'organization.get': 'GET /b2b/organizations/me',
  'organization.update': 'PUT /b2b/organizations/me',
  'organization.delete': 'DELETE /b2b/organizations/me',
  'organization.getBySlug': 'POST /b2b/organizations/search',
  'organization.members.create': 'POST /b2b/organizations/members',
  'organization.members.search': 'POST /b2b/organizations/me/members/search',
  'organization.members.update': 'PUT /b2b/organizations/members/member_id%2F1',
  'organization.members.delete': 'DELETE /b2b/organizations/members/member_id%2F1',
  'organization.members.deletePassword': 'DELETE /b2b/organizations/members/passwords/member_password_id%2F1',
  'organization.members.deleteMfaPhoneNumber': 'DELETE /b2b/organizations/members/mfa_phone_numbers/member_id%2F1',
  'organization.members.deleteMfaTotp': 'DELETE /b2b/organizations/members/totp/member_id%2F1',
  'organization.members.reactivate': 'PUT /b2b/organizations/members/member_id%2F1/reactivate',
  'organization.members.unlinkRetiredEmail': 'POST /b2b/organizations/members/member_id%2F1/unlink_retired_email',
  'member.search': 'POST /b2b/organizations/members/search',
  'self.get': 'GET /b2b/organizations/members/me',
  'self.update': 'PUT /b2b/organizations/members/update',
  'self.deleteMfaPhoneNumber': 'DELETE /b2b/organizations/members/deletePhoneNumber',
  'self.deleteMfaTotp': 'DELETE /b2b/organizations/members/deleteTOTP',
  'self.deletePassword': 'DELETE /b2b/organizations/members/passwords/member_password_id%2F1',
  'self.unlinkRetiredEmail': 'POST /b2b/organizations/members/unlink_retired_email',
  'session.authenticate': 'POST /b2b/sessions/authenticate',
  'session.revoke': 'POST /b2b/sessions/revoke',
  'session.revokeForMember': 'POST /b2b/sessions/revoke/member_id%2F1',
  'session.exchange': 'POST /b2b/sessions/exchange',
  'session.exchangeAccessToken': 'POST /b2b/sessions/exchange_access_token',
  'discovery.organizations.list': 'POST /b2b/discovery/organizations',
  'discovery.organizations.create': 'POST /b2b/discovery/organizations/create',
  'discovery.intermediateSessions.exchange': 'POST /b2b/discovery/intermediate_sessions/exchange',
  'impersonation.authenticate': 'POST /b2b/impersonation/authenticate',
  'users.search': 'POST /users/search',
};

describe('the call table', () => {
  it('covers 83 calls, each defined once, each with an expected request here', () => {
    const groups = [
      EMAIL_WIDGET_CALLS,
      EMAIL_MORE_CALLS,
      MFA_WIDGET_CALLS,
      MFA_MORE_CALLS,
      PASSWORD_WIDGET_CALLS,
      PASSWORD_MORE_CALLS,
      SSO_WIDGET_CALLS,
      SSO_MORE_CALLS,
      SCIM_CALLS,
      OAUTH_CALLS,
      IDP_CALLS,
      ORGANIZATION_WIDGET_CALLS,
      ORGANIZATION_MORE_CALLS,
      SESSION_WIDGET_CALLS,
      SESSION_MORE_CALLS,
    ];
    expect(groups.reduce((total, group) => total + Object.keys(group).length, 0)).toBe(83);
    expect(Object.keys(CALLS)).toHaveLength(83);
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it("holds the login widget's calls in a table of their own, the same specs as in the whole table", () => {
    expect(Object.keys(WIDGET_CALLS)).toHaveLength(38);
    for (const [name, spec] of Object.entries(WIDGET_CALLS)) expect(CALLS[name as CallName]).toBe(spec);
    expect(Object.keys(WIDGET_CALLS)).not.toContain('organization.members.create');
  });

  it.each(Object.entries(CALLS) as [CallName, CallSpec][])('%s fills its path from required arguments', (_, spec) => {
    for (const parameter of pathParameters(spec.path)) expect(spec.required).toHaveProperty(parameter, 'string');
  });
});

describe('every call, as sent', () => {
  it.each(Object.entries(CALLS) as [CallName, CallSpec][])('%s', async (name, spec) => {
    const { client, jar, calls } = harness();
    jar.set('stytch_session', 'session-token-1');
    jar.set('stytch_intermediate_session_token', 'ist-1');
    const args = sampleArgs(spec);
    await methodOf(client, name)(args);

    const [request] = calls();
    expect(`${request!.method} ${request!.path}`).toBe(EXPECTED[name]);
    expect(request!.authorization).toBe(basic('session-token-1'));
    if (spec.method === 'GET' || spec.method === 'DELETE') {
      expect(request!.body).toBeUndefined();
      return;
    }
    const inPath = new Set(pathParameters(spec.path));
    const given = Object.entries(args).filter(([field]) => !inPath.has(field));
    // A form carries strings.
    const sentAs = (value: unknown) => (spec.form ? String(value) : value);
    expect(request!.body).toEqual({
      ...Object.fromEntries(given.map(([field, value]) => [field, sentAs(value)])),
      ...(spec.captcha ? { dfp_telemetry_id: 'dfp-1' } : {}),
      ...(spec.intermediateSession ? { intermediate_session_token: 'ist-1' } : {}),
    });
    expect(request!.contentType).toBe(spec.form ? 'application/x-www-form-urlencoded' : 'application/json');
  });

  it('sends the public token twice without a session, and the given optional fields', async () => {
    const { client, calls } = harness();
    await client.magicLinks.email.loginOrSignup({
      email_address: 'ada@example.com',
      organization_id: 'org-1',
      login_redirect_url: 'https://app/login',
      locale: 'en',
    });
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: '/b2b/magic_links/email/login_or_signup',
        authorization: basic(PUBLIC_TOKEN),
        contentType: 'application/json',
        body: {
          email_address: 'ada@example.com',
          organization_id: 'org-1',
          login_redirect_url: 'https://app/login',
          locale: 'en',
        },
      },
    ]);
  });

  it('fills the 60-minute session length and lets the caller choose another', async () => {
    const { client, calls } = harness();
    await client.otps.sms.authenticate({ code: '123456', member_id: 'm', organization_id: 'o' });
    await client.otps.sms.authenticate({
      code: '123456',
      member_id: 'm',
      organization_id: 'o',
      session_duration_minutes: 5,
    });
    expect(calls().map(({ body }) => (body as Record<string, unknown>).session_duration_minutes)).toEqual([60, 5]);
  });

  it('sends a form for the consent answer', async () => {
    const { client, calls } = harness({ '/b2b/oauth/authorize': { redirect_uri: 'https://client/cb?code=c' } });
    const answer = await client.idp.oauthAuthorizeSubmit({
      client_id: 'client-1',
      redirect_uri: 'https://client/cb',
      response_type: 'code',
      scope: 'openid email',
      consent_granted: false,
      state: 's 1',
    });
    expect(answer).toEqual({ redirect_uri: 'https://client/cb?code=c' });
    expect(calls()[0]!.body).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://client/cb',
      response_type: 'code',
      scope: 'openid email',
      consent_granted: 'false',
      state: 's 1',
    });
  });
});

describe('argument checks', () => {
  const WRONG: Record<ArgumentKind, [unknown, string]> = {
    string: [42, 'must be a string'],
    number: ['60', 'must be a number'],
    boolean: ['yes', 'must be a boolean'],
    object: [['a'], 'must be an object'],
    'string[]': [[1], 'must be an array of strings'],
  };
  const cases = (Object.entries(CALLS) as [CallName, CallSpec][]).flatMap(([name, spec]) =>
    Object.entries({ ...spec.required, ...spec.optional, ...spec.local }).map(
      ([field, kind]) => [name, field, kind, spec] as const,
    ),
  );

  it.each(cases)('%s refuses a wrong %s (%s) before sending', async (name, field, kind, spec) => {
    const { client, calls, onError } = harness();
    const [value, text] = WRONG[kind];
    const failure = methodOf(client, name)({ ...sampleArgs(spec), [field]: value });
    await expect(failure).rejects.toThrow(new UsageError(`${field} ${text}`));
    expect(calls()).toEqual([]);
    expect(onError).toHaveBeenCalledWith(name, expect.any(UsageError));
  });

  it('refuses a missing required field', async () => {
    const { client } = harness();
    await expect(client.sso.deleteConnection({} as never)).rejects.toThrow('connection_id must be a string');
  });

  it('types each method from its spec', () => {
    const { client } = harness();
    expectTypeOf(client.magicLinks.email.loginOrSignup)
      .parameter(0)
      .toExtend<{ email_address: string; organization_id: string }>();
    expectTypeOf(client.otps.sms.authenticate).parameter(0).toHaveProperty('session_duration_minutes');
    // @ts-expect-error organization_id is required
    void client.magicLinks.email.loginOrSignup({ email_address: 'a@b.c' }).catch(() => undefined);
    // @ts-expect-error code must be a string
    void client.totp.authenticate({ code: 1, member_id: 'm', organization_id: 'o' }).catch(() => undefined);
    // Calls without required fields take no arguments; the session length is filled in.
    void client.self.get();
    void client.discovery.intermediateSessions.exchange({ organization_id: 'o' });
  });
});

describe('what answers do', () => {
  const memberSession = {
    member_session: { member_session_id: 'ms-1', expires_at: '2026-11-23T01:00:00Z', roles: ['admin'] },
    member: { member_id: 'member-1' },
    organization: { organization_id: 'org-1' },
    session_token: 'session-token-2',
    session_jwt: 'jwt-2',
  };

  it('an authenticate answer signs in; deleting the current member signs out, another member does not', async () => {
    const { client, jar, onSuccess } = harness({ '/b2b/otps/email/authenticate': memberSession });
    await client.otps.email.authenticate({ code: '123456', email_address: 'a@b.c', organization_id: 'org-1' });
    expect(jar.get('stytch_session')).toBe('session-token-2');
    expect(client.state.client?.member).toEqual({ member_id: 'member-1' });
    expect(onSuccess).toHaveBeenCalledWith('otps.email.authenticate', memberSession);
    await client.organization.members.delete({ member_id: 'member-2' });
    expect(client.state.client).not.toBeNull();
    await client.organization.members.delete({ member_id: 'member-1' });
    expect(client.state.client).toBeNull();
    expect(jar.has('stytch_session')).toBe(false);
  });

  it('deleting the organization signs out', async () => {
    const { client } = harness({ '/b2b/sessions/exchange': memberSession });
    await client.session.exchange({ organization_id: 'org-1' });
    expect(client.state.client).not.toBeNull();
    await client.organization.delete();
    expect(client.state.client).toBeNull();
  });

  it('revoke with forceClear signs out even when the provider fails; without it a recoverable failure keeps the session', async () => {
    const failing = () => Response.json({ error_type: 'rate_limited', error_message: 'Slow down' }, { status: 429 });
    const { client, calls } = harness({ '/b2b/sessions/exchange': memberSession, '/b2b/sessions/revoke': failing });
    await client.session.exchange({ organization_id: 'org-1' });
    await expect(client.session.revoke()).rejects.toBeInstanceOf(ApiError);
    expect(client.state.client).not.toBeNull();
    await expect(client.session.revoke({ forceClear: true })).rejects.toBeInstanceOf(ApiError);
    expect(client.state.client).toBeNull();
    // forceClear is the client's own option: it is not sent.
    expect(calls().at(-1)!.body).toEqual({});
  });

  it('a One Tap answer sends the browser to its redirect_url', async () => {
    const { client, navigate } = harness({
      '/b2b/oauth/google/onetap/submit': { redirect_url: 'https://provider.test/redirect?token=t' },
    });
    await client.oauth.google.onetap.submit({ id_token: 'id', organization_id: 'org-1' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://provider.test/redirect?token=t');
  });

  it('checks access against the session roles and the bootstrap policy', async () => {
    const policy = {
      roles: [{ role_id: 'admin', permissions: [{ resource_id: 'documents', actions: ['*'] }] }],
      resources: [{ resource_id: 'documents', actions: ['read'] }],
      scopes: [],
    };
    const { client } = harness({ '/b2b/sessions/exchange': memberSession }, { rbac_policy: policy });
    expect(await client.rbac.isAuthorized('documents', 'read')).toBe(false);
    await client.session.exchange({ organization_id: 'org-1' });
    expect(await client.rbac.isAuthorized('documents', 'read')).toBe(true);
    expect(client.rbac.isAuthorizedSync('documents', 'delete')).toBe(true);
    expect(client.rbac.isAuthorizedSync('invoices', 'read')).toBe(false);
  });
});

describe('PKCE on calls', () => {
  const required = {
    pkce_required_for_email_magic_links: true,
    pkce_required_for_password_resets: true,
    pkce_required_for_oauth: true,
    pkce_required_for_sso: true,
  };
  const bodyOf = (sent: Sent | undefined) => sent!.body as Record<string, unknown>;

  it('a magic-link start stores a pair and sends its challenge; the exchange sends the verifier and clears it', async () => {
    const { client, storage, calls } = harness({}, required);
    await client.magicLinks.email.loginOrSignup({ email_address: 'a@b.c', organization_id: 'o' });
    await client.magicLinks.email.loginOrSignup({ email_address: 'a@b.c', organization_id: 'o' });
    const stored = JSON.parse(storage.get(pkceStorageKey(PUBLIC_TOKEN))!) as { code_verifier: string };
    const challenge = await pkceChallenge(stored.code_verifier);
    // A resent e-mail keeps the pair, so either link completes on this device.
    expect(calls().map((sent) => bodyOf(sent).pkce_code_challenge)).toEqual([challenge, challenge]);

    await client.magicLinks.authenticate({ magic_links_token: 'token' });
    expect(bodyOf(calls()[2]).pkce_code_verifier).toBe(stored.code_verifier);
    expect(storage.has(pkceStorageKey(PUBLIC_TOKEN))).toBe(false);
  });

  it('the password reset flow uses the provider field names code_challenge and code_verifier', async () => {
    const { client, calls } = harness({}, required);
    await client.passwords.resetByEmailStart({ email_address: 'a@b.c', organization_id: 'o' });
    await client.passwords.resetByEmail({ password_reset_token: 't', password: 'correct horse' });
    const [start, reset] = calls();
    expect(bodyOf(reset).code_verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(bodyOf(start).code_challenge).toBe(await pkceChallenge(bodyOf(reset).code_verifier as string));
  });

  it('an exchange keeps the pair when it fails, so the user can try again', async () => {
    const failing = () => Response.json({ error_type: 'pkce_mismatch', error_message: 'No' }, { status: 400 });
    const { client, storage } = harness({ '/b2b/oauth/authenticate': failing }, required);
    await client.oauth.google.start();
    await expect(client.oauth.authenticate({ oauth_token: 't' })).rejects.toBeInstanceOf(ApiError);
    expect(storage.has(pkceStorageKey(PUBLIC_TOKEN))).toBe(true);
  });

  it('refuses to complete a required flow started on another device, without sending', async () => {
    const { client, calls, onError } = harness({}, required);
    const failure = client.sso.authenticate({ sso_token: 't' });
    await expect(failure).rejects.toBeInstanceOf(MissingPkceError);
    await expect(failure).rejects.toThrow(
      'Make sure this flow is completed on the same device on which it was started.',
    );
    expect(calls()).toEqual([]);
    expect(onError).toHaveBeenCalledWith('sso.authenticate', expect.any(MissingPkceError));
  });

  it('without the requirement, sends no challenge and completes without a verifier', async () => {
    const { client, calls } = harness();
    await client.magicLinks.email.discovery.send({ email_address: 'a@b.c' });
    await client.oauth.discovery.authenticate({ discovery_oauth_token: 't' });
    expect(calls().map(({ body }) => body)).toEqual([
      { email_address: 'a@b.c', dfp_telemetry_id: 'dfp-1' },
      { discovery_oauth_token: 't', dfp_telemetry_id: 'dfp-1' },
    ]);
  });

  it('One Tap takes a fresh pair every time, and clears a leftover one when PKCE is off', async () => {
    const { client, storage, calls } = harness({}, required);
    await client.oauth.google.onetap.discovery.submit({ id_token: 'a' });
    const first = storage.get(pkceStorageKey(PUBLIC_TOKEN));
    await client.oauth.google.onetap.discovery.submit({ id_token: 'b' });
    const second = JSON.parse(storage.get(pkceStorageKey(PUBLIC_TOKEN))!) as { code_verifier: string };
    expect(JSON.parse(first!)).not.toEqual(second);
    expect(bodyOf(calls()[1]).pkce_code_challenge).toBe(await pkceChallenge(second.code_verifier));

    const off = harness();
    off.storage.set(pkceStorageKey(PUBLIC_TOKEN), first!);
    await off.client.oauth.google.onetap.submit({ id_token: 'c', organization_id: 'o' });
    expect(off.storage.has(pkceStorageKey(PUBLIC_TOKEN))).toBe(false);
    expect(bodyOf(off.calls()[0])).not.toHaveProperty('pkce_code_challenge');
  });
});
