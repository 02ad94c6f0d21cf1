import type { Snapshot } from 'valtio/vanilla';
import { tryAgain } from './email';
import { consentIntents } from './intents/consent';
import { discoveryIntents } from './intents/discovery';
import { emailIntents } from './intents/email';
import { loadIntents } from './intents/load';
import { mfaIntents } from './intents/mfa';
import { passwordIntents } from './intents/passwords';
import { back, type Effect } from './navigation';
import { PASSWORD_RESET_EMAIL_KEY } from './passwords';
import { defaultLoginStrings } from '../strings';
import { createRuntime, type WidgetFlowOptions } from './runtime';
import { initialState } from './state';
import type { WidgetState } from './types';
import { viewFor } from './view';

/**
 * The login widget's flow: its state in a Valtio proxy (read it with useSnapshot) and the intents screens
 * call. Intents call the provider client and apply the pure transitions of this folder to its answers;
 * time comes from the injected clock. Call `start()` when the widget mounts and `stop()` when it unmounts.
 */
export function createWidgetFlow(options: WidgetFlowOptions) {
  const { client, config, clock, location, storage } = options;
  const strings = options.strings ?? defaultLoginStrings;
  const initial = initialState({
    strings,
    config,
    href: location.href,
    now: clock.now(),
    bootstrap: client.bootstrap.getSync(),
    mode: options.mode ?? 'login',
    storedPasswordEmail: storage.getItem(PASSWORD_RESET_EMAIL_KEY),
  });

  function perform(effect: Effect): void {
    switch (effect.type) {
      case 'sendSms':
        return void mfa.sendSms();
      case 'createTotp':
        return void mfa.createTotp();
      case 'startSso':
        return void discovery.startSso(effect.connectionId);
      case 'exchangeSession':
        return void discovery.exchangeSession(effect.organizationId);
      case 'createOrganization':
        return void discovery.createOrganization();
      case 'toast':
        return void options.toaster?.show(effect.message, { type: effect.toastType });
      case 'emit':
        return options.onEvent?.(effect.event);
      case 'redirect':
        return location.assign(effect.url);
    }
  }

  const runtime = createRuntime({ ...options, strings }, initial, perform);
  const mfa = mfaIntents(runtime);
  const discovery = discoveryIntents(runtime);
  const consent = consentIntents(runtime);
  const load = loadIntents(runtime, consent.start);
  const email = emailIntents(runtime);
  const passwords = passwordIntents(runtime);

  return {
    /** The widget state: a Valtio proxy, read with useSnapshot, never written from outside. */
    state: runtime.state,
    /**
     * What the current screen shows (a ScreenView), from a snapshot (`view(useSnapshot(flow.state))`) or,
     * without one, from the current state.
     */
    view: (snapshot: Snapshot<WidgetState> = runtime.current()) => viewFor(snapshot, config, strings),
    /** Mount: the consent preflight, a token in the address, or the organization. Idempotent. */
    start: load.start,
    /** Unmount: ends the countdown tick and a pending strength check (`start` resumes the tick). */
    stop(): void {
      runtime.stopTicker();
      passwords.stop();
    },

    // Main, e-mail codes and links
    submitEmail: email.submitEmail,
    chooseEmailMethod: email.chooseEmailMethod,
    /** The 6-digit code on Email OTP Entry, SMS OTP Entry or TOTP Entry. */
    submitOtp(code: string): Promise<void> {
      const screen = runtime.current().screen;
      if (screen === 'SmsOtpEntry') return mfa.submitSmsCode(code);
      if (screen === 'TotpEntry') return mfa.submitTotp(code);
      return email.submitEmailCode(code);
    },
    /** 'Resend code' on Email OTP Entry and SMS OTP Entry. */
    resendCode(): Promise<void> {
      return runtime.current().screen === 'SmsOtpEntry' ? mfa.resendSmsCode() : email.resendEmailCode();
    },

    // Passwords
    usePassword: passwords.usePassword,
    submitPasswordEmail: passwords.submitPasswordEmail,
    submitPassword: passwords.submitPassword,
    forgotPassword: passwords.forgotPassword,
    submitForgotPassword: passwords.submitForgotPassword,
    resendResetEmail: passwords.resendResetEmail,
    checkPasswordStrength: passwords.checkPasswordStrength,
    submitNewPassword: passwords.submitNewPassword,

    // Discovery, OAuth, SSO
    selectOrganization: discovery.selectOrganization,
    createOrganization: discovery.createOrganization,
    startOAuth: discovery.startOAuth,
    startSso: discovery.startSso,
    openSsoDiscovery: discovery.openSsoDiscovery,
    submitSsoDiscoveryEmail: discovery.submitSsoDiscoveryEmail,
    submitSlug: discovery.submitSlug,

    // Second factors
    chooseMfaMethod: mfa.chooseMfaMethod,
    /** 'Try again' after the TOTP enrolment could not be created. */
    createTotp: mfa.createTotp,
    submitPhone: mfa.submitPhone,
    submitTotp: mfa.submitTotp,
    useRecoveryCode: mfa.useRecoveryCode,
    submitRecoveryCode: mfa.submitRecoveryCode,
    acknowledgeBackupCodes: mfa.acknowledgeBackupCodes,
    copyBackupCodes: mfa.copyBackupCodes,
    copyTotpSecret: mfa.copyTotpSecret,
    toggleTotpDisplay: mfa.toggleTotpDisplay,
    continueTotpEnrollment: mfa.continueTotpEnrollment,

    // Identity-provider consent
    allowConsent: consent.allowConsent,
    denyConsent: consent.denyConsent,
    confirmLogout: consent.confirmLogout,
    declineLogout: consent.declineLogout,

    /** Back arrows and links: the previous screen; Main from the Error screen or with nothing to go back to. */
    back(): void {
      runtime.apply(back(runtime.current()));
    },
    /** 'Try again' (Email Confirmation) and 'Try a different email address' (Discovery): Main, e-mail cleared. */
    tryAgain(): void {
      runtime.apply(tryAgain(runtime.current()));
    },
  };
}

export type WidgetFlow = ReturnType<typeof createWidgetFlow>;
