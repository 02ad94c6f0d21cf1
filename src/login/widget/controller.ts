import { tryAgain } from '../flow/email';
import { discoveryIntents } from '../flow/intents/discovery';
import { emailIntents } from '../flow/intents/email';
import { loadIntents } from '../flow/intents/load';
import type { LazyGroup, ScreensOf } from '../flow';
import { lazyIntents, type LazyIntents } from '../flow/lazyIntents';
import { back, redirectRefused, type IntentEffect } from '../flow/navigation';
import { createRuntime, type Runtime, type WidgetFlowOptions } from '../flow/runtime';
import { initialState, PASSWORD_RESET_EMAIL_KEY } from '../flow/state';
import { SCREEN_GROUPS } from '../groups';
import type { ScreenGroupDefinition } from '../groups/define';
import type { consentIntents } from '../groups/federation/intents';
import type { mfaIntents } from '../groups/mfa/intents';
import type { passwordIntents } from '../groups/passwords/intents';
import { createLoginCatalogue, type LoginCatalogue, type TextPart } from '../strings';

export interface WidgetControllerOptions extends Omit<WidgetFlowOptions, 'strings'> {
  /** The widget's texts, the integrator's overrides merged; the English defaults when left out. */
  catalogue?: LoginCatalogue;
}

/**
 * A screen group's intents, made when its chunk has loaded, with its texts (overrides merged then). Typed by
 * the group's intents function rather than through the registry, which refers back to this flow's type.
 */
function groupIntents<Intents>(group: LazyGroup, runtime: Runtime, catalogue: LoginCatalogue): LazyIntents<Intents> {
  return lazyIntents(async () => {
    const loaded = (await SCREEN_GROUPS[group]()).default as unknown as ScreenGroupDefinition<
      LazyGroup,
      TextPart,
      Intents,
      { screen: ScreensOf<LazyGroup> }
    >;
    return loaded.intents!(runtime, catalogue.part(loaded.texts));
  });
}

/**
 * The login widget's flow: its state in a Valtio proxy (read it with useSnapshot) and the intents screens
 * call. The first load's intents (src/login/flow/intents) are here at once; a screen group's load with the
 * group and are called by reference. Intents call the provider client and apply pure transitions to its
 * answers; time comes from the injected clock. Call `start()` when the widget mounts and `stop()` when it
 * unmounts.
 */
export function createWidgetFlow(options: WidgetControllerOptions) {
  const { client, config, clock, location, storage } = options;
  const catalogue = options.catalogue ?? createLoginCatalogue();
  const strings = catalogue.first;
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
        return void mfa.intent((group) => group.sendSms)();
      case 'createTotp':
        return void mfa.intent((group) => group.createTotp)();
      case 'startSso':
        return void discovery.startSso(effect.connectionId);
      case 'exchangeSession':
        return void discovery.exchangeSession(effect.organizationId);
      case 'createOrganization':
        return void discovery.createOrganization();
    }
  }

  const runtime = createRuntime({ ...options, strings }, initial, perform);
  // Methods many members never reach load on first use, with their screen groups.
  const mfa = groupIntents<ReturnType<typeof mfaIntents>>('mfa', runtime, catalogue);
  const passwords = groupIntents<ReturnType<typeof passwordIntents>>('passwords', runtime, catalogue);
  const consent = groupIntents<ReturnType<typeof consentIntents>>('federation', runtime, catalogue);
  const discovery = discoveryIntents(runtime);
  const load = loadIntents(
    runtime,
    consent.intent((group) => group.start),
  );
  const email = emailIntents(runtime);

  return {
    /** The widget state: a Valtio proxy, read with useSnapshot, never written from outside. */
    state: runtime.state,
    /** The integrator's configuration and the texts: what each group's view reads besides the state. */
    config,
    catalogue,
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
      if (screen === 'SmsOtpEntry') return mfa.intent((group) => group.submitSmsCode)(code);
      if (screen === 'TotpEntry') return mfa.intent((group) => group.submitTotp)(code);
      return email.submitEmailCode(code);
    },
    /** 'Resend code' on Email OTP Entry and SMS OTP Entry. */
    resendCode(): Promise<void> {
      return runtime.current().screen === 'SmsOtpEntry'
        ? mfa.intent((group) => group.resendSmsCode)()
        : email.resendEmailCode();
    },

    // Passwords
    usePassword: passwords.intent((group) => group.usePassword),
    submitPasswordEmail: passwords.intent((group) => group.submitPasswordEmail),
    submitPassword: passwords.intent((group) => group.submitPassword),
    forgotPassword: passwords.intent((group) => group.forgotPassword),
    submitForgotPassword: passwords.intent((group) => group.submitForgotPassword),
    resendResetEmail: passwords.intent((group) => group.resendResetEmail),
    checkPasswordStrength: passwords.intent((group) => group.checkPasswordStrength),
    submitNewPassword: passwords.intent((group) => group.submitNewPassword),

    // Discovery, OAuth, SSO
    selectOrganization: discovery.selectOrganization,
    createOrganization: discovery.createOrganization,
    startOAuth: discovery.startOAuth,
    startSso: discovery.startSso,
    openSsoDiscovery: discovery.openSsoDiscovery,
    submitSsoDiscoveryEmail: discovery.submitSsoDiscoveryEmail,
    submitSlug: discovery.submitSlug,

    // Second factors
    chooseMfaMethod: mfa.intent((group) => group.chooseMfaMethod),
    /** 'Try again' after the TOTP enrolment could not be created. */
    createTotp: mfa.intent((group) => group.createTotp),
    submitPhone: mfa.intent((group) => group.submitPhone),
    submitTotp: mfa.intent((group) => group.submitTotp),
    useRecoveryCode: mfa.intent((group) => group.useRecoveryCode),
    submitRecoveryCode: mfa.intent((group) => group.submitRecoveryCode),
    acknowledgeBackupCodes: mfa.intent((group) => group.acknowledgeBackupCodes),
    copyBackupCodes: mfa.intent((group) => group.copyBackupCodes),
    copyTotpSecret: mfa.intent((group) => group.copyTotpSecret),
    toggleTotpDisplay: mfa.intent((group) => group.toggleTotpDisplay),
    continueTotpEnrollment: mfa.intent((group) => group.continueTotpEnrollment),

    // Identity-provider consent
    allowConsent: consent.intent((group) => group.allowConsent),
    denyConsent: consent.intent((group) => group.denyConsent),
    confirmLogout: consent.intent((group) => group.confirmLogout),
    declineLogout: consent.intent((group) => group.declineLogout),

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
