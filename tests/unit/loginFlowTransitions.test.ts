import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../src/login/provider/bootstrap';
import { ApiError } from '../../src/login/provider/errors';
import { mfaEnrollmentOptions, oauthProviderOptions, orderMfaMethods } from '../../src/login/flow/config';
import { consentFromAddress } from '../../src/login/groups/federation/consentRequest';
import {
  directLoginTarget,
  discoveryActionFailed,
  discoveryAuthenticated,
  membershipAction,
  organizationSelected,
} from '../../src/login/flow/discovery';
import type { AuthenticateAnswer, DiscoveredOrganization, Member, Organization } from '../../src/login/flow/entities';
import { emailSendErrorText, errorScreenText, phoneErrorText } from '../../src/login/flow/errors';
import { defaultLoginStrings as strings } from '../../src/login/groups/catalogue';
import {
  mfaMethodChosen,
  smsSendFailed,
  smsSending,
  smsSent,
  totpAuthenticated,
  totpCreated,
  totpCreating,
  totpDisplayToggled,
} from '../../src/login/groups/mfa/transitions';
import { back, showError, goTo } from '../../src/login/flow/navigation';
import { organizationLoaded, organizationNeed } from '../../src/login/flow/organization';
import { hasOrganizationAccess } from '../../src/login/groups/passwords/transitions';
import { primaryAuthenticated } from '../../src/login/flow/primary';
import { initialState } from '../../src/login/flow/state';
import { tokenFailed } from '../../src/login/flow/tokens';
import type { IntegratorConfig, MfaInfo, WidgetState } from '../../src/login/flow/types';

const NOW = 1_000_000;
const config: IntegratorConfig = { products: ['magic_link', 'email_otp', 'password'], authFlowType: 'Organization' };
const discoveryConfig: IntegratorConfig = { ...config, authFlowType: 'Discovery' };

const state = (over: Partial<WidgetState> = {}, cfg = config): WidgetState => ({
  ...initialState({
    config: cfg,
    href: 'https://app.example.com/login',
    now: NOW,
    bootstrap: DEFAULT_BOOTSTRAP,
    mode: 'login',
    storedPasswordEmail: null,
  }),
  ...over,
});

const acme = (over: Partial<Organization> = {}): Organization => ({
  organization_id: 'org-acme',
  organization_name: 'Acme',
  organization_slug: 'acme',
  ...over,
});
const ada = (over: Partial<Member> = {}): Member => ({
  member_id: 'member-ada',
  email_address: 'ada@acme.com',
  email_address_verified: true,
  member_password_id: '',
  mfa_phone_number: '+15551234567',
  mfa_phone_number_verified: false,
  totp_registration_id: '',
  default_mfa_method: '',
  ...over,
});
const needsMfa = (
  member: Partial<Member> = {},
  organization: Partial<Organization> = {},
  initiated: string | null = null,
): AuthenticateAnswer => ({
  member_session: null,
  primary_required: null,
  mfa_required: { secondary_auth_initiated: initiated },
  organization: acme(organization),
  member: ada(member),
});
const context = (cfg: IntegratorConfig = config) => ({ config: cfg, now: NOW, postAuthScreen: 'LoggedIn' as const });

const mfaInfo = (over: Partial<MfaInfo> = {}): MfaInfo => ({
  memberId: 'member-ada',
  organizationId: 'org-acme',
  memberPhoneNumber: '+15551234567',
  enrolledMfaMethods: [],
  organizationMfaOptionsSupported: [],
  postAuthScreen: 'LoggedIn',
  isEnrolling: false,
  ...over,
});

