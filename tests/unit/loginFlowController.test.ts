import { snapshot } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { loginFlowWithIntents, viewFor } from './support/loginFlow';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import type { AuthenticateAnswer, Member, Organization } from '../../src/login/flow/entities';
import type { FlowClient } from '../../src/login/flow/runtime';
import type { FlowEvent, IntegratorConfig } from '../../src/login/flow/types';
import { DEFAULT_BOOTSTRAP, type Bootstrap } from '../../src/login/provider/bootstrap';
import { ApiError, UnsafeRedirectError } from '../../src/login/provider/errors';

const START = 1_700_000_000_000;
/** What the widget shows for the flow's current screen (each screen group makes its own view). */
const viewOf = (flow: ReturnType<typeof loginFlowWithIntents>) => viewFor(flow.state, flow.config, flow.localize);
const acme: Organization = { organization_id: 'org-acme', organization_name: 'Acme', organization_slug: 'acme' };
const ada: Member = {
  member_id: 'member-ada',
  email_address: 'ada@acme.com',
  email_address_verified: true,
  member_password_id: 'pw-1',
  mfa_phone_number: '',
  mfa_phone_number_verified: false,
  totp_registration_id: '',
};
const loggedIn: AuthenticateAnswer = { member_session: { member_session_id: 's-1' }, organization: acme, member: ada };
const enrolMfa: AuthenticateAnswer = {
  member_session: null,
  mfa_required: { secondary_auth_initiated: null },
  organization: acme,
  member: ada,
};
const apiError = (error_type: string, error_message = 'provider message') =>
  new ApiError({ status_code: 400, error_type, error_message });

/** A provider client whose every call is a vi.fn answering {} unless a test says otherwise. */
function fakeClient(bootstrap: Bootstrap, signedIn: boolean) {
  const call = () => vi.fn(async (_args?: unknown): Promise<unknown> => ({}));
  const provider = () => ({ start: call(), discovery: { start: call() } });
  return {
    magicLinks: {
      email: { loginOrSignup: call(), discovery: { send: call() } },
      authenticate: call(),
      discovery: { authenticate: call() },
    },
    otps: {
      email: { loginOrSignup: call(), authenticate: call(), discovery: { send: call(), authenticate: call() } },
      sms: { send: call(), authenticate: call() },
    },
    oauth: {
      authenticate: call(),
      discovery: { authenticate: call() },
      google: provider(),
      microsoft: provider(),
      hubspot: provider(),
      slack: provider(),
      github: provider(),
    },
    sso: { authenticate: call(), discoverConnections: call(), start: call() },
    discovery: { organizations: { create: call() }, intermediateSessions: { exchange: call() } },
    organization: { getBySlug: call() },
    member: { search: call() },
    passwords: {
      authenticate: call(),
      resetByEmailStart: call(),
      resetByEmail: call(),
      resetBySession: call(),
      strengthCheck: call(),
      discovery: { authenticate: call(), resetByEmailStart: call(), resetByEmail: call() },
    },
    totp: { create: call(), authenticate: call() },
    recoveryCodes: { recover: call() },
    impersonation: { authenticate: call() },
    idp: { oauthAuthorizeStart: call(), oauthAuthorizeSubmit: call(), oauthLogoutStart: call() },
    session: { revoke: call() },
    bootstrap: { getSync: () => bootstrap, getAsync: vi.fn(async () => bootstrap) },
    state: { client: signedIn ? { member: {}, organization: {}, session: {} } : null },
  };
}

interface Setup {
  config?: Partial<IntegratorConfig>;
  href?: string;
  bootstrap?: Partial<Bootstrap>;
  mode?: 'login' | 'idpConsent';
  signedIn?: boolean;
  stored?: Record<string, string>;
  /** The page's address, when the flow shares a page with another. */
  location?: PageLocation;
}

interface PageLocation {
  href: string;
  replace: (url: string) => void;
  assign: (url: string) => void;
}

let page = 0;

function setup(options: Setup = {}) {
  const clock = new VirtualClock(START);
  const bootstrap = { ...DEFAULT_BOOTSTRAP, ...options.bootstrap };
  const client = fakeClient(bootstrap, options.signedIn ?? true);
  const location = options.location ?? {
    href: options.href ?? `https://app.example.com/login?page=${++page}`,
    replace: vi.fn((url: string) => {
      location.href = url;
    }),
    assign: vi.fn(),
  };
  const items = new Map(Object.entries(options.stored ?? {}));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: (key: string) => void items.delete(key),
  };
  const events: FlowEvent[] = [];
  const toaster = { show: vi.fn() };
  const clipboard = { writeText: vi.fn(async () => undefined) };
  const config: IntegratorConfig = {
    products: ['magic_link'],
    authFlowType: 'Organization',
    organizationSlug: 'acme',
    ...options.config,
  };
  client.organization.getBySlug.mockResolvedValue({ organization: acme });
  const flow = loginFlowWithIntents({
    client: client as unknown as FlowClient,
    config,
    clock,
    location,
    storage,
    onEvent: (event) => events.push(event),
    mode: options.mode,
    toaster,
    clipboard,
  });
  return { flow, client, clock, location, storage, items, events, toaster, clipboard };
}

/** Lets fire-and-forget effects (a code sent on arrival, a creation) finish. */
/**
 * Lets what a transition started finish: its promises, and the import of an intent group the flow loads on
 * first use (second factors, passwords, consent), which takes macrotasks the first time.
 */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const screenOf = (flow: ReturnType<typeof setup>['flow']) => snapshot(flow.state).screen;

