import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/login/provider/errors';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider';
import {
  expectIntermediate,
  expectSession,
  expectSignedOut,
  SIGNUP_REDIRECT,
  LOGIN_REDIRECT,
  totpCode,
  startProviderHarness,
  type Answer,
  type ProviderHarness,
} from '../support/providerHarness';

/**
 * The real provider client against the provider emulator: authenticator-app (TOTP) enrolment in an
 * organization that requires MFA, a later login with a computed code, and recovery codes (login spec,
 * sections 3, 4 and 7). TOTP codes are computed here from the secret with node:crypto (RFC 6238).
 */

let h: ProviderHarness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const { katherine, grace, alan } = DEMO_PEOPLE;

/** Katherine (pending in Northwind Partners, where MFA is required for all) signs in by magic link. */
async function primaryByMagicLink(harness: ProviderHarness): Promise<Answer> {
  const northwind = harness.org('northwind-partners').organization_id;
  await harness.client.magicLinks.email.loginOrSignup({
    email_address: katherine.email,
    organization_id: northwind,
    login_redirect_url: LOGIN_REDIRECT,
    signup_redirect_url: SIGNUP_REDIRECT,
  });
  const { token, type } = harness.mailedLink(katherine.email);
  expect(type).toBe('multi_tenant_magic_links');
  return harness.client.magicLinks.authenticate<Answer>({ magic_links_token: token });
}

/** Enrols Katherine's authenticator app: the primary factor, totp.create, and the first code. */
async function enrolTotp(harness: ProviderHarness) {
  const primary = await primaryByMagicLink(harness);
  const step = { member_id: primary.member_id as string, organization_id: primary.organization.organization_id };
  const created = await harness.client.totp.create<Answer>(step);
  const enrolled = await harness.client.totp.authenticate<Answer>({
    ...step,
    code: totpCode(created.secret, harness.clock.now()),
  });
  return { step, created, enrolled };
}

describe('provider client against the emulator: authenticator app', () => {
  it('enrols during a login that requires MFA, then logs in later with a computed code', async () => {
    h = await startProviderHarness();
    const northwind = h.org('northwind-partners').organization_id;

    // Primary factor: a sign-up link (Katherine is pending), then an intermediate session as MFA is required.
    const primary = await primaryByMagicLink(h);
    expect(h.mailedLink(katherine.email).link.pathname).toBe(new URL(SIGNUP_REDIRECT).pathname);
    expect(primary).toMatchObject({
      member_session: null,
      member: { email_address: katherine.email, status: 'active', mfa_enrolled: false },
      organization: { organization_id: northwind, mfa_policy: 'REQUIRED_FOR_ALL' },
      mfa_required: {
        member_options: { mfa_phone_number: '', totp_registration_id: '' },
        secondary_auth_initiated: null,
      },
    });
    const ist = primary.intermediate_session_token as string;
    expectIntermediate(h, ist, h.clock.now());
    const step = { member_id: primary.member_id as string, organization_id: northwind };

    const created = await h.client.totp.create<Answer>(step);
    expect(created.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(created.recovery_codes).toHaveLength(10);
    // Creating is not authenticating: the client is still between factors, with the same token.
    expectIntermediate(h, ist, h.clock.now());
    expect(h.exchanges().at(-1)).toMatchObject({
      path: '/sdk/v1/b2b/totp',
      status: 200,
      request: { ...step, intermediate_session_token: ist },
    });

    // A wrong code is refused and leaves the intermediate session in place.
    const code = totpCode(created.secret, h.clock.now());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await h.client.totp.authenticate({ ...step, code: wrong }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_totp_code' });
    expectIntermediate(h, ist, h.clock.now());

    const enrolled = await h.client.totp.authenticate<Answer>({ ...step, code });
    expect(enrolled.member).toMatchObject({ mfa_enrolled: true, default_mfa_method: 'totp' });
    expect(enrolled.member.totp_registration_id).toMatch(/^member-totp-test-/);
    expect(enrolled.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'magic_link',
      'totp',
    ]);
    expectSession(h, enrolled);
    expect(h.exchanges().at(-1)?.request).toEqual({
      ...step,
      code,
      session_duration_minutes: 60,
      intermediate_session_token: ist,
    });

    // Later: a new login asks for the app, and a code computed for the new time step signs her in.
    h.clock.advance(45_000);
    const again = await primaryByMagicLink(h);
    expect(again.mfa_required.member_options.totp_registration_id).toBe(enrolled.member.totp_registration_id);
    // The new primary factor replaced the old session on this page.
    expectIntermediate(h, again.intermediate_session_token, h.clock.now());
    const later = await h.client.totp.authenticate<Answer>({
      ...step,
      code: totpCode(created.secret, h.clock.now()),
    });
    expect(later.member_session.member_session_id).not.toBe(enrolled.member_session.member_session_id);
    expectSession(h, later);
  });

  it('refuses a code used twice', async () => {
    h = await startProviderHarness();
    const { step, created } = await enrolTotp(h);
    const again = await primaryByMagicLink(h);
    // Same 30-second step: the code that enrolled the app is spent.
    await expect(
      h.client.totp.authenticate({ ...step, code: totpCode(created.secret, h.clock.now()) }),
    ).rejects.toMatchObject({ error_type: 'unable_to_auth_totp_code' });
    expectIntermediate(h, again.intermediate_session_token, h.clock.now());
  });

  it('signs in a seeded member with an enrolled app after a password', async () => {
    h = await startProviderHarness();
    const acme = h.org('acme-capital').organization_id;
    const primary = await h.client.passwords.authenticate<Answer>({
      email_address: grace.email,
      organization_id: acme,
      password: grace.password,
    });
    expectIntermediate(h, primary.intermediate_session_token, h.clock.now());
    // The seeded secret stands for the one in Grace's authenticator app.
    const secret = h.member(grace.email, 'acme-capital').totp!.secret;
    const answer = await h.client.totp.authenticate<Answer>({
      member_id: primary.member_id,
      organization_id: acme,
      code: totpCode(secret, h.clock.now()),
    });
    expectSession(h, answer);
    expect(answer.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'password',
      'totp',
    ]);
  });
});

