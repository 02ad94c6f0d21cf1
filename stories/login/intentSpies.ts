import { fn, type Mock } from 'storybook/test';
import type { FederationIntents } from '../../src/login/groups/federation/intents';
import type { MainIntents } from '../../src/login/groups/main/intents';
import type { MfaIntents } from '../../src/login/groups/mfa/intents';
import type { NextIntents } from '../../src/login/groups/next/intents';
import type { PasswordIntents } from '../../src/login/groups/passwords/intents';

/** A group's intents, each a spy the plays can ask how it was called. */
type Spies<Intents> = {
  [Name in keyof Intents]: Intents[Name] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : never;
};

/**
 * A screen story's intents: the whole of its group's, each a spy that does nothing. The names come from a
 * record typed by the group's intents, so the compiler says when an intent is missing or no longer exists.
 */
function intentSpies<Intents>(names: Record<keyof Intents, true>): () => Spies<Intents> {
  return () => {
    const spies: Partial<Spies<Intents>> = {};
    for (const name of Object.keys(names) as (keyof Intents)[]) spies[name] = fn() as Spies<Intents>[keyof Intents];
    return spies as Spies<Intents>;
  };
}

export const mfaIntentSpies = intentSpies<MfaIntents>({
  back: true,
  tryAgain: true,
  sendSms: true,
  createTotp: true,
  chooseMfaMethod: true,
  submitPhone: true,
  resendSmsCode: true,
  submitSmsCode: true,
  submitTotp: true,
  useRecoveryCode: true,
  submitRecoveryCode: true,
  acknowledgeBackupCodes: true,
  copyBackupCodes: true,
  copyTotpSecret: true,
  toggleTotpDisplay: true,
  continueTotpEnrollment: true,
});

export const nextIntentSpies = intentSpies<NextIntents>({
  back: true,
  tryAgain: true,
  chooseEmailMethod: true,
  submitEmailCode: true,
  resendEmailCode: true,
  selectOrganization: true,
  createOrganization: true,
});

export const passwordIntentSpies = intentSpies<PasswordIntents>({
  submitPasswordEmail: true,
  submitPassword: true,
  forgotPassword: true,
  submitForgotPassword: true,
  resendResetEmail: true,
  checkPasswordStrength: true,
  submitNewPassword: true,
  stop: true,
});

export const federationIntentSpies = intentSpies<FederationIntents>({
  start: true,
  allowConsent: true,
  denyConsent: true,
  confirmLogout: true,
  declineLogout: true,
  tryAgain: true,
  submitSsoDiscoveryEmail: true,
  submitSlug: true,
  startSso: true,
});

export const mainIntentSpies = intentSpies<MainIntents>({
  submitEmail: true,
  chooseEmailMethod: true,
  startOAuth: true,
  startSso: true,
  openSsoDiscovery: true,
  usePassword: true,
  submitPasswordEmail: true,
});
