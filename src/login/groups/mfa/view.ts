import type { GroupTexts } from '../../strings';
import { mfaEnrollmentOptions } from '../../flow/config';
import { countdown } from '../../flow/countdown';
import type { MfaMethod } from '../../flow/entities';
import { phoneErrorText } from '../../flow/errors';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { mfaTexts } from './texts';
import type { Countdown } from '../../flow/countdown';

/** What each of the group's screens shows, by screen. */
export type MfaView =
  | { screen: 'MfaEnrollmentSelection'; options: MfaMethod[] }
  | ({ screen: 'RecoveryCodeEntry' } & FormView)
  | { screen: 'RecoveryCodeSave'; codes: string[]; fileName: string; fileContent: string }
  | ({
      screen: 'SmsOtpEnrollment';
      isSending: boolean;
      /** The phone error under the field, after a failed send. */
      phoneError: string | null;
      enrolledNumber: { countryCode: string; phoneNumber: string } | null;
    } & FormView)
  | ({
      screen: 'SmsOtpEntry';
      destination: string | null;
      countdown: Countdown;
      isSending: boolean;
      /** A back link to phone enrolment. */
      canGoBack: boolean;
      /** 'Use an authenticator app'. */
      offerTotp: boolean;
    } & FormView)
  | { screen: 'TotpEnrollmentQrCode'; qrCode: string | null; isCreating: boolean; createError: string | null }
  | { screen: 'TotpEnrollmentManual'; secret: string; secretGroups: string[] }
  | ({
      screen: 'TotpEntry';
      /** While enrolling the helper says to get a new code; otherwise it offers a backup code. */
      isEnrolling: boolean;
      /** 'Text me a code instead'. */
      offerSms: boolean;
    } & FormView);

/** The TOTP secret as shown: lower case, in groups of 4 characters. */
export const secretGroups = (secret: string): string[] => secret.toLowerCase().match(/.{1,4}/g) ?? [];

/** The backup codes file: '{organization name}-backup-codes.txt', one code per line. */
export const backupCodesFile = (state: WidgetState) => ({
  fileName: `${state.organization?.organization_name ?? 'organization'}-backup-codes.txt`,
  fileContent: (state.totp.enrollment?.recoveryCodes ?? []).join('\n'),
});

/** Whether a second factor other than the current one is on offer: enrolled, and supported (or unrestricted). */
function offers(state: WidgetState, method: MfaMethod): boolean {
  const mfa = state.mfa;
  if (!mfa || mfa.isEnrolling || !mfa.enrolledMfaMethods.includes(method)) return false;
  const supported = mfa.organizationMfaOptionsSupported;
  return supported.length === 0 || supported.includes(method);
}

/** SMS OTP Entry's back link: when enrolling, with nothing enrolled, or with no enrolled method supported. */
function smsCanGoBack(state: WidgetState): boolean {
  const mfa = state.mfa;
  if (!mfa) return false;
  const supported = mfa.organizationMfaOptionsSupported;
  const anySupported = mfa.enrolledMfaMethods.some((method) => supported.length === 0 || supported.includes(method));
  return mfa.isEnrolling || mfa.enrolledMfaMethods.length === 0 || !anySupported;
}

/** The views of the second-factor screens (login spec, section 2). */
export const mfaView: GroupView<MfaView, GroupTexts<typeof mfaTexts>> = (snapshot, { config }, strings) => {
  const state = snapshot as WidgetState;
  const { mfa, sms, totp } = state;
  switch (state.screen) {
    case 'MfaEnrollmentSelection':
      return { screen: 'MfaEnrollmentSelection', options: mfaEnrollmentOptions(mfa, config) };
    case 'RecoveryCodeEntry':
      return { screen: 'RecoveryCodeEntry', ...formView(state) };
    case 'RecoveryCodeSave':
      return { screen: 'RecoveryCodeSave', codes: totp.enrollment?.recoveryCodes ?? [], ...backupCodesFile(state) };
    case 'SmsOtpEnrollment':
      return {
        screen: 'SmsOtpEnrollment',
        isSending: sms.isSending,
        phoneError: sms.sendError ? phoneErrorText(strings, sms.sendError.errorType) : null,
        enrolledNumber: sms.enrolledNumber,
        ...formView(state),
      };
    case 'SmsOtpEntry':
      return {
        screen: 'SmsOtpEntry',
        destination: sms.formattedDestination,
        countdown: countdown(sms.codeExpiration, state.now),
        isSending: sms.isSending,
        canGoBack: smsCanGoBack(state),
        offerTotp: offers(state, 'totp'),
        ...formView(state),
      };
    case 'TotpEnrollmentQrCode':
      return {
        screen: 'TotpEnrollmentQrCode',
        qrCode: totp.enrollment?.qrCode ?? null,
        isCreating: totp.isCreating,
        createError: totp.createError,
      };
    case 'TotpEnrollmentManual':
      return {
        screen: 'TotpEnrollmentManual',
        secret: totp.enrollment?.secret ?? '',
        secretGroups: secretGroups(totp.enrollment?.secret ?? ''),
      };
    case 'TotpEntry':
      return {
        screen: 'TotpEntry',
        isEnrolling: mfa?.isEnrolling ?? false,
        offerSms: offers(state, 'sms_otp'),
        ...formView(state),
      };
    default:
      return null;
  }
};