describe('login flow controller: tokens on load', () => {
  type Client = ReturnType<typeof fakeClient>;
  const tokenCases: [string, (client: Client) => ReturnType<typeof vi.fn>, Record<string, unknown>][] = [
    ['discovery', (c) => c.magicLinks.discovery.authenticate, { discovery_magic_links_token: 'tok-discovery' }],
    ['discovery_oauth', (c) => c.oauth.discovery.authenticate, { discovery_oauth_token: 'tok-discovery_oauth' }],
    ['oauth', (c) => c.oauth.authenticate, { oauth_token: 'tok-oauth', session_duration_minutes: 60 }],
    ['sso', (c) => c.sso.authenticate, { sso_token: 'tok-sso', session_duration_minutes: 60 }],
    [
      'multi_tenant_magic_links',
      (c) => c.magicLinks.authenticate,
      { magic_links_token: 'tok-multi_tenant_magic_links', session_duration_minutes: 60 },
    ],
    [
      'multi_tenant_impersonation',
      (c) => c.impersonation.authenticate,
      { impersonation_token: 'tok-multi_tenant_impersonation' },
    ],
  ];

  it.each(tokenCases)('authenticates a %s token, removing it from the address first', async (type, pick, args) => {
    const href = `https://app.example.com/login?keep=1&stytch_token_type=${type}&token=tok-${type}`;
    const { flow, client, location, events } = setup({ href });
    const method = pick(client);
    method.mockImplementation(async () => {
      expect(location.href).toBe('https://app.example.com/login?keep=1');
      // Meanwhile Logged In reads 'Logging in...', and the flow is not complete yet.
      expect(viewOf(flow)).toEqual({ screen: 'LoggedIn', status: 'completing' });
      expect(events).toEqual([]);
      return type.startsWith('discovery') ? { email_address: 'ada@acme.com', discovered_organizations: [] } : loggedIn;
    });
    await flow.start();
    expect(method).toHaveBeenCalledExactlyOnceWith(args);
    if (type.startsWith('discovery')) expect(screenOf(flow)).toBe('Discovery');
    else expect(viewOf(flow)).toEqual({ screen: 'LoggedIn', status: 'success' });
    expect(events).toEqual(type.startsWith('discovery') ? [] : [{ type: 'flowComplete' }]);
    expect(client.organization.getBySlug).not.toHaveBeenCalled();
  });

  it('never authenticates a token twice: start again, a second flow on the page, StrictMode', async () => {
    const href = 'https://app.example.com/login?stytch_token_type=oauth&token=once';
    const first = setup({ href });
    first.client.oauth.authenticate.mockResolvedValue(loggedIn);
    await Promise.all([first.flow.start(), first.flow.start()]);
    // A second flow on the same page that read the address before the first took the token out of it.
    const second = setup({ location: first.location });
    first.location.href = href;
    await second.flow.start();
    expect(first.client.oauth.authenticate).toHaveBeenCalledTimes(1);
    expect(second.client.oauth.authenticate).not.toHaveBeenCalled();
  });

  it('remembers spent tokens by page: a flow on another page spends its own', async () => {
    const href = 'https://app.example.com/login?stytch_token_type=oauth&token=same-on-each-page';
    const first = setup({ href });
    first.client.oauth.authenticate.mockResolvedValue(loggedIn);
    await first.flow.start();
    const other = setup({ href });
    other.client.oauth.authenticate.mockResolvedValue(loggedIn);
    await other.flow.start();
    expect(other.client.oauth.authenticate).toHaveBeenCalledExactlyOnceWith({
      oauth_token: 'same-on-each-page',
      session_duration_minutes: 60,
    });
  });

  it.each([
    ['multi_tenant_magic_links', new Error('expired'), 'EmailMagicLink'],
    ['discovery', new Error('expired'), 'EmailMagicLink'],
    ['sso', new Error('expired'), 'Default'],
    ['oauth', new Error('Request blocked by an ad blocker'), 'AdBlockerDetected'],
  ])('a failed %s token shows the %s error without back', async (type, error, errorType) => {
    const { flow, client } = setup({ href: `https://app.example.com/?stytch_token_type=${type}&token=bad-${type}` });
    client.magicLinks.authenticate.mockRejectedValue(error);
    client.magicLinks.discovery.authenticate.mockRejectedValue(error);
    client.sso.authenticate.mockRejectedValue(error);
    client.oauth.authenticate.mockRejectedValue(error);
    await flow.start();
    expect(snapshot(flow.state)).toMatchObject({
      screen: 'Error',
      busy: false,
      error: { type: errorType, canGoBack: false },
    });
    expect(viewOf(flow)).toMatchObject({
      screen: 'Error',
      heading: 'Looks like there was an error!',
      canGoBack: false,
    });
  });

  it('ignores unknown token types and leaves the address alone', async () => {
    const href = 'https://app.example.com/?stytch_token_type=weird&token=t';
    const { flow, location } = setup({ href });
    await flow.start();
    expect(location.replace).not.toHaveBeenCalled();
    expect(snapshot(flow.state).organization).toEqual(acme);
  });

  it('fires flow complete when Logged In comes up', async () => {
    const { flow, client, events } = setup({ href: 'https://app.example.com/?stytch_token_type=sso&token=done' });
    client.sso.authenticate.mockResolvedValue(loggedIn);
    await flow.start();
    expect(events).toEqual([{ type: 'flowComplete' }]);
  });
});

describe('login flow controller: organization resolution', () => {
  it('loads the configured slug', async () => {
    const { flow, client } = setup();
    expect(viewOf(flow)).toMatchObject({ screen: 'Main', resolvingOrganization: true });
    await flow.start();
    expect(client.organization.getBySlug).toHaveBeenCalledWith({ organization_slug: 'acme' });
    expect(viewOf(flow)).toMatchObject({ screen: 'Main', header: 'Continue to Acme', resolvingOrganization: false });
  });

  it('reads the slug from the address with the bootstrap slug pattern', async () => {
    const { flow, client } = setup({
      config: { organizationSlug: undefined },
      href: 'https://globex.example.com/login',
      bootstrap: { slugPattern: 'https://{{slug}}.example.com' },
    });
    await flow.start();
    expect(client.organization.getBySlug).toHaveBeenCalledWith({ organization_slug: 'globex' });
  });

  it('shows the organization error without back when there is no slug, or no such organization', async () => {
    const missing = setup({ config: { organizationSlug: undefined } });
    await missing.flow.start();
    expect(snapshot(missing.flow.state).error).toEqual({ type: 'Organization', canGoBack: false });
    const unknown = setup();
    unknown.client.organization.getBySlug.mockResolvedValue({ organization: null });
    await unknown.flow.start();
    expect(viewOf(unknown.flow)).toMatchObject({
      screen: 'Error',
      message:
        'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
    });
  });
});