describe('login flow: primary authentication success', () => {
  it('goes to Logged In with a member session, clearing history', () => {
    const answer = { ...needsMfa(), member_session: { member_session_id: 's-1' }, mfa_required: null };
    const { state: next, effects } = primaryAuthenticated(state({ history: ['Main'], busy: true }), answer, context());
    expect(next).toMatchObject({ screen: 'LoggedIn', history: [], busy: false, organization: acme(), mfa: null });
    expect(effects).toEqual([]);
  });

  it('goes to the password reset form when the login link was for a reset', () => {
    const answer = { ...needsMfa(), member_session: { member_session_id: 's-1' } };
    const next = primaryAuthenticated(state({ flowType: 'PasswordReset', screen: 'PasswordResetForm' }), answer, {
      ...context(),
      postAuthScreen: 'PasswordResetForm',
    });
    expect(next.state.screen).toBe('PasswordResetForm');
  });

  it('stays on Main in organization flow with the allowed methods, less password for a member without one', () => {
    const answer: AuthenticateAnswer = {
      ...needsMfa({ email_address_verified: false }),
      mfa_required: null,
      primary_required: { allowed_auth_methods: ['sso', 'password', 'magic_link', 'unknown'] },
    };
    const { state: next } = primaryAuthenticated(
      state({ flowType: 'Discovery', screen: 'Discovery' }, discoveryConfig),
      answer,
      context(),
    );
    expect(next).toMatchObject({
      screen: 'Main',
      flowType: 'Organization',
      organization: acme(),
      primary: { enabledMethods: ['sso', 'magic_link'], email: 'ada@acme.com', emailVerified: false },
    });
  });

  it('keeps password for a member who has one', () => {
    const answer: AuthenticateAnswer = {
      ...needsMfa({ member_password_id: 'pw-1' }),
      primary_required: { allowed_auth_methods: ['password'] },
    };
    expect(primaryAuthenticated(state(), answer, context()).state.primary?.enabledMethods).toEqual(['password']);
  });

  it('shows the cannot-join error without back when no method is left', () => {
    const answer: AuthenticateAnswer = { ...needsMfa(), primary_required: { allowed_auth_methods: ['password'] } };
    const { state: next } = primaryAuthenticated(state(), answer, context());
    expect(next).toMatchObject({ screen: 'Error', error: { type: 'CannotJoinOrgDueToAuthPolicy', canGoBack: false } });
    expect(errorScreenText(strings, next.error!.type, next.organization?.organization_name)).toBe(
      "Unable to join due to Acme's authentication policy. Please contact your admin for more information.",
    );
  });
});

