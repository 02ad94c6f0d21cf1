import type { GroupTexts } from '../../strings';
import { mfaEnrollmentOptions } from '../../flow/config';
import { countdown } from '../../flow/countdown';
import type { MfaMethod } from '../../flow/entities';
import { phoneErrorText } from '../../flow/errors';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { mfaTexts } from './texts';
import type { Countdown } from '../../flow/countdown';
import type { CountryCode } from 'libphonenumber-js';
import { fromEnrolledNumber } from './phoneNumber';

/** TOTP Enrollment QR Code's state: the enrolment being created (on arrival), its QR code, or why it failed. */
export type TotpEnrollmentQrCodeStatus =
  | { status: 'creating' }
  /** `qrCode`: the provider's QR image as a data URL. */
  | { status: 'ready'; qrCode: string }
  /** The enrolment could not be created: the provider's message. */
  | { status: 'error'; message: string };

/** What each of the group's screens shows, by screen. */
export type MfaView =
  /** The methods on offer, already filtered and in the integrator's order (mfaProductOrder, then the rest). */
  | { screen: 'MfaEnrollmentSelection'; methods: MfaMethod[] }
  | ({ screen: 'RecoveryCodeEntry' } & FormView)
  /** The codes, and the file 'Download file' saves: '{organization name}-backup-codes.txt', one code per line. */
  | { screen: 'RecoveryCodeSave'; codes: string[]; fileName: string; fileContent: string }
  | {
      screen: 'SmsOtpEnrollment';
      /** The number enrolled before, to start from when the member comes back to change it; else US and empty. */
      country: CountryCode;
      phoneNumber: string;
      /** The code is being sent to the number. */
      isSending: boolean;
      /** Why the number was refused, after a failed send: invalid, or already a member's. */
      phoneError: string | null;
    }
  | ({
      screen: 'SmsOtpEntry';
      /** Where the code went, formatted for display ('+1 (415) 555-0123'); null until the first send answers. */
      formattedDestination: string | null;
      countdown: Countdown;
      isSending: boolean;
      /** Enrolling, or the member has no usable enrolled method: a back link to phone enrolment. */
      canGoBackToEnrollment: boolean;
      /** 'Use an authenticator app': not enrolling, TOTP is enrolled and the organization allows it. */
      offerTotp: boolean;
    } & FormView)
  | ({ screen: 'TotpEnrollmentQrCode' } & TotpEnrollmentQrCodeStatus)
  /** The secret as shown: lower case, in groups of 4 characters. */
  | { screen: 'TotpEnrollmentManual'; secretGroups: string[] }
  | ({
      screen: 'TotpEntry';
      /** While enrolling the helper says to get a new code; otherwise it offers a backup code. */
      isEnrolling: boolean;
      /** 'Text me a code instead': not enrolling, SMS is enrolled and the organization allows it. */
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
function canGoBackToEnrollment(state: WidgetState): boolean {
  const mfa = state.mfa;
  if (!mfa) return false;
  const supported = mfa.organizationMfaOptionsSupported;
  const anySupported = mfa.enrolledMfaMethods.some((method) => supported.length === 0 || supported.includes(method));
  return mfa.isEnrolling || mfa.enrolledMfaMethods.length === 0 || !anySupported;
}

/** Why creating the enrolment failed, else its QR code once it came, else it is being created. */
function totpEnrollmentStatus({ totp }: WidgetState): TotpEnrollmentQrCodeStatus {
  if (totp.createError !== null) return { status: 'error', message: totp.createError };
  return totp.enrollment ? { status: 'ready', qrCode: totp.enrollment.qrCode } : { status: 'creating' };
}

/** The views of the second-factor screens (login spec, section 2). */
export const mfaView: GroupView<MfaView, GroupTexts<typeof mfaTexts>> = (snapshot, { config }, strings) => {
  const state = snapshot as WidgetState;
  const { mfa, sms, totp } = state;
  switch (state.screen) {
    case 'MfaEnrollmentSelection':
      return { screen: 'MfaEnrollmentSelection', methods: mfaEnrollmentOptions(mfa, config) };
    case 'RecoveryCodeEntry':
      return { screen: 'RecoveryCodeEntry', ...formView(state) };
    case 'RecoveryCodeSave':
      return { screen: 'RecoveryCodeSave', codes: totp.enrollment?.recoveryCodes ?? [], ...backupCodesFile(state) };
    case 'SmsOtpEnrollment':
      return {
        screen: 'SmsOtpEnrollment',
        ...fromEnrolledNumber(sms.enrolledNumber),
        isSending: sms.isSending,
        phoneError: sms.sendError ? phoneErrorText(strings, sms.sendError.errorType) : null,
      };
    case 'SmsOtpEntry':
      return {
        screen: 'SmsOtpEntry',
        formattedDestination: sms.formattedDestination,
        countdown: countdown(sms.codeExpiration, state.now),
        isSending: sms.isSending,
        canGoBackToEnrollment: canGoBackToEnrollment(state),
        offerTotp: offers(state, 'totp'),
        ...formView(state),
      };
    case 'TotpEnrollmentQrCode':
      return { screen: 'TotpEnrollmentQrCode', ...totpEnrollmentStatus(state) };
    case 'TotpEnrollmentManual':
      return { screen: 'TotpEnrollmentManual', secretGroups: secretGroups(totp.enrollment?.secret ?? '') };
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