describe('login flow controller: e-mail', () => {
  it('asks how to continue when both magic link and code are enabled', async () => {
    const { flow, client } = setup({ config: { products: ['email_otp', 'magic_link'] } });
    await flow.start();
    await flow.submitEmail(' ada@acme.com ');
    expect(viewOf(flow)).toEqual({
      screen: 'EmailMethodSelection',
      methods: ['email_otp', 'magic_link'],
      errors: {},
      submitting: false,
    });
    expect(client.magicLinks.email.loginOrSignup).not.toHaveBeenCalled();
    await flow.chooseEmailMethod('magic_link');
    expect(client.magicLinks.email.loginOrSignup).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
    });
    expect(screenOf(flow)).toBe('EmailConfirmation');
  });

  it('sends an organization login link with the integrator options', async () => {
    const { flow, client } = setup({
      config: {
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://l',
          signupRedirectURL: 'https://s',
          loginTemplateId: 'lt',
          signupTemplateId: 'st',
        },
      },
    });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    expect(client.magicLinks.email.loginOrSignup).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
      login_redirect_url: 'https://l',
      signup_redirect_url: 'https://s',
      login_template_id: 'lt',
      signup_template_id: 'st',
    });
    expect(viewOf(flow)).toEqual({ screen: 'EmailConfirmation', email: 'ada@acme.com', senderDomain: 'stytch.com' });
    flow.tryAgain();
    expect(snapshot(flow.state)).toMatchObject({ screen: 'Main', form: { userSuppliedEmail: '' } });
  });

  it('sends a discovery code, counts down every second, and lists organizations on the right code', async () => {
    const { flow, client, clock, toaster } = setup({ config: { products: ['email_otp'], authFlowType: 'Discovery' } });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    expect(client.otps.email.discovery.send).toHaveBeenCalledWith({ email_address: 'ada@acme.com' });
    expect(toaster.show).not.toHaveBeenCalled();
    expect(snapshot(flow.state).form.codeExpiration).toBe(START + 600_000);
    expect(viewOf(flow)).toMatchObject({
      screen: 'EmailOtpEntry',
      email: 'ada@acme.com',
      countdown: { state: 'running', remaining: '10:00' },
    });
    clock.advance(1_000);
    expect(viewOf(flow)).toMatchObject({ countdown: { state: 'running', remaining: '9:59' } });
    clock.advance(599_000);
    expect(viewOf(flow)).toMatchObject({ countdown: { state: 'expired' } });

    client.otps.email.discovery.authenticate.mockRejectedValueOnce(apiError('otp_code_not_found'));
    await flow.submitOtp('000000');
    expect(snapshot(flow.state).form.errors).toEqual({ code: 'Invalid passcode, please try again.' });

    client.otps.email.discovery.send.mockClear();
    await flow.resendCode();
    expect(client.otps.email.discovery.send).toHaveBeenCalledTimes(1);
    expect(viewOf(flow)).toMatchObject({ countdown: { state: 'running', remaining: '10:00' } });
    expect(toaster.show).toHaveBeenCalledWith('Email resent', { type: 'success' });

    client.otps.email.discovery.authenticate.mockResolvedValueOnce({
      email_address: 'ada@acme.com',
      discovered_organizations: [],
    });
    await flow.submitOtp('123456');
    expect(client.otps.email.discovery.authenticate).toHaveBeenLastCalledWith({
      code: '123456',
      email_address: 'ada@acme.com',
    });
    expect(screenOf(flow)).toBe('Discovery');
    expect(clock.pending).toBe(0);
  });

  it('authenticates an organization code into primary authentication success', async () => {
    const { flow, client } = setup({
      config: { products: ['email_otp'], sessionOptions: { sessionDurationMinutes: 30 } },
    });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    expect(client.otps.email.loginOrSignup).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
    });
    client.otps.email.authenticate.mockResolvedValue(loggedIn);
    await flow.submitOtp('123456');
    expect(client.otps.email.authenticate).toHaveBeenCalledWith({
      code: '123456',
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
      session_duration_minutes: 30,
    });
    expect(screenOf(flow)).toBe('LoggedIn');
  });

  it.each([
    [
      'inactive_email',
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    ],
    [
      'email_jit_provisioning_not_allowed',
      'ada@acme.com does not have access to Acme. If you think this is a mistake, contact your admin.',
    ],
    [
      'rate_limited',
      'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.',
    ],
  ])('shows the %s send error under the e-mail field', async (type, text) => {
    const { flow, client } = setup({ config: { products: ['email_otp'] } });
    await flow.start();
    client.otps.email.loginOrSignup.mockRejectedValue(apiError(type));
    await flow.submitEmail('ada@acme.com');
    expect(viewOf(flow)).toMatchObject({ screen: 'Main', errors: { email: text }, submitting: false });
  });
});