describe('login flow: MFA after primary authentication', () => {
  it('goes to SMS OTP Entry with a 2-minute expiry when the provider already sent a code', () => {
    const { state: next, effects } = primaryAuthenticated(
      state(),
      needsMfa({ mfa_phone_number_verified: true }, {}, 'sms_otp'),
      context(),
    );
    expect(next.screen).toBe('SmsOtpEntry');
    expect(next.sms).toEqual({
      isSending: false,
      sendError: null,
      codeExpiration: NOW + 120_000,
      formattedDestination: '+15551234567',
      enrolledNumber: null,
    });
    expect(next.mfa).toEqual(mfaInfo({ enrolledMfaMethods: ['sms_otp'] }));
    expect(effects).toEqual([]);
  });

  it("uses the member's default method when enrolled and allowed, sending a code on arrival", () => {
    const answer = needsMfa({
      mfa_phone_number_verified: true,
      totp_registration_id: 'totp-1',
      default_mfa_method: 'sms_otp',
    });
    const { state: next, effects } = primaryAuthenticated(state(), answer, context());
    expect(next.screen).toBe('SmsOtpEntry');
    expect(next.mfa?.enrolledMfaMethods).toEqual(['totp', 'sms_otp']);
    expect(effects).toEqual([{ type: 'sendSms', group: 'mfa' }]);
  });

  it('falls back to the first enrolled allowed method when the default is not allowed', () => {
    const answer = needsMfa(
      { mfa_phone_number_verified: true, totp_registration_id: 'totp-1', default_mfa_method: 'sms_otp' },
      { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] },
    );
    const { state: next, effects } = primaryAuthenticated(state(), answer, context());
    expect(next.screen).toBe('TotpEntry');
    expect(next.mfa).toMatchObject({ enrolledMfaMethods: ['totp'], organizationMfaOptionsSupported: ['totp'] });
    expect(effects).toEqual([]);
  });

  it('goes straight to SMS enrolment when the organization supports only SMS', () => {
    const answer = needsMfa({}, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] });
    const { state: next } = primaryAuthenticated(state(), answer, context());
    expect(next.screen).toBe('SmsOtpEnrollment');
    expect(next.mfa?.isEnrolling).toBe(true);
  });

  it('goes straight to TOTP QR enrolment, creating it, when the integrator includes only TOTP', () => {
    const { state: next, effects } = primaryAuthenticated(
      state(),
      needsMfa(),
      context({ ...config, mfaProductInclude: ['totp'] }),
    );
    expect(next.screen).toBe('TotpEnrollmentQrCode');
    expect(effects).toEqual([{ type: 'createTotp', group: 'mfa' }]);
  });

  it('offers MFA Enrollment Selection when several methods are supported', () => {
    const { state: next } = primaryAuthenticated(state(), needsMfa(), context());
    expect(next).toMatchObject({
      screen: 'MfaEnrollmentSelection',
      mfa: { isEnrolling: true, enrolledMfaMethods: [] },
    });
  });

  it('orders the selection by mfaProductOrder, then the rest, within support and inclusion', () => {
    expect(mfaEnrollmentOptions(mfaInfo(), config)).toEqual(['totp', 'sms_otp']);
    expect(mfaEnrollmentOptions(mfaInfo(), { ...config, mfaProductOrder: ['sms_otp'] })).toEqual(['sms_otp', 'totp']);
    expect(mfaEnrollmentOptions(mfaInfo({ organizationMfaOptionsSupported: ['sms_otp'] }), config)).toEqual([
      'sms_otp',
    ]);
    expect(mfaEnrollmentOptions(mfaInfo(), { ...config, mfaProductInclude: ['totp'] })).toEqual(['totp']);
    expect(orderMfaMethods(['totp', 'sms_otp'], ['sms_otp', 'totp'])).toEqual(['sms_otp', 'totp']);
  });

  it('sets up the chosen method from the selection, and switches between enrolled methods on entry screens', () => {
    const selecting = state({ screen: 'MfaEnrollmentSelection', mfa: mfaInfo({ isEnrolling: true }) });
    expect(mfaMethodChosen(selecting, 'totp')).toEqual({
      state: expect.objectContaining({ screen: 'TotpEnrollmentQrCode', history: ['MfaEnrollmentSelection'] }),
      effects: [{ type: 'createTotp', group: 'mfa' }],
    });
    expect(mfaMethodChosen(selecting, 'sms_otp').state.screen).toBe('SmsOtpEnrollment');
    const onTotp = state({ screen: 'TotpEntry', mfa: mfaInfo({ enrolledMfaMethods: ['totp', 'sms_otp'] }) });
    expect(mfaMethodChosen(onTotp, 'sms_otp')).toEqual({
      state: expect.objectContaining({ screen: 'SmsOtpEntry' }),
      effects: [{ type: 'sendSms', group: 'mfa' }],
    });
  });
});

describe('login flow: SMS state', () => {
  const enrolling = state({ screen: 'SmsOtpEnrollment', mfa: mfaInfo({ isEnrolling: true }) });

  it('raises the sending flag and clears the last error', () => {
    const failed = { ...enrolling, sms: { ...enrolling.sms, sendError: { errorType: 'x', message: 'm' } } };
    expect(smsSending(failed).sms).toMatchObject({ isSending: true, sendError: null });
  });

  it('moves the phone form to SMS OTP Entry with a 2-minute expiry and the destination', () => {
    const number = { countryCode: '+1', phoneNumber: '(555) 123-4567' };
    const next = smsSent(smsSending(enrolling), NOW, '+1 (555) 123-4567', number);
    expect(next.screen).toBe('SmsOtpEntry');
    expect(next.history).toEqual(['SmsOtpEnrollment']);
    expect(next.sms).toEqual({
      isSending: false,
      sendError: null,
      codeExpiration: NOW + 120_000,
      formattedDestination: '+1 (555) 123-4567',
      enrolledNumber: number,
    });
  });

  it('keeps the error, and sets the expiry to now when there was none', () => {
    const error = new ApiError({
      status_code: 400,
      error_type: 'duplicate_member_phone_number',
      error_message: 'Taken',
    });
    const { state: next, effects } = smsSendFailed(smsSending(enrolling), error, NOW);
    expect(next.sms).toMatchObject({
      isSending: false,
      sendError: { errorType: 'duplicate_member_phone_number', message: 'Taken' },
      codeExpiration: NOW,
    });
    expect(effects).toEqual([]);
    expect(phoneErrorText(strings, 'duplicate_member_phone_number')).toBe(
      'A member with the specified phone number already exists for this organization.',
    );
    expect(phoneErrorText(strings, null)).toBe('Invalid phone number, please try again.');
  });

  it('keeps an earlier expiry and toasts the provider message on SMS OTP Entry', () => {
    const entry = state({ screen: 'SmsOtpEntry', mfa: mfaInfo(), sms: { ...enrolling.sms, codeExpiration: NOW + 5 } });
    const error = new ApiError({ status_code: 429, error_type: 'too_many_requests', error_message: 'Slow down' });
    const { state: next, effects } = smsSendFailed(entry, error, NOW + 100);
    expect(next.sms.codeExpiration).toBe(NOW + 5);
    expect(effects).toEqual([{ type: 'toast', message: 'Slow down', toastType: 'error' }]);
  });
});