describe('provider client against the emulator: text-message codes', () => {
  it('signs in a member whose SMS code the provider sent with the primary factor', async () => {
    h = await startProviderHarness();
    const northwind = h.org('northwind-partners').organization_id;
    const primary = await h.client.passwords.authenticate<Answer>({
      email_address: alan.email,
      organization_id: northwind,
      password: alan.password,
    });
    expect(primary).toMatchObject({
      member_session: null,
      mfa_required: { member_options: { mfa_phone_number: alan.phone }, secondary_auth_initiated: 'sms_otp' },
    });
    expectIntermediate(h, primary.intermediate_session_token, h.clock.now());
    const answer = await h.client.otps.sms.authenticate<Answer>({
      member_id: primary.member_id,
      organization_id: northwind,
      code: h.mailedCode(alan.phone),
    });
    expect(answer.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'password',
      'otp',
    ]);
    expectSession(h, answer);
  });

  it('enrols a phone: sends a code to the new number, then signs in', async () => {
    h = await startProviderHarness();
    const primary = await primaryByMagicLink(h);
    const step = { member_id: primary.member_id as string, organization_id: primary.organization.organization_id };
    const phone = '+15555550177';
    const sent = await h.client.otps.sms.send<Answer>({ ...step, mfa_phone_number: phone });
    expect(sent.member).toMatchObject({ mfa_phone_number: phone, mfa_phone_number_verified: false });
    expectIntermediate(h, primary.intermediate_session_token, h.clock.now());
    // Alan already has this organization's number +15555550123: the provider's duplicate error.
    await expect(h.client.otps.sms.send({ ...step, mfa_phone_number: alan.phone })).rejects.toMatchObject({
      error_type: 'duplicate_member_phone_number',
      error_message: 'A member with the specified phone number already exists for this organization.',
    });
    const answer = await h.client.otps.sms.authenticate<Answer>({ ...step, code: h.mailedCode(phone) });
    expect(answer.member).toMatchObject({ mfa_phone_number_verified: true, default_mfa_method: 'sms_otp' });
    expectSession(h, answer);
  });
});

describe('provider client against the emulator: recovery codes', () => {
  it('signs in with a recovery code from the enrolment; a used code fails and keeps the intermediate session', async () => {
    h = await startProviderHarness();
    const { step, created, enrolled } = await enrolTotp(h);
    expectSession(h, enrolled);
    const [first, second] = created.recovery_codes as string[];

    const primary = await primaryByMagicLink(h);
    expectIntermediate(h, primary.intermediate_session_token, h.clock.now());
    const recovered = await h.client.recoveryCodes.recover<Answer>({ ...step, recovery_code: first! });
    expect(recovered.recovery_codes_remaining).toBe(9);
    expect(recovered.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'magic_link',
      'recovery_codes',
    ]);
    expectSession(h, recovered);
    expect(h.exchanges().at(-1)?.request).toEqual({
      ...step,
      recovery_code: first,
      session_duration_minutes: 60,
      intermediate_session_token: primary.intermediate_session_token,
    });

    const next = await primaryByMagicLink(h);
    const ist = next.intermediate_session_token as string;
    const used = await h.client.recoveryCodes.recover({ ...step, recovery_code: first! }).catch((error) => error);
    expect(used).toBeInstanceOf(ApiError);
    expect(used).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_recovery_code' });
    expectIntermediate(h, ist, h.clock.now());
    // Codes are compared as typed: not trimmed or re-cased (spec, section 5).
    await expect(
      h.client.recoveryCodes.recover({ ...step, recovery_code: ` ${second!.toUpperCase()} ` }),
    ).rejects.toMatchObject({ error_type: 'unable_to_auth_recovery_code' });

    const other = await h.client.recoveryCodes.recover<Answer>({ ...step, recovery_code: second! });
    expect(other.recovery_codes_remaining).toBe(8);
    expectSession(h, other);
  });

  it('reads and rotates the codes with the member’s session', async () => {
    h = await startProviderHarness();
    const { created } = await enrolTotp(h);
    const listed = await h.client.recoveryCodes.get<Answer>();
    expect(listed.recovery_codes).toEqual(created.recovery_codes);
    const rotated = await h.client.recoveryCodes.rotate<Answer>();
    expect(rotated.recovery_codes).toHaveLength(10);
    expect(rotated.recovery_codes).not.toEqual(created.recovery_codes);
    // Neither is an authentication: the session stays as it was.
    expect(h.client.state.client?.member.email_address).toBe(katherine.email);
  });

  it('without any session or intermediate token the second factor is refused and nothing is stored', async () => {
    h = await startProviderHarness();
    const northwind = h.org('northwind-partners');
    const member = h.member(katherine.email, 'northwind-partners');
    await expect(
      h.client.recoveryCodes.recover({
        member_id: member.member_id,
        organization_id: northwind.organization_id,
        recovery_code: 'aaaa-bbbb-cccc',
      }),
    ).rejects.toMatchObject({ status_code: 403, error_type: 'unauthorized_action' });
    expectSignedOut(h);
  });
});
