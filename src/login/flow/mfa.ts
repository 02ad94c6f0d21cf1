import { mfaEnrollmentSupported, mfaMethods } from './config';
import type { AuthenticateAnswer, MfaMethod, TotpCreateAnswer } from './entities';
import type { LoginStrings } from '../strings';
import { errorType, providerMessage } from './errors';
import { formError, restart, step, transition, type Step } from './navigation';
import type { AuthenticatedContext } from './primary';
import { EMPTY_SMS, EMPTY_TOTP } from './state';
import type { IntegratorConfig, MfaInfo, WidgetState } from './types';

/** SMS codes last 2 minutes (login spec, section 9). */
export const SMS_CODE_EXPIRY_MS = 2 * 60 * 1000;

/** Goes to SMS OTP Entry, which sends a code on arrival unless one is already on its way or sent. */
export function toSmsEntry(state: WidgetState, push: boolean): Step {
  const next = transition(state, 'SmsOtpEntry', { push });
  const pending = state.sms.isSending || state.sms.codeExpiration !== null;
  return pending ? step(next) : step(next, { type: 'sendSms' });
}

/** Goes to TOTP Enrollment QR Code, which creates the enrolment on arrival. */
const toTotpEnrollment = (state: WidgetState, push: boolean): Step =>
  step(transition(state, 'TotpEnrollmentQrCode', { push }), { type: 'createTotp' });

/** Starts enrolment: one supported method goes straight to its set-up, several to MFA Enrollment Selection. */
function beginEnrollment(state: WidgetState, mfa: MfaInfo, config: IntegratorConfig): Step {
  const enrolling: WidgetState = { ...state, mfa: { ...mfa, isEnrolling: true } };
  const supported = mfaEnrollmentSupported(mfa, config);
  if (supported.length === 1) {
    return supported[0] === 'totp'
      ? toTotpEnrollment(enrolling, false)
      : step(transition(enrolling, 'SmsOtpEnrollment'));
  }
  return step(transition(enrolling, 'MfaEnrollmentSelection'));
}

/**
 * A second factor is needed (login spec, section 4). Enrolled methods are a registered authenticator app and
 * a verified phone, less those a restricting organization does not allow. A code the provider already sent
 * goes to SMS OTP Entry; else the member's default method if enrolled and allowed, else the first enrolled;
 * with none enrolled, enrolment begins.
 */
export function mfaRequired(state: WidgetState, answer: AuthenticateAnswer, context: AuthenticatedContext): Step {
  const { member, organization } = answer;
  const restriction = organization.mfa_methods === 'RESTRICTED' ? mfaMethods(organization.allowed_mfa_methods) : [];
  const registered: MfaMethod[] = [
    ...(member.totp_registration_id ? (['totp'] as const) : []),
    ...(member.mfa_phone_number_verified ? (['sms_otp'] as const) : []),
  ];
  const mfa: MfaInfo = {
    memberId: member.member_id,
    organizationId: organization.organization_id,
    memberPhoneNumber: member.mfa_phone_number || null,
    enrolledMfaMethods: restriction.length ? registered.filter((method) => restriction.includes(method)) : registered,
    organizationMfaOptionsSupported: restriction,
    postAuthScreen: context.postAuthScreen,
    isEnrolling: false,
  };
  const fresh: WidgetState = { ...restart(state, state.screen), mfa, sms: EMPTY_SMS, totp: EMPTY_TOTP };

  if (answer.mfa_required?.secondary_auth_initiated === 'sms_otp') {
    const sms = {
      ...EMPTY_SMS,
      codeExpiration: context.now + SMS_CODE_EXPIRY_MS,
      formattedDestination: mfa.memberPhoneNumber,
    };
    return step(transition({ ...fresh, sms }, 'SmsOtpEntry'));
  }
  const preferred = mfa.enrolledMfaMethods.find((method) => method === member.default_mfa_method);
  const method = preferred ?? mfa.enrolledMfaMethods[0];
  if (method === 'sms_otp') return toSmsEntry(fresh, false);
  if (method === 'totp') return step(transition(fresh, 'TotpEntry'));
  return beginEnrollment(fresh, mfa, context.config);
}

/**
 * The member picks a method: on MFA Enrollment Selection it sets that method up; on an entry screen it
 * switches to the other enrolled method ('Use an authenticator app', 'Text me a code instead').
 */
export function mfaMethodChosen(state: WidgetState, method: MfaMethod): Step {
  if (state.screen === 'MfaEnrollmentSelection') {
    return method === 'totp'
      ? toTotpEnrollment(state, true)
      : step(transition(state, 'SmsOtpEnrollment', { push: true }));
  }
  return method === 'sms_otp' ? toSmsEntry(state, true) : step(transition(state, 'TotpEntry', { push: true }));
}