describe('login flow controller: MFA', () => {
  async function toEnrolment(include?: IntegratorConfig['mfaProductInclude']) {
    const harness = setup({ config: { products: ['email_otp'], mfaProductInclude: include } });
    await harness.flow.start();
    await harness.flow.submitEmail('ada@acme.com');
    harness.client.otps.email.authenticate.mockResolvedValue(enrolMfa);
    await harness.flow.submitOtp('123456');
    await settle();
    return harness;
  }

  it('offers the enrolment options in the integrator order', async () => {
    const harness = setup({ config: { products: ['email_otp'], mfaProductOrder: ['sms_otp'] } });
    await harness.flow.start();
    await harness.flow.submitEmail('ada@acme.com');
    harness.client.otps.email.authenticate.mockResolvedValue(enrolMfa);
    await harness.flow.submitOtp('123456');
    expect(viewOf(harness.flow)).toEqual({ screen: 'MfaEnrollmentSelection', methods: ['sms_otp', 'totp'] });
  });

  it('enrols a phone: sends to the typed number, then verifies with the code', async () => {
    const { flow, client, clock } = await toEnrolment(['sms_otp']);
    expect(screenOf(flow)).toBe('SmsOtpEnrollment');
    client.otps.sms.send.mockRejectedValueOnce(apiError('duplicate_member_phone_number'));
    await flow.submitPhone('+15551234567', 'US');
    expect(viewOf(flow)).toMatchObject({
      screen: 'SmsOtpEnrollment',
      phoneError: 'A member with the specified phone number already exists for this organization.',
    });
    await flow.submitPhone('+15557654321', 'US');
    expect(client.otps.sms.send).toHaveBeenLastCalledWith({
      member_id: 'member-ada',
      organization_id: 'org-acme',
      mfa_phone_number: '+15557654321',
    });
    expect(viewOf(flow)).toMatchObject({
      screen: 'SmsOtpEntry',
      formattedDestination: '+1 555 765 4321',
      countdown: { state: 'running', remaining: '2:00' },
      canGoBackToEnrollment: true,
      offerTotp: false,
    });
    expect(snapshot(flow.state).sms.codeExpiration).toBe(clock.now() + 120_000);
    client.otps.sms.authenticate.mockRejectedValueOnce(apiError('otp_code_not_found'));
    await flow.submitOtp('111111');
    expect(snapshot(flow.state).form.errors.code).toBe('Invalid passcode, please try again.');
    client.otps.sms.authenticate.mockResolvedValueOnce(loggedIn);
    await flow.submitOtp('123456');
    expect(client.otps.sms.authenticate).toHaveBeenLastCalledWith({
      code: '123456',
      member_id: 'member-ada',
      organization_id: 'org-acme',
      session_duration_minutes: 60,
      set_mfa_enrollment: 'enroll',
    });
    expect(screenOf(flow)).toBe('LoggedIn');
  });

  it('sends a code on arrival for an enrolled phone and offers the authenticator app', async () => {
    const harness = setup({ config: { products: ['email_otp'] } });
    await harness.flow.start();
    await harness.flow.submitEmail('ada@acme.com');
    harness.client.otps.email.authenticate.mockResolvedValue({
      ...enrolMfa,
      member: {
        ...ada,
        mfa_phone_number: '+15550001111',
        mfa_phone_number_verified: true,
        totp_registration_id: 't-1',
        default_mfa_method: 'sms_otp',
      },
    });
    await harness.flow.submitOtp('123456');
    await settle();
    expect(harness.client.otps.sms.send).toHaveBeenCalledWith({ member_id: 'member-ada', organization_id: 'org-acme' });
    expect(viewOf(harness.flow)).toMatchObject({
      screen: 'SmsOtpEntry',
      formattedDestination: '+15550001111',
      offerTotp: true,
      canGoBackToEnrollment: false,
    });
    await harness.flow.chooseMfaMethod('totp');
    expect(viewOf(harness.flow)).toMatchObject({ screen: 'TotpEntry', isEnrolling: false, offerSms: true });
    await harness.flow.useRecoveryCode();
    harness.client.recoveryCodes.recover.mockRejectedValueOnce(apiError('recovery_code_not_found'));
    await harness.flow.submitRecoveryCode(' code-1 ');
    expect(harness.client.recoveryCodes.recover).toHaveBeenCalledWith({
      recovery_code: ' code-1 ',
      member_id: 'member-ada',
      organization_id: 'org-acme',
      session_duration_minutes: 60,
    });
    expect(snapshot(harness.flow.state).form.errors.code).toBe('Invalid backup code, please try again.');
    harness.client.recoveryCodes.recover.mockResolvedValueOnce(loggedIn);
    await harness.flow.submitRecoveryCode('code-2');
    expect(screenOf(harness.flow)).toBe('LoggedIn');
  });

  it('coming back to the QR code shows the new enrolment only, and the two screens keep swapping', async () => {
    const harness = await toEnrolment();
    const { flow, client } = harness;
    const created = (secret: string) => ({ secret, qr_code: `data:${secret}`, recovery_codes: [] });
    client.totp.create.mockResolvedValueOnce(created('FIRSTSECRET'));
    await flow.chooseMfaMethod('totp');
    await settle();
    expect(viewOf(flow)).toMatchObject({ screen: 'TotpEnrollmentQrCode', status: 'ready', qrCode: 'data:FIRSTSECRET' });
    flow.back();

    // The second arrival creates again: until that answer, the first secret is no longer offered.
    let answer!: (value: unknown) => void;
    client.totp.create.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await flow.chooseMfaMethod('totp');
    await settle();
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentQrCode', status: 'creating' });

    // A member who got to the typed secret anyway sees the answer there, and the swap still works both ways.
    await flow.toggleTotpDisplay();
    answer(created('SECONDSECRET'));
    await settle();
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentManual', secretGroups: ['seco', 'ndse', 'cret'] });
    await flow.toggleTotpDisplay();
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentQrCode', status: 'ready', qrCode: 'data:SECONDSECRET' });
    await flow.toggleTotpDisplay();
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentManual', secretGroups: ['seco', 'ndse', 'cret'] });
  });

  it('enrols an authenticator app: creates on arrival, shows the secret, verifies, then the backup codes', async () => {
    const harness = setup({ config: { products: ['email_otp'], mfaProductInclude: ['totp'] } });
    harness.client.totp.create.mockResolvedValue({
      secret: 'ABCDEFGHIJKLMNOP',
      qr_code: 'data:qr',
      recovery_codes: ['c-1', 'c-2'],
    });
    await harness.flow.start();
    await harness.flow.submitEmail('ada@acme.com');
    harness.client.otps.email.authenticate.mockResolvedValue(enrolMfa);
    await harness.flow.submitOtp('123456');
    await settle();
    const { flow, client, toaster, clipboard } = harness;
    expect(client.totp.create).toHaveBeenCalledTimes(1);
    expect(client.totp.create).toHaveBeenCalledWith({ member_id: 'member-ada', organization_id: 'org-acme' });
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentQrCode', status: 'ready', qrCode: 'data:qr' });
    await flow.toggleTotpDisplay();
    expect(viewOf(flow)).toEqual({ screen: 'TotpEnrollmentManual', secretGroups: ['abcd', 'efgh', 'ijkl', 'mnop'] });
    await flow.copyTotpSecret();
    expect(clipboard.writeText).toHaveBeenCalledWith('ABCDEFGHIJKLMNOP');
    expect(toaster.show).toHaveBeenLastCalledWith('Code copied', { type: 'success' });
    await flow.continueTotpEnrollment();
    client.totp.authenticate.mockResolvedValue(loggedIn);
    await flow.submitTotp('123456');
    expect(client.totp.authenticate).toHaveBeenCalledWith({
      code: '123456',
      member_id: 'member-ada',
      organization_id: 'org-acme',
      session_duration_minutes: 60,
      set_mfa_enrollment: 'enroll',
    });
    expect(viewOf(flow)).toEqual({
      screen: 'RecoveryCodeSave',
      codes: ['c-1', 'c-2'],
      fileName: 'Acme-backup-codes.txt',
      fileContent: 'c-1\nc-2',
    });
    clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    await flow.copyBackupCodes();
    expect(toaster.show).toHaveBeenLastCalledWith("Couldn't copy codes to clipboard", { type: 'error' });
    await flow.copyBackupCodes();
    expect(toaster.show).toHaveBeenLastCalledWith('Copied', { type: 'success' });
    await flow.acknowledgeBackupCodes();
    expect(screenOf(flow)).toBe('LoggedIn');
  });
});

describe('login flow controller: discovery', () => {
  const discovered = (id: string, type = 'active_member', extra = {}) => ({
    membership: { type, member: null },
    organization: { ...acme, organization_id: id, organization_name: id },
    primary_required: null,
    ...extra,
  });

  async function discovering(
    list: unknown[],
    config: Partial<IntegratorConfig> = {},
    bootstrap: Partial<Bootstrap> = {},
  ) {
    const harness = setup({
      config: { authFlowType: 'Discovery', organizationSlug: undefined, ...config },
      href: 'https://app.example.com/?stytch_token_type=discovery&token=d-' + String(++page),
      bootstrap,
    });
    harness.client.magicLinks.discovery.authenticate.mockResolvedValue({
      email_address: 'ada@acme.com',
      discovered_organizations: list,
    });
    harness.client.discovery.intermediateSessions.exchange.mockResolvedValue(loggedIn);
    await harness.flow.start();
    await settle();
    return harness;
  }

  it('exchanges the session for the chosen organization', async () => {
    const { flow, client } = await discovering([discovered('one'), discovered('two', 'invited_member')]);
    expect(viewOf(flow)).toMatchObject({
      screen: 'Discovery',
      email: 'ada@acme.com',
      organizations: [
        { organizationId: 'one', name: 'one', logoUrl: null, action: null },
        { organizationId: 'two', name: 'two', logoUrl: null, action: 'acceptInvite' },
      ],
      canCreateOrganization: false,
    });
    await flow.selectOrganization('two');
    await settle();
    expect(client.discovery.intermediateSessions.exchange).toHaveBeenCalledWith({
      organization_id: 'two',
      session_duration_minutes: 60,
    });
    expect(screenOf(flow)).toBe('LoggedIn');
  });

  it('logs in directly for a single membership', async () => {
    const { client, flow } = await discovering([discovered('only')], {
      directLoginForSingleMembership: { status: true },
    });
    expect(client.discovery.intermediateSessions.exchange).toHaveBeenCalledWith({
      organization_id: 'only',
      session_duration_minutes: 60,
    });
    expect(snapshot(flow.state)).toMatchObject({ screen: 'LoggedIn', busy: false });
  });

  it('shows the claimed-domain error with back when the exchange is refused', async () => {
    const { flow, client } = await discovering([discovered('one')]);
    client.discovery.intermediateSessions.exchange.mockRejectedValue(
      apiError('action_not_allowed_email_domain_is_claimed'),
    );
    await flow.selectOrganization('one');
    await settle();
    expect(viewOf(flow)).toMatchObject({
      screen: 'Error',
      canGoBack: true,
      message:
        'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
    });
    flow.back();
    expect(screenOf(flow)).toBe('Main');
  });

  it('with no organizations offers creation when allowed, and creates one', async () => {
    const { flow, client } = await discovering([], {}, { createOrganizationEnabled: true });
    expect(viewOf(flow)).toMatchObject({ screen: 'Discovery', organizations: [], canCreateOrganization: true });
    client.discovery.organizations.create.mockResolvedValue(loggedIn);
    await flow.createOrganization();
    expect(client.discovery.organizations.create).toHaveBeenCalledWith({ session_duration_minutes: 60 });
    expect(screenOf(flow)).toBe('LoggedIn');
  });

  it('with no organizations and creation not allowed shows none to create', async () => {
    const { flow } = await discovering([], { disableCreateOrganization: true }, { createOrganizationEnabled: true });
    expect(viewOf(flow)).toMatchObject({ screen: 'Discovery', organizations: [], canCreateOrganization: false });
  });

  it('creates an organization at once for no membership when configured', async () => {
    const { client } = await discovering(
      [],
      { directCreateOrganizationForNoMembership: true },
      { createOrganizationEnabled: true },
    );
    expect(client.discovery.organizations.create).toHaveBeenCalledTimes(1);
  });

  it('goes to Error when creation fails', async () => {
    const { flow, client } = await discovering([], {}, { createOrganizationEnabled: true });
    client.discovery.organizations.create.mockRejectedValue(new Error('boom'));
    await flow.createOrganization();
    expect(snapshot(flow.state).error).toEqual({ type: 'Default', canGoBack: true });
  });
});