describe('login flow: TOTP and recovery codes', () => {
  const enrolling = state({ screen: 'TotpEnrollmentQrCode', mfa: mfaInfo({ isEnrolling: true }) });
  const created = { secret: 'ABCDEFGHIJKLMNOP', qr_code: 'data:image/png;base64,x', recovery_codes: ['a-1', 'b-2'] };
  const same = { memberId: 'member-ada', organizationId: 'org-acme' };

  it('ignores a creation while one is on its way', () => {
    const creating = totpCreating(enrolling)!;
    expect(creating.totp.isCreating).toBe(true);
    expect(totpCreating(creating)).toBeNull();
  });

  it('stores secret, QR code and recovery codes for the member still enrolling, showing the QR code first', () => {
    expect(totpCreated(totpCreating(enrolling)!, same, created).totp).toEqual({
      isCreating: false,
      createError: null,
      enrollment: { secret: 'ABCDEFGHIJKLMNOP', qrCode: 'data:image/png;base64,x', recoveryCodes: ['a-1', 'b-2'] },
      displayMethod: 'qr',
    });
  });

  it('ignores a creation for another member, another organization, or when not enrolling', () => {
    expect(totpCreated(enrolling, { ...same, memberId: 'other' }, created).totp.enrollment).toBeNull();
    expect(totpCreated(enrolling, { ...same, organizationId: 'other' }, created).totp.enrollment).toBeNull();
    expect(totpCreated({ ...enrolling, mfa: mfaInfo() }, same, created).totp.enrollment).toBeNull();
  });

  it('switches between the QR code and the typed secret', () => {
    const manual = totpDisplayToggled(enrolling);
    expect(manual).toMatchObject({ screen: 'TotpEnrollmentManual', totp: { displayMethod: 'manual' } });
    expect(totpDisplayToggled(manual)).toMatchObject({ screen: 'TotpEnrollmentQrCode', totp: { displayMethod: 'qr' } });
  });

  it('shows the backup codes after an enrolment, and the post-auth screen otherwise', () => {
    expect(totpAuthenticated({ ...enrolling, screen: 'TotpEntry' }).screen).toBe('RecoveryCodeSave');
    expect(totpAuthenticated(state({ screen: 'TotpEntry', mfa: mfaInfo() })).screen).toBe('LoggedIn');
    expect(
      totpAuthenticated(state({ screen: 'TotpEntry', mfa: mfaInfo({ postAuthScreen: 'PasswordResetForm' }) })).screen,
    ).toBe('PasswordResetForm');
  });
});

describe('login flow: navigation', () => {
  it('pushes history when asked, and back pops it', () => {
    const one = goTo(state(), 'PasswordAuthenticate', { push: true });
    const two = goTo(one, 'PasswordForgotForm', { push: true });
    expect(two.history).toEqual(['Main', 'PasswordAuthenticate']);
    expect(back(two)).toMatchObject({ screen: 'PasswordAuthenticate', history: ['Main'] });
    expect(back(back(two))).toMatchObject({ screen: 'Main', history: [] });
    expect(back(state())).toMatchObject({ screen: 'Main', history: [] });
    expect(goTo(two, 'LoggedIn').history).toEqual(['Main', 'PasswordAuthenticate']);
  });

  it('carries the error type and back flag, and back from the Error screen returns to Main', () => {
    const error = showError(state({ history: ['Main', 'Discovery'], screen: 'Discovery' }), 'Default', true);
    expect(error).toMatchObject({ screen: 'Error', error: { type: 'Default', canGoBack: true }, history: [] });
    expect(back(error)).toMatchObject({ screen: 'Main', error: null });
  });

  it('clears a screen’s inline errors when leaving it', () => {
    const withError = state({ form: { ...state().form, errors: { email: 'x' }, submitting: true } });
    expect(goTo(withError, 'PasswordAuthenticate').form).toMatchObject({ errors: {}, submitting: false });
  });
});

