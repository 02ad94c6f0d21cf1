import { tryAgain } from './email';
import { discoveryIntents } from './intents/discovery';
import { emailIntents } from './intents/email';
import { loadIntents } from './intents/load';
import { lazyIntents } from './lazyIntents';
import { back, redirectRefused, type IntentEffect } from './navigation';
import { createLoginCatalogue } from '../strings';
import { createRuntime, type WidgetFlowOptions } from './runtime';
import { initialState, PASSWORD_RESET_EMAIL_KEY } from './state';

/**
 * The login widget's flow: its state in a Valtio proxy (read it with useSnapshot) and the intents screens
 * call. Intents call the provider client and apply the pure transitions of this folder to its answers;
 * time comes from the injected clock. Call `start()` when the widget mounts and `stop()` when it unmounts.
 */
export function createWidgetFlow(options: WidgetFlowOptions) {
  const { client, config, clock, location, storage } = options;
  const strings = options.strings ?? createLoginCatalogue();
  const initial = initialState({
    config,
    href: location.href,
    now: clock.now(),
    bootstrap: client.bootstrap.getSync(),
    mode: options.mode ?? 'login',
    storedPasswordEmail: storage.getItem(PASSWORD_RESET_EMAIL_KEY),
  });

  /** The effects that call the provider, performed by the intents that own the calls. */
  function perform(effect: IntentEffect): void {
    switch (effect.type) {
      case 'sendSms':
        return void mfa.intent('sendSms')();
      case 'createTotp':
        return void mfa.intent('createTotp')();
      case 'startSso':
        return void discovery.startSso(effect.connectionId);
      case 'exchangeSession':
        return void discovery.exchangeSession(effect.organizationId);
      case 'createOrganization':
        return void discovery.createOrganization();
    }
  }

  const runtime = createRuntime({ ...options, strings }, initial, perform);
  // Methods many members never reach load on first use, in chunks of their own.
  const mfa = lazyIntents(async () => (await import('../groups/mfa/intents')).mfaIntents(runtime));
  const passwords = lazyIntents(async () => (await import('../groups/passwords/intents')).passwordIntents(runtime));
  const consent = lazyIntents(async () => (await import('../groups/federation/intents')).consentIntents(runtime));
  const discovery = discoveryIntents(runtime);
  const load = loadIntents(runtime, consent.intent('start'));
  const email = emailIntents(runtime);

  return {
    /** The widget state: a Valtio proxy, read with useSnapshot, never written from outside. */
    state: runtime.state,
    /** The integrator's configuration and the texts: what each group's view (views/) reads besides the state. */
    config,
    strings,
    /** Mount: the consent preflight, a token in the address, or the organization. Idempotent. */
    start: load.start,
    /** Unmount: ends the countdown tick and a pending strength check (`start` resumes the tick). */
    stop(): void {
      runtime.stopTicker();
      passwords.loaded()?.stop();
    },

    /** A redirect the client refused outside the flow's own calls (One Tap's submit): the Error screen. */
    redirectRefused(): void {
      runtime.apply(redirectRefused(runtime.current()));
    },

    // Main, e-mail codes and links
    submitEmail: email.submitEmail,
    chooseEmailMethod: email.chooseEmailMethod,
    /** The 6-digit code on Email OTP Entry, SMS OTP Entry or TOTP Entry. */
    submitOtp(code: string): Promise<void> {
      const screen = runtime.current().screen;
      if (screen === 'SmsOtpEntry') return mfa.intent('submitSmsCode')(code);
      if (screen === 'TotpEntry') return mfa.intent('submitTotp')(code);
      return email.submitEmailCode(code);
    },
    /** 'Resend code' on Email OTP Entry and SMS OTP Entry. */
    resendCode(): Promise<void> {
      return runtime.current().screen === 'SmsOtpEntry' ? mfa.intent('resendSmsCode')() : email.resendEmailCode();
    },

    // Passwords
    usePassword: passwords.intent('usePassword'),
    submitPasswordEmail: passwords.intent('submitPasswordEmail'),
    submitPassword: passwords.intent('submitPassword'),
    forgotPassword: passwords.intent('forgotPassword'),
    submitForgotPassword: passwords.intent('submitForgotPassword'),
    resendResetEmail: passwords.intent('resendResetEmail'),
    checkPasswordStrength: passwords.intent('checkPasswordStrength'),
    submitNewPassword: passwords.intent('submitNewPassword'),

    // Discovery, OAuth, SSO
    selectOrganization: discovery.selectOrganization,
    createOrganization: discovery.createOrganization,
    startOAuth: discovery.startOAuth,
    startSso: discovery.startSso,
    openSsoDiscovery: discovery.openSsoDiscovery,
    submitSsoDiscoveryEmail: discovery.submitSsoDiscoveryEmail,
    submitSlug: discovery.submitSlug,

    // Second factors
    chooseMfaMethod: mfa.intent('chooseMfaMethod'),
    /** 'Try again' after the TOTP enrolment could not be created. */
    createTotp: mfa.intent('createTotp'),
    submitPhone: mfa.intent('submitPhone'),
    submitTotp: mfa.intent('submitTotp'),
    useRecoveryCode: mfa.intent('useRecoveryCode'),
    submitRecoveryCode: mfa.intent('submitRecoveryCode'),
    acknowledgeBackupCodes: mfa.intent('acknowledgeBackupCodes'),
    copyBackupCodes: mfa.intent('copyBackupCodes'),
    copyTotpSecret: mfa.intent('copyTotpSecret'),
    toggleTotpDisplay: mfa.intent('toggleTotpDisplay'),
    continueTotpEnrollment: mfa.intent('continueTotpEnrollment'),

    // Identity-provider consent
    allowConsent: consent.intent('allowConsent'),
    denyConsent: consent.intent('denyConsent'),
    confirmLogout: consent.intent('confirmLogout'),
    declineLogout: consent.intent('declineLogout'),

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