describe('login flow controller: passwords', () => {
  it('reveals the password for a member of the organization, and signs in', async () => {
    const { flow, client } = setup({ config: { products: ['password'] } });
    await flow.start();
    expect(viewOf(flow)).toMatchObject({ blocks: [{ kind: 'passwordEmailForm' }] });
    await flow.submitPasswordEmail('not-an-email');
    expect(snapshot(flow.state).form.errors).toEqual({ email: 'Invalid email address' });
    client.member.search.mockResolvedValue({ member: ada });
    await flow.submitPasswordEmail('ada@acme.com');
    expect(client.member.search).toHaveBeenCalledWith({ email_address: 'ada@acme.com', organization_id: 'org-acme' });
    expect(viewOf(flow)).toEqual({
      screen: 'PasswordEmail',
      email: 'ada@acme.com',
      passwordRevealed: true,
      errors: {},
      submitting: false,
    });
    client.passwords.authenticate.mockRejectedValueOnce(apiError('unauthorized_credentials'));
    await flow.submitPassword('ada@acme.com', 'wrong');
    expect(snapshot(flow.state).form.errors).toEqual({
      form: 'Invalid email or password. Please try again or use the link below to get help.',
    });
    client.passwords.authenticate.mockResolvedValueOnce(loggedIn);
    await flow.submitPassword('ada@acme.com', 'right');
    expect(client.passwords.authenticate).toHaveBeenLastCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
      password: 'right',
      session_duration_minutes: 60,
    });
    expect(screenOf(flow)).toBe('LoggedIn');
    expect(viewOf(flow)).toEqual(
      viewFor(snapshot(flow.state), { products: ['password'], authFlowType: 'Organization' }),
    );
  });

  it('sends anyone else a login link to the reset page', async () => {
    const { flow, client } = setup({
      config: { products: ['password'], passwordOptions: { resetPasswordRedirectURL: 'https://app/reset' } },
    });
    await flow.start();
    client.member.search.mockResolvedValue({ member: null });
    await flow.submitPasswordEmail('new@acme.com');
    expect(client.magicLinks.email.loginOrSignup).toHaveBeenCalledWith({
      email_address: 'new@acme.com',
      organization_id: 'org-acme',
      login_redirect_url: 'https://app/reset',
      signup_redirect_url: 'https://app/reset',
    });
    expect(viewOf(flow)).toEqual({
      screen: 'PasswordResetVerifyConfirmation',
      email: 'new@acme.com',
      senderDomain: 'stytch.com',
    });
  });

  it('forgot password in organization flow: a member gets the reset e-mail, the e-mail is stored first', async () => {
    const { flow, client, items, toaster } = setup({
      config: {
        products: ['magic_link', 'password'],
        passwordOptions: {
          loginRedirectURL: 'https://l',
          resetPasswordRedirectURL: 'https://r',
          resetPasswordExpirationMinutes: 30,
        },
      },
    });
    await flow.start();
    await flow.usePassword();
    expect(screenOf(flow)).toBe('PasswordAuthenticate');
    await flow.forgotPassword();
    expect(viewOf(flow)).toMatchObject({
      screen: 'PasswordForgotForm',
      copy: "We'll email you a login link to sign in to your account directly or reset your password if you have one.",
    });
    client.member.search.mockResolvedValue({ member: ada });
    client.passwords.resetByEmailStart.mockImplementation(async () => {
      expect(items.get('stytch_b2b_password_reset_email')).toBe('ada@acme.com');
      return {};
    });
    await flow.submitForgotPassword('ada@acme.com');
    expect(client.passwords.resetByEmailStart).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
      login_redirect_url: 'https://l',
      reset_password_redirect_url: 'https://r',
      reset_password_expiration_minutes: 30,
    });
    expect(viewOf(flow)).toEqual({ screen: 'PasswordSetNewConfirmation' });
    await flow.resendResetEmail();
    expect(client.passwords.resetByEmailStart).toHaveBeenCalledTimes(2);
    expect(toaster.show).toHaveBeenCalledWith('Email resent', { type: 'success' });
  });

  it('forgot password: a non-member without access sees the access message; reset start errors show the provider message', async () => {
    const { flow, client } = setup({ config: { products: ['password'] } });
    client.organization.getBySlug.mockResolvedValue({
      organization: { ...acme, email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] },
    });
    await flow.start();
    await flow.forgotPassword();
    client.member.search.mockResolvedValue({ member: null });
    await flow.submitForgotPassword('eve@evil.com');
    expect(snapshot(flow.state).form.errors).toEqual({
      email: 'eve@evil.com does not have access to Acme. If you think this is a mistake, contact your admin.',
    });
    client.member.search.mockResolvedValue({ member: ada });
    client.passwords.resetByEmailStart.mockRejectedValue(apiError('no_password', 'This member has no password.'));
    await flow.submitForgotPassword('ada@acme.com');
    expect(snapshot(flow.state).form.errors).toEqual({ form: 'This member has no password.' });
  });

  it('forgot password in discovery flow starts the discovery reset', async () => {
    const { flow, client } = setup({
      config: {
        products: ['password'],
        authFlowType: 'Discovery',
        organizationSlug: undefined,
        passwordOptions: { discoveryRedirectURL: 'https://d' },
      },
    });
    await flow.start();
    await flow.forgotPassword();
    expect(viewOf(flow)).toMatchObject({
      copy: "We'll email you a verification link to sign up for an account or reset your password if you have one.",
    });
    await flow.submitForgotPassword('ada@acme.com');
    expect(client.passwords.discovery.resetByEmailStart).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      discovery_redirect_url: 'https://d',
    });
    expect(client.member.search).not.toHaveBeenCalled();
    expect(screenOf(flow)).toBe('PasswordSetNewConfirmation');
  });

  const resetHref = (type: string, token = `reset-${type}`) =>
    `https://app.example.com/reset?stytch_redirect_type=reset_password&stytch_token_type=${type}&token=${token}`;
  const strong = { valid_password: true, score: 4 };

  async function resetForm(type: string) {
    const harness = setup({ href: resetHref(type), stored: { stytch_b2b_password_reset_email: 'ada@acme.com' } });
    harness.client.passwords.strengthCheck.mockResolvedValue(strong);
    await harness.flow.start();
    return harness;
  }

  it('reset form: waits for a valid strength check (debounced 500 ms)', async () => {
    const { flow, client, clock } = await resetForm('multi_tenant_passwords');
    expect(viewOf(flow)).toMatchObject({ screen: 'PasswordResetForm', storedEmail: 'ada@acme.com', canSubmit: false });
    await flow.submitNewPassword('early');
    expect(client.passwords.resetByEmail).not.toHaveBeenCalled();
    await flow.checkPasswordStrength('correct');
    await flow.checkPasswordStrength('correct horse');
    clock.advance(499);
    expect(client.passwords.strengthCheck).not.toHaveBeenCalled();
    clock.advance(1);
    await settle();
    expect(client.passwords.strengthCheck).toHaveBeenCalledExactlyOnceWith({
      password: 'correct horse',
      email_address: 'ada@acme.com',
    });
    expect(viewOf(flow)).toMatchObject({ canSubmit: true });
  });

  it('reset form: a multi_tenant_passwords link resets by its token and logs in', async () => {
    const { flow, client, clock, location } = await resetForm('multi_tenant_passwords');
    expect(client.magicLinks.authenticate).not.toHaveBeenCalled();
    await flow.checkPasswordStrength('correct horse');
    clock.advance(500);
    await settle();
    client.passwords.resetByEmail.mockResolvedValue(loggedIn);
    await flow.submitNewPassword('correct horse');
    expect(client.passwords.resetByEmail).toHaveBeenCalledWith({
      password_reset_token: 'reset-multi_tenant_passwords',
      password: 'correct horse',
      session_duration_minutes: 60,
    });
    expect(screenOf(flow)).toBe('LoggedIn');
    expect(location.href).toBe('https://app.example.com/reset?stytch_redirect_type=reset_password');
  });

  it('reset form: a discovery link resets in discovery and lists the organizations', async () => {
    const { flow, client, clock } = await resetForm('discovery');
    await flow.checkPasswordStrength('pw');
    clock.advance(500);
    await settle();
    client.passwords.discovery.resetByEmail.mockResolvedValue({
      email_address: 'ada@acme.com',
      discovered_organizations: [],
    });
    await flow.submitNewPassword('pw');
    expect(client.passwords.discovery.resetByEmail).toHaveBeenCalledWith({
      password_reset_token: 'reset-discovery',
      password: 'pw',
    });
    expect(viewOf(flow)).toMatchObject({ screen: 'Discovery', email: 'ada@acme.com' });
  });

  it('reset form: a login link is authenticated on load, then the password is reset by session', async () => {
    const harness = setup({ href: resetHref('multi_tenant_magic_links') });
    harness.client.magicLinks.authenticate.mockResolvedValue(loggedIn);
    harness.client.passwords.strengthCheck.mockResolvedValue(strong);
    await harness.flow.start();
    const { flow, client, clock, location } = harness;
    expect(client.magicLinks.authenticate).toHaveBeenCalledWith({
      magic_links_token: 'reset-multi_tenant_magic_links',
      session_duration_minutes: 60,
    });
    expect(location.href).toBe('https://app.example.com/reset?stytch_redirect_type=reset_password');
    expect(viewOf(flow)).toMatchObject({ screen: 'PasswordResetForm', errors: {}, submitting: false });
    await flow.checkPasswordStrength('pw');
    clock.advance(500);
    await settle();
    client.passwords.resetBySession.mockRejectedValueOnce(new Error('nope'));
    await flow.submitNewPassword('pw');
    expect(snapshot(flow.state).form.errors).toEqual({
      form: 'We were unable to verify your email. Please contact your admin.',
    });
    await flow.submitNewPassword('pw');
    expect(client.passwords.resetBySession).toHaveBeenLastCalledWith({ password: 'pw' });
    expect(screenOf(flow)).toBe('LoggedIn');
  });

  it('reset form: a failed login link says so', async () => {
    const harness = setup({ href: resetHref('multi_tenant_magic_links', 'expired-link') });
    harness.client.magicLinks.authenticate.mockRejectedValue(new Error('expired'));
    await harness.flow.start();
    expect(snapshot(harness.flow.state).form.errors).toEqual({
      form: 'We were unable to verify your email. Please contact your admin for help.',
    });
  });
});