describe('login flow: tokens and organizations', () => {
  it.each([
    ['multi_tenant_magic_links', new Error('nope'), 'EmailMagicLink'],
    ['discovery', new Error('nope'), 'EmailMagicLink'],
    ['oauth', new Error('nope'), 'Default'],
    ['sso', new ApiError({ status_code: 400, error_type: 'x', error_message: 'y' }), 'Default'],
    ['oauth', new Error('The request was blocked by an ad blocker'), 'AdBlockerDetected'],
    [
      'multi_tenant_magic_links',
      new ApiError({ status_code: 0, error_type: 'ad_blocker_detected', error_message: '' }),
      'AdBlockerDetected',
    ],
  ])('a failed %s token goes to the Error screen without back (%s -> %s)', (tokenType, error, type) => {
    expect(tokenFailed(state({ busy: true }), tokenType, error)).toMatchObject({
      screen: 'Error',
      busy: false,
      error: { type, canGoBack: false },
    });
  });

  it('loads the configured slug, else the one in the address, else the organization is missing', () => {
    const withPattern = state({ bootstrap: { ...DEFAULT_BOOTSTRAP, slugPattern: 'https://{{slug}}.example.com' } });
    expect(
      organizationNeed(withPattern, { ...config, organizationSlug: 'configured' }, 'https://acme.example.com'),
    ).toEqual({
      kind: 'load',
      slug: 'configured',
    });
    expect(organizationNeed(withPattern, config, 'https://acme.example.com/login')).toEqual({
      kind: 'load',
      slug: 'acme',
    });
    expect(organizationNeed(state(), config, 'https://acme.example.com/login')).toEqual({ kind: 'missing' });
    expect(organizationNeed(state({ organization: acme() }), config, 'https://x')).toBeNull();
    expect(organizationNeed(state({}, discoveryConfig), discoveryConfig, 'https://x')).toBeNull();
  });

  it('a null lookup is the organization-not-found error; a late answer changes nothing', () => {
    expect(organizationLoaded(state(), null)).toMatchObject({
      screen: 'Error',
      error: { type: 'Organization', canGoBack: false },
    });
    expect(organizationLoaded(state(), acme()).organization).toEqual(acme());
    const settled = state({ screen: 'LoggedIn', organization: acme({ organization_name: 'Settled' }) });
    expect(organizationLoaded(settled, null)).toBe(settled);
  });
});

