import type { CountryCode } from 'libphonenumber-js';
import { sessionDurationMinutes } from '../../flow/config';
import type { MfaMethod, TotpCreateAnswer } from '../../flow/entities';
import {
  backupCodesAcknowledged,
  mfaMethodChosen,
  recoveryCodeAuthenticated,
  recoveryCodeRejected,
  smsAuthenticated,
  smsSendFailed,
  smsSending,
  smsSent,
  totpAuthenticated,
  totpCreated,
  totpCreateFailed,
  totpCreating,
  totpDisplayToggled,
} from './transitions';
import { passcodeRejected } from '../../flow/email';
import { noEffects, step as effect, submitting, goTo } from '../../flow/navigation';
import { navigationIntents } from '../../flow/intents/navigation';
import type { Runtime } from '../../flow/runtime';
import type { WidgetState } from '../../flow/types';
import { toEnrolledNumber } from './phoneNumber';

/** Second factors: SMS codes, authenticator apps and backup codes (login spec, sections 2 and 4). */
export function mfaIntents(runtime: Runtime) {
  const { client, config, clock, strings } = runtime.options;
  const rejected = (state: WidgetState) => effect(passcodeRejected(state, strings));
  const minutes = () => sessionDurationMinutes(config);
  const step = (state: WidgetState) => ({
    member_id: state.mfa?.memberId ?? '',
    organization_id: state.mfa?.organizationId ?? '',
  });

  /** Copies, then toasts `done` or `failed` (the runtime owns the clipboard). */
  const copy = (text: string, done: string, failed: string) =>
    runtime.run(effect(runtime.current(), { type: 'copy', text, done, failed }));

  /** Sends a code: to the typed number while enrolling, else to the member's enrolled phone. */
  async function sendSms(enrolledNumber = runtime.current().sms.enrolledNumber): Promise<void> {
    const state = runtime.current();
    if (state.sms.isSending) return;
    runtime.apply(smsSending(state));
    const phone = enrolledNumber
      ? `${enrolledNumber.countryCode}${enrolledNumber.phoneNumber.replace(/\D/g, '')}`
      : undefined;
    const destination = enrolledNumber
      ? `${enrolledNumber.countryCode} ${enrolledNumber.phoneNumber}`
      : (state.mfa?.memberPhoneNumber ?? null);
    await runtime.attempt(
      () =>
        client.otps.sms.send({
          ...step(state),
          ...(phone && state.mfa?.isEnrolling ? { mfa_phone_number: phone } : {}),
        }),
      (next) => effect(smsSent(next, clock.now(), destination, enrolledNumber)),
      (next, error) => smsSendFailed(next, error, clock.now()),
      { anyScreen: true },
    );
  }

  /** Creates the TOTP enrolment; ignored while one is being created. */
  async function createTotp(): Promise<void> {
    const creating = totpCreating(runtime.current());
    if (!creating) return;
    runtime.apply(creating);
    const createdFor = step(creating);
    await runtime.attempt(
      () => client.totp.create<TotpCreateAnswer>(createdFor),
      (state, answer) =>
        effect(
          totpCreated(state, { memberId: createdFor.member_id, organizationId: createdFor.organization_id }, answer),
        ),
      noEffects(totpCreateFailed),
      { anyScreen: true },
    );
  }

  return {
    ...navigationIntents(runtime),
    /** SMS OTP Entry's code, sent on arrival (the group's effect). */
    sendSms,
    /** TOTP Enrollment QR Code's enrolment, created on arrival (the group's effect); 'Try again' after it failed. */
    createTotp,

    /** MFA Enrollment Selection's options, and the entry screens' switch to the other enrolled method. */
    chooseMfaMethod(method: MfaMethod): void {
      runtime.run(mfaMethodChosen(runtime.current(), method));
    },

    /**
     * SMS OTP Enrollment: sends a code to the number (E.164 when it parses for the country, else the typed
     * digits behind its calling code), then SMS OTP Entry.
     */
    async submitPhone(phoneNumber: string, country: CountryCode): Promise<void> {
      await sendSms(toEnrolledNumber(phoneNumber, country));
    },

    /** 'Resend code' on SMS OTP Entry. */
    async resendSmsCode(): Promise<void> {
      await sendSms();
    },

    /** A 6-digit SMS code; enrolling makes the number the member's second factor. */
    async submitSmsCode(code: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      runtime.apply(submitting(state));
      await runtime.attempt(
        () =>
          client.otps.sms.authenticate({
            code,
            ...step(state),
            session_duration_minutes: minutes(),
            ...(state.mfa?.isEnrolling ? { set_mfa_enrollment: 'enroll' } : {}),
          }),
        noEffects(smsAuthenticated),
        rejected,
      );
    },

    /** A 6-digit authenticator code; enrolling shows the backup codes next. */
    async submitTotp(code: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      runtime.apply(submitting(state));
      await runtime.attempt(
        () =>
          client.totp.authenticate({
            code,
            ...step(state),
            session_duration_minutes: minutes(),
            ...(state.mfa?.isEnrolling ? { set_mfa_enrollment: 'enroll' } : {}),
          }),
        noEffects(totpAuthenticated),
        rejected,
      );
    },

    /** 'Use a backup code': Recovery Code Entry. */
    useRecoveryCode(): void {
      runtime.apply(goTo(runtime.current(), 'RecoveryCodeEntry', { push: true }));
    },

    /** A backup code, sent as typed (not trimmed or reformatted). */
    async submitRecoveryCode(recoveryCode: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting || !recoveryCode) return;
      runtime.apply(submitting(state));
      await runtime.attempt(
        () =>
          client.recoveryCodes.recover({
            recovery_code: recoveryCode,
            ...step(state),
            session_duration_minutes: minutes(),
          }),
        noEffects(recoveryCodeAuthenticated),
        (next) => effect(recoveryCodeRejected(next, strings)),
      );
    },

    /** 'Done' on Recovery Code Save. */
    acknowledgeBackupCodes(): void {
      runtime.apply(backupCodesAcknowledged(runtime.current()));
    },

    /** 'Copy all' on Recovery Code Save: toast 'Copied', or the copy failure. */
    copyBackupCodes(): Promise<void> {
      const codes = (runtime.current().totp.enrollment?.recoveryCodes ?? []).join('\n');
      return copy(codes, strings.messages.copied, strings.messages.copyCodesFailure);
    },

    /** The TOTP secret's copy button: toast 'Code copied', or the copy failure. */
    copyTotpSecret(): Promise<void> {
      const secret = runtime.current().totp.enrollment?.secret ?? '';
      return copy(secret, strings.messages.codeCopied, strings.messages.copyCodeFailure);
    },

    /** 'Having trouble scanning?' / 'Try to scan the QR code again'. */
    toggleTotpDisplay(): void {
      runtime.apply(totpDisplayToggled(runtime.current()));
    },

    /** 'Continue' on the TOTP enrolment screens: TOTP Entry. */
    continueTotpEnrollment(): void {
      runtime.apply(goTo(runtime.current(), 'TotpEntry', { push: true }));
    },
  };
}

export type MfaIntents = ReturnType<typeof mfaIntents>;