describe('login flow controller: SSO and OAuth', () => {
  const discoveryFlow = {
    products: ['sso', 'google_oauth'] as IntegratorConfig['products'],
    authFlowType: 'Discovery' as const,
    organizationSlug: undefined,
  };
  const connection = (id: string) => ({ connection_id: id, display_name: id, identity_provider: 'okta' });

  it('starts SSO at once for exactly one connection', async () => {
    const { flow, client } = setup({ config: { ...discoveryFlow, ssoOptions: { loginRedirectURL: 'https://l' } } });
    await flow.start();
    flow.openSsoDiscovery();
    expect(screenOf(flow)).toBe('SsoDiscoveryEmail');
    client.sso.discoverConnections.mockResolvedValue({ connections: [connection('c-1')] });
    await flow.submitSsoDiscoveryEmail('ada@acme.com');
    await settle();
    expect(client.sso.discoverConnections).toHaveBeenCalledWith({ email_address: 'ada@acme.com' });
    expect(client.sso.start).toHaveBeenCalledWith({ connection_id: 'c-1', login_redirect_url: 'https://l' });
  });

  it('shows the menu for several connections and the fallback for none', async () => {
    const several = setup({ config: discoveryFlow });
    await several.flow.start();
    several.flow.openSsoDiscovery();
    several.client.sso.discoverConnections.mockResolvedValue({ connections: [connection('a'), connection('b')] });
    await several.flow.submitSsoDiscoveryEmail('ada@acme.com');
    expect(viewOf(several.flow)).toEqual({
      screen: 'SsoDiscoveryMenu',
      connections: [connection('a'), connection('b')],
    });
    await several.flow.startSso('b');
    expect(several.client.sso.start).toHaveBeenCalledWith({ connection_id: 'b' });

    const none = setup({ config: discoveryFlow });
    await none.flow.start();
    none.flow.openSsoDiscovery();
    none.client.sso.discoverConnections.mockResolvedValue({ connections: [] });
    await none.flow.submitSsoDiscoveryEmail('ada@acme.com');
    expect(screenOf(none.flow)).toBe('SsoDiscoveryFallback');
    none.client.organization.getBySlug.mockResolvedValueOnce({ organization: null });
    await none.flow.submitSlug('nope');
    expect(snapshot(none.flow.state).form.errors).toEqual({ slug: 'Organization not found. Please try again.' });
    none.client.organization.getBySlug.mockRejectedValueOnce(new Error('offline'));
    await none.flow.submitSlug('acme');
    expect(snapshot(none.flow.state).form.errors).toEqual({ slug: 'An error occurred. Please try again.' });
    await none.flow.submitSlug('acme');
    expect(snapshot(none.flow.state)).toMatchObject({ screen: 'Main', flowType: 'Organization', organization: acme });
  });

  it('shows the provider message, or the default text, when SSO discovery fails', async () => {
    const { flow, client } = setup({ config: discoveryFlow });
    await flow.start();
    flow.openSsoDiscovery();
    client.sso.discoverConnections.mockRejectedValueOnce(apiError('bad_email', 'Bad e-mail.'));
    await flow.submitSsoDiscoveryEmail('ada@acme.com');
    expect(snapshot(flow.state).form.errors).toEqual({ form: 'Bad e-mail.' });
    client.sso.discoverConnections.mockRejectedValueOnce(new Error('offline'));
    await flow.submitSsoDiscoveryEmail('ada@acme.com');
    expect(snapshot(flow.state).form.errors).toEqual({
      form: 'Something went wrong. Try again later or contact your admin for help.',
    });
  });

  it('starts OAuth: discovery in discovery flow, into the organization otherwise', async () => {
    const discovery = setup({ config: { ...discoveryFlow, oauthOptions: { discoveryRedirectURL: 'https://d' } } });
    await discovery.flow.start();
    await discovery.flow.startOAuth('google');
    expect(discovery.client.oauth.google.discovery.start).toHaveBeenCalledWith({ discovery_redirect_url: 'https://d' });

    const organization = setup({
      config: { products: ['microsoft_oauth'], oauthOptions: { loginRedirectURL: 'https://l' } },
    });
    await organization.flow.start();
    await organization.flow.startOAuth('microsoft');
    expect(organization.client.oauth.microsoft.start).toHaveBeenCalledWith({
      organization_id: 'org-acme',
      login_redirect_url: 'https://l',
    });
  });
});