describe('login flow: discovery', () => {
  const discovered = (
    type: string,
    id: string,
    over: Partial<DiscoveredOrganization> = {},
  ): DiscoveredOrganization => ({
    membership: { type, member: null },
    organization: acme({ organization_id: id, organization_name: id }),
    primary_required: null,
    ...over,
  });
  const direct = { ...discoveryConfig, directLoginForSingleMembership: { status: true } };
  const answer = (...organizations: DiscoveredOrganization[]) => ({
    email_address: 'ada@acme.com',
    discovered_organizations: organizations,
  });

  it('labels memberships', () => {
    expect(membershipAction(discovered('invited_member', 'a'))).toBe('acceptInvite');
    expect(membershipAction(discovered('pending_member', 'a'))).toBe('join');
    expect(membershipAction(discovered('eligible_to_join_by_email_domain', 'a'))).toBe('join');
    expect(membershipAction(discovered('eligible_to_join_by_oauth_tenant', 'a'))).toBe('join');
    expect(membershipAction(discovered('active_member', 'a'))).toBeNull();
  });

  it('logs in directly only with one active membership and no invites or JIT options unless ignored', () => {
    const one = discovered('active_member', 'one');
    expect(directLoginTarget([one], discoveryConfig)).toBeNull();
    expect(directLoginTarget([one], direct)).toBe(one);
    expect(directLoginTarget([one, discovered('active_member', 'two')], direct)).toBeNull();
    const invite = discovered('invited_member', 'inv');
    const jit = discovered('eligible_to_join_by_email_domain', 'jit');
    expect(directLoginTarget([one, invite], direct)).toBeNull();
    expect(
      directLoginTarget([one, invite], {
        ...direct,
        directLoginForSingleMembership: { status: true, ignoreInvites: true },
      }),
    ).toBe(one);
    expect(directLoginTarget([one, jit], direct)).toBeNull();
    expect(
      directLoginTarget([one, jit], {
        ...direct,
        directLoginForSingleMembership: { status: true, ignoreJitProvisioning: true },
      }),
    ).toBe(one);
  });

  it('lists organizations on Discovery', () => {
    const { state: next, effects } = discoveryAuthenticated(
      state({ busy: true }, discoveryConfig),
      answer(discovered('active_member', 'one')),
      discoveryConfig,
    );
    expect(next).toMatchObject({
      screen: 'Discovery',
      flowType: 'Discovery',
      busy: false,
      form: { userSuppliedEmail: 'ada@acme.com', discovery: { email: 'ada@acme.com' } },
    });
    expect(next.form.discovery.organizations).toHaveLength(1);
    expect(effects).toEqual([]);
  });

  it('exchanges the session directly for a single membership without primary_required', () => {
    const { state: next, effects } = discoveryAuthenticated(
      state({}, direct),
      answer(discovered('active_member', 'one')),
      direct,
    );
    expect(next.busy).toBe(true);
    expect(effects).toEqual([{ type: 'exchangeSession', organizationId: 'one' }]);
  });

  it('starts SSO directly when the single organization takes only SSO and has a default connection', () => {
    const sso = discovered('active_member', 'one', {
      primary_required: { allowed_auth_methods: ['sso'] },
      organization: acme({ organization_id: 'one', sso_default_connection_id: 'conn-1' }),
    });
    expect(discoveryAuthenticated(state({}, direct), answer(sso), direct).effects).toEqual([
      { type: 'startSso', connectionId: 'conn-1' },
    ]);
  });

  it('selects the single organization (Main with its methods) when it requires other primary methods', () => {
    const other = discovered('active_member', 'one', {
      primary_required: { allowed_auth_methods: ['sso', 'password'] },
    });
    const { state: next, effects } = discoveryAuthenticated(state({}, direct), answer(other), direct);
    expect(next).toMatchObject({
      screen: 'Main',
      flowType: 'Organization',
      organization: { organization_id: 'one' },
      primary: { enabledMethods: ['sso', 'password'], email: 'ada@acme.com', emailVerified: false },
    });
    expect(effects).toEqual([]);
  });

  it('creates an organization for no membership when asked and allowed', () => {
    const create = { ...discoveryConfig, directCreateOrganizationForNoMembership: true };
    const allowed = state({ bootstrap: { ...DEFAULT_BOOTSTRAP, createOrganizationEnabled: true } }, create);
    expect(discoveryAuthenticated(allowed, answer(), create).effects).toEqual([{ type: 'createOrganization' }]);
    expect(discoveryAuthenticated(allowed, answer(), { ...create, disableCreateOrganization: true })).toEqual({
      state: expect.objectContaining({ screen: 'Discovery', busy: false }),
      effects: [],
    });
    expect(discoveryAuthenticated(state({}, create), answer(), create).effects).toEqual([]);
  });

  it('selecting an organization with no allowed method left shows the policy error with back', () => {
    const none = discovered('active_member', 'one', { primary_required: { allowed_auth_methods: [] } });
    expect(organizationSelected(state({ screen: 'Discovery' }, discoveryConfig), none).state).toMatchObject({
      screen: 'Error',
      error: { type: 'CannotJoinOrgDueToAuthPolicy', canGoBack: true },
    });
  });

  it('a claimed domain has its own error; any other failure the default; both with back', () => {
    const claimed = new ApiError({
      status_code: 403,
      error_type: 'action_not_allowed_email_domain_is_claimed',
      error_message: 'claimed',
    });
    expect(discoveryActionFailed(state(), claimed).error).toEqual({ type: 'EmailDomainClaimed', canGoBack: true });
    expect(discoveryActionFailed(state(), new Error('x')).error).toEqual({ type: 'Default', canGoBack: true });
  });
});

