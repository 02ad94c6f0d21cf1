import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import type { SimResponse } from '../../simulator/core/types';
import { DEMO_PEOPLE, providerDriver, type ProviderEmulator } from '../../simulator/emulators/provider';
import { base32Decode, base32Encode, hotp } from '../../simulator/emulators/provider/totp';
import { createInProcessSimulation } from '../../simulator/inprocess';

/** RFC 6238 computed here with node:crypto, independently of the emulator's Web Crypto version. */
function referenceTotp(secret: Uint8Array, unixSeconds: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238, appendix B: the SHA-1 rows (8 digits, secret "12345678901234567890"). */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const errorOf = (response: SimResponse) => ({ status: response.status, ...(response.body as Record<string, unknown>) });

async function start() {
  const clock = new VirtualClock(Date.UTC(2025, 0, 6, 9, 0, 7));
  const sim = createInProcessSimulation({
    scenario: { name: 'provider-test', description: 'The provider emulator alone', emulators: ['provider'] },
    clock,
  });
  const provider = sim.simulation.emulator<ProviderEmulator>('provider');
  await provider.ready;
  const org = (slug: string) => [...provider.state.organizations.values()].find((o) => o.organization_slug === slug)!;
  const member = (email: string, slug: string) => provider.state.memberByEmail(org(slug).organization_id, email)!;
  const code = (to: string) => /\b(\d{6})\b/.exec(sim.simulation.inbox.latestTo(to)!.text)![1]!;
  return { clock, sim, provider, org, member, code, ...providerDriver(sim.fetch) };
}

// Provider answers are JSON read deep in assertions; typing them fully would restate every wire shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

describe('RFC 6238 TOTP', () => {
  it('the reference implementation and the emulator both match the RFC’s SHA-1 vectors', async () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(referenceTotp(RFC_SECRET, seconds, 8)).toBe(expected);
      expect(await hotp(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(expected);
    }
  });

  it('encodes secrets in RFC 4648 base32 and back', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SECRET);
  });
});

