import type { MfaMethod, TotpCreateAnswer } from '../../flow/entities';
import type { FirstTexts } from '../../strings';
import { errorType, providerMessage } from '../../flow/errors';
import { formError, restart, step, goTo, type Step } from '../../flow/navigation';
import { SMS_CODE_EXPIRY_MS, toSmsEntry, toTotpEnrollment } from '../../flow/mfaRequired';
import type { WidgetState } from '../../flow/types';
import { EMPTY_TOTP } from '../../flow/state';

/**
 * The second-factor steps (login spec, section 4) once flow/mfaRequired.ts has sent the member to one: pure,
 * in the group's chunk with its intents.
 */

/**
 * The member picks a method: on MFA Enrollment Selection it sets that method up; on an entry screen it
 * switches to the other enrolled method ('Use an authenticator app', 'Text me a code instead').
 */
export function mfaMethodChosen(state: WidgetState, method: MfaMethod): Step {
  if (state.screen === 'MfaEnrollmentSelection') {
    return method === 'totp' ? toTotpEnrollment(state, true) : step(goTo(state, 'SmsOtpEnrollment', { push: true }));
  }
  return method === 'sms_otp' ? toSmsEntry(state, true) : step(goTo(state, 'TotpEntry', { push: true }));
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
  return state.screen === 'SmsOtpEnrollment' ? goTo(next, 'SmsOtpEntry', { push: true }) : next;
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

/** A wrong backup code. */
export const recoveryCodeRejected = (state: WidgetState, strings: FirstTexts): WidgetState =>
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

/**
 * TOTP creation starts, unless it already is creating (then null: nothing to do). The new enrolment replaces
 * any shown before, whose secret stops counting at the provider, so nothing of that one stays on screen.
 */
export const totpCreating = (state: WidgetState): WidgetState | null =>
  state.totp.isCreating ? null : { ...state, totp: { ...EMPTY_TOTP, isCreating: true } };

/**
 * TOTP created. It counts only while the member it was created for is still enrolling in the same
 * organization; it keeps secret, QR code and recovery codes (the QR code shows first: see totpCreating).
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
  return { ...state, totp: { ...state.totp, isCreating: false, createError: null, enrollment } };
}

export const totpCreateFailed = (state: WidgetState, error: unknown): WidgetState => ({
  ...state,
  totp: { ...state.totp, isCreating: false, createError: providerMessage(error) },
});

/** 'Having trouble scanning?' and 'Try to scan the QR code again' swap the QR code and the typed secret. */
export function totpDisplayToggled(state: WidgetState): WidgetState {
  // The screen on show decides: an answer that lands meanwhile cannot make the swap go the wrong way.
  const displayMethod = state.screen === 'TotpEnrollmentManual' ? 'qr' : 'manual';
  const screen = displayMethod === 'qr' ? 'TotpEnrollmentQrCode' : 'TotpEnrollmentManual';
  return { ...goTo(state, screen), totp: { ...state.totp, displayMethod } };
}
