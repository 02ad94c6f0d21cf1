import { mfaEnrollmentSupported, mfaMethods } from './config';
import type { AuthenticateAnswer, MfaMethod } from './entities';
import { restart, step, goTo, type Step } from './navigation';
import { EMPTY_SMS, EMPTY_TOTP } from './state';
import type { AuthenticatedContext, IntegratorConfig, MfaInfo, WidgetState } from './types';

/**
 * Where a login goes when the provider asks for a second factor. Kept apart from the second-factor steps
 * (groups/mfa/transitions.ts), which load with the group: every login needs this part to know.
 */

/** SMS codes last 2 minutes (login spec, section 9). */
export const SMS_CODE_EXPIRY_MS = 2 * 60 * 1000;

/** Goes to SMS OTP Entry, which sends a code on arrival unless one is already on its way or sent. */
export function toSmsEntry(state: WidgetState, push: boolean): Step {
  const next = goTo(state, 'SmsOtpEntry', { push });
  const pending = state.sms.isSending || state.sms.codeExpiration !== null;
  return pending ? step(next) : step(next, { type: 'sendSms', group: 'mfa' });
}

/** Goes to TOTP Enrollment QR Code, which creates the enrolment on arrival. */
export const toTotpEnrollment = (state: WidgetState, push: boolean): Step =>
  step(goTo(state, 'TotpEnrollmentQrCode', { push }), { type: 'createTotp', group: 'mfa' });

/** Starts enrolment: one supported method goes straight to its set-up, several to MFA Enrollment Selection. */
function beginEnrollment(state: WidgetState, mfa: MfaInfo, config: IntegratorConfig): Step {
  const enrolling: WidgetState = { ...state, mfa: { ...mfa, isEnrolling: true } };
  const supported = mfaEnrollmentSupported(mfa, config);
  if (supported.length === 1) {
    return supported[0] === 'totp' ? toTotpEnrollment(enrolling, false) : step(goTo(enrolling, 'SmsOtpEnrollment'));
  }
  return step(goTo(enrolling, 'MfaEnrollmentSelection'));
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
    return step(goTo({ ...fresh, sms }, 'SmsOtpEntry'));
  }
  const preferred = mfa.enrolledMfaMethods.find((method) => method === member.default_mfa_method);
  const method = preferred ?? mfa.enrolledMfaMethods[0];
  if (method === 'sms_otp') return toSmsEntry(fresh, false);
  if (method === 'totp') return step(goTo(fresh, 'TotpEntry'));
  return beginEnrollment(fresh, mfa, context.config);
}