describe('provider emulator: second factors', () => {
  it('enrols an authenticator app during a login that requires MFA, then logs in with later codes', async () => {
    const { clock, data, call, org, code, member } = await start();
    const northwind = org('northwind-partners').organization_id;
    const email = DEMO_PEOPLE.katherine.email;
    const primary = async () => {
      await data('POST', '/b2b/otps/email/login_or_signup', { email_address: email, organization_id: northwind });
      return data<Answer>('POST', '/b2b/otps/email/authenticate', {
        email_address: email,
        organization_id: northwind,
        code: code(email),
        session_duration_minutes: 60,
      });
    };
    const first = await primary();
    expect(first).toMatchObject({
      member_session: null,
      mfa_required: {
        member_options: { totp_registration_id: '', mfa_phone_number: '' },
        secondary_auth_initiated: null,
      },
    });
    const step = { member_id: first.member_id, organization_id: northwind };
    const ist = first.intermediate_session_token as string;

    const created = await data<Answer>('POST', '/b2b/totp', { ...step, intermediate_session_token: ist });
    expect(created.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.recovery_codes).toHaveLength(10);
    for (const recovery of created.recovery_codes) expect(recovery).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(created.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(created.qr_code.split(',')[1], 'base64').toString()).toMatch(/^<svg/);

    const secret = base32Decode(created.secret);
    const now = () => referenceTotp(secret, clock.now() / 1000);
    const wrong = await call('POST', '/b2b/totp/authenticate', {
      ...step,
      code: now() === '123456' ? '654321' : '123456',
      session_duration_minutes: 60,
      intermediate_session_token: ist,
    });
    expect(errorOf(wrong)).toMatchObject({ status: 401, error_type: 'unable_to_auth_totp_code' });

    const enrolled = await data<Answer>('POST', '/b2b/totp/authenticate', {
      ...step,
      code: now(),
      session_duration_minutes: 60,
      intermediate_session_token: ist,
    });
    expect(enrolled.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'otp',
      'totp',
    ]);
    expect(enrolled.member).toMatchObject({
      mfa_enrolled: true,
      default_mfa_method: 'totp',
      totp_registration_id: member(email, 'northwind-partners').totp!.totp_registration_id,
    });

    // The next login asks for the app; the code just used does not work twice.
    const second = await primary();
    expect(second.mfa_required.member_options.totp_registration_id).toBe(enrolled.member.totp_registration_id);
    const replay = await call('POST', '/b2b/totp/authenticate', {
      ...step,
      code: now(),
      session_duration_minutes: 60,
      intermediate_session_token: second.intermediate_session_token,
    });
    expect(replay.status).toBe(401);
    clock.advance(30_000);
    const later = await data<Answer>('POST', '/b2b/totp/authenticate', {
      ...step,
      code: now(),
      session_duration_minutes: 60,
      intermediate_session_token: second.intermediate_session_token,
    });
    expect(later.member_authenticated).toBe(true);
  });

  it('lets a member with an app in use a backup code once, and rotate the codes', async () => {
    const { data, call, org, member } = await start();
    const acme = org('acme-capital').organization_id;
    const grace = member(DEMO_PEOPLE.grace.email, 'acme-capital');
    const login = () =>
      data<Answer>('POST', '/b2b/passwords/authenticate', {
        email_address: DEMO_PEOPLE.grace.email,
        organization_id: acme,
        password: DEMO_PEOPLE.grace.password,
        session_duration_minutes: 60,
      });
    const first = await login();
    expect(first.mfa_required).toMatchObject({
      member_options: { totp_registration_id: grace.totp!.totp_registration_id },
      secondary_auth_initiated: null,
    });
    const backup = grace.totp!.recovery_codes[0]!;
    const step = { member_id: grace.member_id, organization_id: acme, session_duration_minutes: 60 };
    const recovered = await data<Answer>('POST', '/b2b/recovery_codes/recover', {
      ...step,
      recovery_code: backup,
      intermediate_session_token: first.intermediate_session_token,
    });
    expect(recovered).toMatchObject({ member_authenticated: true, recovery_codes_remaining: 9 });

    const second = await login();
    const reused = await call('POST', '/b2b/recovery_codes/recover', {
      ...step,
      recovery_code: backup,
      intermediate_session_token: second.intermediate_session_token,
    });
    expect(errorOf(reused)).toMatchObject({ status: 401, error_type: 'unable_to_auth_recovery_code' });
    const padded = await call('POST', '/b2b/recovery_codes/recover', {
      ...step,
      recovery_code: ` ${grace.totp!.recovery_codes[0]} `,
      intermediate_session_token: second.intermediate_session_token,
    });
    expect(padded.status).toBe(401);

    const session = recovered.session_token as string;
    const listed = await data<Answer>('GET', '/b2b/recovery_codes', undefined, { session });
    expect(listed.recovery_codes).toHaveLength(9);
    const rotated = await data<Answer>('POST', '/b2b/recovery_codes/rotate', {}, { session });
    expect(rotated.recovery_codes).toHaveLength(10);
    expect(rotated.recovery_codes).not.toContain(listed.recovery_codes[0]);
  });

  it('texts a code automatically to a member whose default is SMS, valid for 2 minutes', async () => {
    const { clock, sim, data, call, org } = await start();
    const northwind = org('northwind-partners').organization_id;
    const login = () =>
      data<Answer>('POST', '/b2b/passwords/authenticate', {
        email_address: DEMO_PEOPLE.alan.email,
        organization_id: northwind,
        password: DEMO_PEOPLE.alan.password,
        session_duration_minutes: 60,
      });
    const first = await login();
    expect(first.mfa_required).toMatchObject({
      member_options: { mfa_phone_number: DEMO_PEOPLE.alan.phone },
      secondary_auth_initiated: 'sms_otp',
    });
    const text = sim.simulation.inbox.latestTo(DEMO_PEOPLE.alan.phone)!;
    expect(text).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('Northwind Partners verification code'),
    });
    const smsCode = /\d{6}/.exec(text.text)![0];
    const step = { member_id: first.member_id, organization_id: northwind, session_duration_minutes: 60 };
    const done = await data<Answer>('POST', '/b2b/otps/sms/authenticate', {
      ...step,
      code: smsCode,
      intermediate_session_token: first.intermediate_session_token,
    });
    expect(done.member_session.authentication_factors.map((factor: Answer) => factor.type)).toEqual([
      'password',
      'otp',
    ]);

    const second = await login();
    const lateCode = /\d{6}/.exec(sim.simulation.inbox.latestTo(DEMO_PEOPLE.alan.phone)!.text)![0];
    clock.advance(2 * 60_000);
    const late = await call('POST', '/b2b/otps/sms/authenticate', {
      ...step,
      code: lateCode,
      intermediate_session_token: second.intermediate_session_token,
    });
    expect(errorOf(late)).toMatchObject({ status: 401, error_type: 'unable_to_auth_otp_code' });
  });

  it('enrols a phone number, refusing invalid and duplicate numbers', async () => {
    const { sim, data, call, org, code } = await start();
    const northwind = org('northwind-partners').organization_id;
    const email = DEMO_PEOPLE.katherine.email;
    await data('POST', '/b2b/magic_links/email/login_or_signup', { email_address: email, organization_id: northwind });
    const link = new URL(sim.simulation.inbox.latestTo(email)!.links[0]!);
    const primary = await data<Answer>('POST', '/b2b/magic_links/authenticate', {
      magic_links_token: link.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    const step = {
      member_id: primary.member_id,
      organization_id: northwind,
      intermediate_session_token: primary.intermediate_session_token,
    };
    expect(errorOf(await call('POST', '/b2b/otps/sms/send', { ...step, mfa_phone_number: '555-0199' }))).toMatchObject({
      status: 400,
      error_type: 'invalid_phone_number',
    });
    expect(
      errorOf(await call('POST', '/b2b/otps/sms/send', { ...step, mfa_phone_number: DEMO_PEOPLE.alan.phone })),
    ).toMatchObject({ status: 400, error_type: 'duplicate_member_phone_number' });
    const { intermediate_session_token: _ist, ...withoutIst } = step;
    expect(
      errorOf(await call('POST', '/b2b/otps/sms/send', { ...withoutIst, mfa_phone_number: '+15555550199' })),
    ).toMatchObject({
      status: 403,
      error_type: 'unauthorized_action',
    });

    await data('POST', '/b2b/otps/sms/send', { ...step, mfa_phone_number: '+15555550199' });
    const done = await data<Answer>('POST', '/b2b/otps/sms/authenticate', {
      ...step,
      code: code('+15555550199'),
      session_duration_minutes: 60,
    });
    expect(done.member).toMatchObject({
      mfa_phone_number: '+15555550199',
      mfa_phone_number_verified: true,
      mfa_enrolled: true,
      default_mfa_method: 'sms_otp',
    });
  });
});