describe('login flow: texts and rules', () => {
  it('has the error screen texts by type, word for word', () => {
    expect(errorScreenText(strings, 'Default')).toBe(
      'Something went wrong. Try again later or contact your admin for help.',
    );
    expect(errorScreenText(strings, 'EmailMagicLink')).toBe(
      'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.',
    );
    expect(errorScreenText(strings, 'Organization')).toBe(
      'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
    );
    expect(errorScreenText(strings, 'CannotJoinOrgDueToAuthPolicy')).toBe(
      "Unable to join due to the organization's authentication policy. Please contact your admin for more information.",
    );
    expect(errorScreenText(strings, 'AdBlockerDetected')).toBe(
      'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.',
    );
    expect(errorScreenText(strings, 'EmailDomainClaimed')).toBe(
      'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
    );
  });

  it('maps e-mail send errors to their texts', () => {
    const api = (type: string) => new ApiError({ status_code: 400, error_type: type, error_message: 'provider says' });
    expect(emailSendErrorText(strings, api('inactive_email'), 'a@b.co', 'Acme')).toBe(
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    );
    for (const type of ['email_jit_provisioning_not_allowed', 'invalid_email_for_jit_provisioning']) {
      expect(emailSendErrorText(strings, api(type), 'a@b.co', 'Acme')).toBe(
        'a@b.co does not have access to Acme. If you think this is a mistake, contact your admin.',
      );
    }
    expect(emailSendErrorText(strings, new Error('offline'), 'a@b.co', 'Acme')).toBe(
      'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.',
    );
  });

  it('checks organization e-mail access for a password reset', () => {
    expect(hasOrganizationAccess(acme({ email_jit_provisioning: 'NOT_ALLOWED' }), 'a@acme.com')).toBe(false);
    const restricted = acme({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] });
    expect(hasOrganizationAccess(restricted, 'a@ACME.com')).toBe(true);
    expect(hasOrganizationAccess(restricted, 'a@other.com')).toBe(false);
    expect(hasOrganizationAccess(acme({ email_jit_provisioning: 'ALL_ALLOWED' }), 'a@other.com')).toBe(true);
  });

  it('gives Google and Microsoft the known e-mail as login hint and falls back to global scopes and parameters', () => {
    const oauth: IntegratorConfig = {
      ...config,
      oauthOptions: {
        customScopes: ['global'],
        providerParams: { prompt: 'select_account' },
        providers: [{ type: 'github', customScopes: ['repo'], providerParams: { allow_signup: 'false' } }],
      },
    };
    expect(oauthProviderOptions(oauth, 'google', 'ada@acme.com')).toEqual({
      custom_scopes: ['global'],
      provider_params: { prompt: 'select_account', login_hint: 'ada@acme.com' },
    });
    expect(oauthProviderOptions(oauth, 'github', 'ada@acme.com')).toEqual({
      custom_scopes: ['repo'],
      provider_params: { allow_signup: 'false' },
    });
    expect(oauthProviderOptions(config, 'slack', null)).toEqual({});
  });

  it('reads the consent request, defaulting the scope and naming the first missing parameter', () => {
    expect(
      consentFromAddress('https://idp.example/consent?client_id=c&redirect_uri=https://r&response_type=code', strings),
    ).toEqual({
      request: {
        kind: 'authorize',
        client_id: 'c',
        redirect_uri: 'https://r',
        response_type: 'code',
        scope: 'openid email profile',
      },
      status: 'loading',
      preflight: null,
      redirectUri: null,
      message: null,
    });
    expect(consentFromAddress('https://idp.example/consent?redirect_uri=https://r', strings).message).toBe(
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    );
    expect(
      consentFromAddress('https://idp.example/consent?client_id=c&post_logout_redirect_uri=https://r&state=s', strings)
        .request,
    ).toEqual({
      kind: 'logout',
      client_id: 'c',
      post_logout_redirect_uri: 'https://r',
      state: 's',
    });
    expect(
      consentFromAddress('https://idp.example/consent?client_id=c&post_logout_redirect_uri=', strings).message,
    ).toBe('Required parameter is missing: post_logout_redirect_uri. Please reach out to the application developer.');
  });
});