describe('login flow controller: identity-provider consent', () => {
  const authorize =
    'https://idp.example/consent?client_id=app&redirect_uri=https://app/cb&response_type=code&scope=openid%20email&state=xyz';
  const preflight = (consent_required: boolean) => ({
    consent_required,
    oidc_client: { client_name: 'App' },
    grantable_scope: 'openid email',
    ungrantable_scope: '',
  });

  it('asks when consent is required, and Allow submits and completes', async () => {
    const { flow, client, events, location } = setup({
      href: authorize,
      mode: 'idpConsent',
      bootstrap: { projectName: 'Genios' },
    });
    client.idp.oauthAuthorizeStart.mockResolvedValue(preflight(true));
    client.idp.oauthAuthorizeSubmit.mockResolvedValue({ redirect_uri: 'https://app/cb?code=c' });
    await flow.start();
    expect(client.idp.oauthAuthorizeStart).toHaveBeenCalledWith({
      client_id: 'app',
      redirect_uri: 'https://app/cb',
      response_type: 'code',
      scope: 'openid email',
    });
    expect(viewOf(flow)).toMatchObject({
      screen: 'IdpConsent',
      state: 'authorize',
      title: 'Sign in to App with Genios',
      submitting: false,
    });
    await flow.allowConsent();
    expect(client.idp.oauthAuthorizeSubmit).toHaveBeenCalledWith({
      client_id: 'app',
      redirect_uri: 'https://app/cb',
      response_type: 'code',
      scope: 'openid email',
      state: 'xyz',
      consent_granted: true,
      consent_required: true,
    });
    expect(events).toEqual([
      { type: 'consentFlowStart', client_id: 'app', redirect_uri: 'https://app/cb', scope: 'openid email' },
      { type: 'flowComplete' },
    ]);
    expect(location.assign).toHaveBeenCalledWith('https://app/cb?code=c');
  });

  it('never follows a redirect_uri that is not http(s), even one a client let through: it reports it', async () => {
    const { flow, client, events, location } = setup({ href: authorize, mode: 'idpConsent' });
    client.idp.oauthAuthorizeStart.mockResolvedValue(preflight(false));
    client.idp.oauthAuthorizeSubmit.mockResolvedValue({ redirect_uri: 'javascript:alert(document.cookie)' });
    await flow.start();
    expect(location.assign).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'Refused to go to a javascript: address: only http and https addresses are followed.',
    });
    expect(viewOf(flow)).toEqual({
      screen: 'Error',
      heading: 'Looks like there was an error!',
      message: defaultLoginStrings.error.unsafeRedirect,
      canGoBack: false,
    });
  });

  it('shows a redirect the client refused on the Error screen, from any call, with a way back', async () => {
    const { flow, client } = setup({
      config: {
        products: ['google_oauth'],
        authFlowType: 'Discovery',
        oauthOptions: { discoveryRedirectURL: 'https://d' },
      },
    });
    await flow.start();
    client.oauth.google.discovery.start.mockRejectedValueOnce(new UnsafeRedirectError('javascript:'));
    await flow.startOAuth('google');
    expect(viewOf(flow)).toMatchObject({ screen: 'Error', message: defaultLoginStrings.error.unsafeRedirect });
    expect(viewOf(flow)).toMatchObject({ canGoBack: true });
    flow.back();
    expect(viewOf(flow)).toMatchObject({ screen: 'Main' });
  });

  it('shows a redirect refused outside the flow (One Tap submit) on the Error screen', async () => {
    const { flow } = setup({});
    await flow.start();
    flow.redirectRefused();
    expect(viewOf(flow)).toMatchObject({ screen: 'Error', message: defaultLoginStrings.error.unsafeRedirect });
  });

  it('Deny shows the denied message and tells the page', async () => {
    const { flow, client, events } = setup({ href: authorize, mode: 'idpConsent' });
    client.idp.oauthAuthorizeStart.mockResolvedValue(preflight(true));
    await flow.start();
    await flow.denyConsent();
    expect(client.idp.oauthAuthorizeSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consent_granted: false, consent_required: true }),
    );
    expect(viewOf(flow)).toMatchObject({ state: 'answered', message: 'Access to the application was denied.' });
    expect(events.at(-1)).toEqual({ type: 'consentDenied' });
  });

  it('submits at once when consent is not required', async () => {
    const { flow, client, events } = setup({ href: authorize, mode: 'idpConsent' });
    client.idp.oauthAuthorizeStart.mockResolvedValue(preflight(false));
    await flow.start();
    expect(client.idp.oauthAuthorizeSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consent_granted: false, consent_required: false }),
    );
    // The browser is leaving for the application: a spinner meanwhile.
    expect(viewOf(flow)).toEqual({ screen: 'IdpConsent', state: 'loading' });
    expect(events.at(-1)).toEqual({ type: 'flowComplete' });
  });

  it('shows the preflight error message', async () => {
    const { flow, client } = setup({ href: authorize, mode: 'idpConsent' });
    client.idp.oauthAuthorizeStart.mockRejectedValue(
      apiError('invalid_redirect_uri', 'redirect_uri is not registered for this app'),
    );
    await flow.start();
    expect(viewOf(flow)).toMatchObject({ state: 'error', message: 'redirect_uri is not registered for this app' });
  });

  it('names a missing parameter', async () => {
    const { flow, client } = setup({
      href: 'https://idp.example/consent?redirect_uri=https://app/cb&response_type=code',
      mode: 'idpConsent',
    });
    await flow.start();
    expect(viewOf(flow)).toMatchObject({
      state: 'error',
      message: 'Required parameter is missing: client_id. Please reach out to the application developer.',
    });
    expect(client.idp.oauthAuthorizeStart).not.toHaveBeenCalled();
  });

  it('needs an active session, and the error callback hears of it', async () => {
    const { flow, client, events } = setup({ href: authorize, mode: 'idpConsent', signedIn: false });
    await flow.start();
    expect(viewOf(flow)).toMatchObject({
      state: 'error',
      message: 'No active session detected. Please log in to continue.',
    });
    expect(events.at(-1)).toEqual({ type: 'error', message: 'No active session detected. Please log in to continue.' });
    expect(client.idp.oauthAuthorizeStart).not.toHaveBeenCalled();
  });

  const logout = 'https://idp.example/logout?client_id=app&post_logout_redirect_uri=https://app/bye';

  it('logout: Yes revokes (errors ignored) and leaves; No says not logged out', async () => {
    const yes = setup({ href: logout, mode: 'idpConsent' });
    yes.client.idp.oauthLogoutStart.mockResolvedValue({ consent_required: true, redirect_uri: 'https://app/bye?s=1' });
    yes.client.session.revoke.mockRejectedValue(new Error('gone'));
    await yes.flow.start();
    expect(yes.client.idp.oauthLogoutStart).toHaveBeenCalledWith({
      client_id: 'app',
      post_logout_redirect_uri: 'https://app/bye',
    });
    expect(viewOf(yes.flow)).toMatchObject({ state: 'logout', submitting: false });
    await yes.flow.confirmLogout();
    expect(yes.client.session.revoke).toHaveBeenCalledWith({ forceClear: true });
    expect(yes.location.assign).toHaveBeenCalledWith('https://app/bye?s=1');

    const no = setup({ href: logout, mode: 'idpConsent' });
    no.client.idp.oauthLogoutStart.mockResolvedValue({ consent_required: true, redirect_uri: 'https://app/bye' });
    await no.flow.start();
    await no.flow.declineLogout();
    expect(viewOf(no.flow)).toMatchObject({
      state: 'answered',
      message: 'You have not been logged out. You may close this page.',
    });
    expect(no.client.session.revoke).not.toHaveBeenCalled();
  });

  it('logout without consent required revokes and leaves at once', async () => {
    const { flow, client, location } = setup({ href: logout, mode: 'idpConsent' });
    client.idp.oauthLogoutStart.mockResolvedValue({ consent_required: false, redirect_uri: 'https://app/bye' });
    await flow.start();
    expect(client.session.revoke).toHaveBeenCalledWith({ forceClear: true });
    expect(location.assign).toHaveBeenCalledWith('https://app/bye');
  });
});