/** A login is complete: the post-auth screen (Logged In, or the password reset form). */
export const toPostAuthScreen = (state: WidgetState): WidgetState => ({
  ...restart(state, state.mfa?.postAuthScreen ?? 'LoggedIn'),
  busy: false,
});

/** SMS send started: the sending flag is up and the last error gone. */
export const smsSending = (state: WidgetState): WidgetState => ({
  ...state,
  sms: { ...state.sms, isSending: true, sendError: null },
});

/**
 * A code went out: it expires in 2 minutes; the destination (and the number the member typed) is kept; the
 * phone form moves on to SMS OTP Entry.
 */
export function smsSent(
  state: WidgetState,
  now: number,
  destination: string | null,
  enrolledNumber: WidgetState['sms']['enrolledNumber'] = state.sms.enrolledNumber,
): WidgetState {
  const sms = {
    ...state.sms,
    isSending: false,
    sendError: null,
    codeExpiration: now + SMS_CODE_EXPIRY_MS,
    formattedDestination: destination,
    enrolledNumber,
  };
  const next = { ...state, sms };
  // Only the phone form moves on; a send that finishes after the member left it just updates the SMS state.
  return state.screen === 'SmsOtpEnrollment' ? transition(next, 'SmsOtpEntry', { push: true }) : next;
}

/**
 * A send failed: the error is kept and the expiry kept, or set to now so the countdown reads expired rather
 * than waiting. On SMS OTP Entry a provider message also shows as a toast; enrolment shows the phone error.
 */
export function smsSendFailed(state: WidgetState, error: unknown, now: number): Step {
  const sendError = { errorType: errorType(error), message: errorType(error) ? providerMessage(error) : null };
  const next: WidgetState = {
    ...state,
    sms: { ...state.sms, isSending: false, sendError, codeExpiration: state.sms.codeExpiration ?? now },
  };
  return state.screen === 'SmsOtpEntry' && sendError.message
    ? step(next, { type: 'toast', message: sendError.message, toastType: 'error' })
    : step(next);
}

/** A wrong code (e-mail, SMS or TOTP). */
export const passcodeRejected = (state: WidgetState, strings: LoginStrings): WidgetState =>
  formError(state, 'code', strings.messages.invalidPasscode);

/** A wrong backup code. */
export const recoveryCodeRejected = (state: WidgetState, strings: LoginStrings): WidgetState =>
  formError(state, 'code', strings.messages.invalidBackupCode);

/** The SMS code was right: the login is complete. */
export const smsAuthenticated = toPostAuthScreen;
/** A backup code was right: the login is complete. */
export const recoveryCodeAuthenticated = toPostAuthScreen;

/** The TOTP code was right: a new enrolment shows its backup codes first; otherwise the login is complete. */
export const totpAuthenticated = (state: WidgetState): WidgetState =>
  state.mfa?.isEnrolling ? { ...restart(state, 'RecoveryCodeSave'), busy: false } : toPostAuthScreen(state);

/** 'Done' on Recovery Code Save. */
export const backupCodesAcknowledged = toPostAuthScreen;

/** TOTP creation starts, unless it already is creating (then null: nothing to do). */
export const totpCreating = (state: WidgetState): WidgetState | null =>
  state.totp.isCreating ? null : { ...state, totp: { ...state.totp, isCreating: true, createError: null } };

/**
 * TOTP created. It counts only while the member it was created for is still enrolling in the same
 * organization; it keeps secret, QR code and recovery codes and shows the QR code first.
 */
export function totpCreated(
  state: WidgetState,
  createdFor: { memberId: string; organizationId: string },
  answer: TotpCreateAnswer,
): WidgetState {
  const { mfa } = state;
  const current =
    mfa?.isEnrolling && mfa.memberId === createdFor.memberId && mfa.organizationId === createdFor.organizationId;
  if (!current) return { ...state, totp: { ...state.totp, isCreating: false } };
  const enrollment = { secret: answer.secret, qrCode: answer.qr_code, recoveryCodes: answer.recovery_codes };
  return { ...state, totp: { isCreating: false, createError: null, enrollment, displayMethod: 'qr' } };
}

export const totpCreateFailed = (state: WidgetState, error: unknown): WidgetState => ({
  ...state,
  totp: { ...state.totp, isCreating: false, createError: providerMessage(error) },
});

/** 'Having trouble scanning?' and 'Try to scan the QR code again' swap the QR code and the typed secret. */
export function totpDisplayToggled(state: WidgetState): WidgetState {
  const displayMethod = state.totp.displayMethod === 'qr' ? 'manual' : 'qr';
  const screen = displayMethod === 'qr' ? 'TotpEnrollmentQrCode' : 'TotpEnrollmentManual';
  return { ...transition(state, screen), totp: { ...state.totp, displayMethod } };
}