describe('login flow controller: lifecycle and robustness', () => {
  it('stops the countdown tick on stop, and start resumes it (React StrictMode)', async () => {
    const { flow, clock } = setup({ config: { products: ['email_otp'] } });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    expect(clock.pending).toBe(1);
    flow.stop();
    expect(clock.pending).toBe(0);
    await flow.start();
    clock.advance(2_000);
    expect(viewOf(flow)).toMatchObject({ countdown: { state: 'running', remaining: '9:58' } });
  });

  it('drops an answer that arrives after the member went back', async () => {
    const { flow, client } = setup({ config: { products: ['email_otp'] } });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    let answer: (value: AuthenticateAnswer) => void = () => undefined;
    client.otps.email.authenticate.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pending = flow.submitOtp('123456');
    expect(viewOf(flow)).toMatchObject({ screen: 'EmailOtpEntry', submitting: true });
    flow.back();
    answer(loggedIn);
    await pending;
    expect(snapshot(flow.state)).toMatchObject({ screen: 'Main', form: { submitting: false } });
  });

  it('treats an answer missing what the flow reads as a failure instead of staying busy', async () => {
    const { flow, client } = setup({ href: 'https://app.example.com/?stytch_token_type=oauth&token=empty-answer' });
    client.oauth.authenticate.mockResolvedValue({});
    await flow.start();
    expect(snapshot(flow.state)).toMatchObject({
      screen: 'Error',
      busy: false,
      error: { type: 'Default', canGoBack: false },
    });
  });

  it('after primary_required offers the remaining methods for the known e-mail and sends there', async () => {
    const { flow, client } = setup({
      config: { products: ['magic_link', 'email_otp', 'google_oauth'] },
      href: 'https://app.example.com/?stytch_token_type=oauth&token=needs-more',
    });
    client.oauth.authenticate.mockResolvedValue({
      ...enrolMfa,
      mfa_required: null,
      primary_required: { allowed_auth_methods: ['email_otp'] },
    });
    await flow.start();
    expect(viewOf(flow)).toMatchObject({
      screen: 'Main',
      header: 'Continue to Acme',
      blocks: [{ kind: 'emailForm', knownEmail: 'ada@acme.com', methods: ['email_otp'] }],
    });
    await flow.chooseEmailMethod('email_otp');
    expect(client.otps.email.loginOrSignup).toHaveBeenCalledWith({
      email_address: 'ada@acme.com',
      organization_id: 'org-acme',
    });
    expect(viewOf(flow)).toMatchObject({ screen: 'EmailOtpEntry', email: 'ada@acme.com' });
  });

  it('returns from SMS OTP Entry to the phone form while enrolling', async () => {
    const { flow, client } = setup({ config: { products: ['email_otp'], mfaProductInclude: ['sms_otp'] } });
    await flow.start();
    await flow.submitEmail('ada@acme.com');
    client.otps.email.authenticate.mockResolvedValue(enrolMfa);
    await flow.submitOtp('123456');
    await flow.submitPhone('+447400123456', 'GB');
    expect(client.otps.sms.send).toHaveBeenCalledWith({
      member_id: 'member-ada',
      organization_id: 'org-acme',
      mfa_phone_number: '+447400123456',
    });
    // The form starts from the number sent to, in its country.
    flow.back();
    expect(viewOf(flow)).toMatchObject({
      screen: 'SmsOtpEnrollment',
      country: 'GB',
      phoneNumber: '7400123456',
    });
  });
});
