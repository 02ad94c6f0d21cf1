import { discoveryIntents } from '../../flow/intents/discovery';
import { emailIntents } from '../../flow/intents/email';
import { passwordChosen, ssoDiscoveryOpened } from './transitions';
import type { Runtime } from '../../flow/runtime';
import type { PasswordIntents } from '../passwords/intents';

/** Main's intents: the e-mail forms, OAuth and SSO, and the way to a password (login spec, section 2, Main). */
export function mainIntents(runtime: Runtime) {
  const email = emailIntents(runtime);
  const discovery = discoveryIntents(runtime);
  // The member lookup is the password screens' code: it loads with the first password e-mail submitted.
  let passwords: Promise<PasswordIntents> | undefined;
  const passwordIntents = () =>
    (passwords ??= import('../passwords/intents').then((loaded) => loaded.passwordIntents(runtime)));
  return {
    submitEmail: email.submitEmail,
    chooseEmailMethod: email.chooseEmailMethod,
    startOAuth: discovery.startOAuth,
    startSso: discovery.startSso,
    /** 'Continue with SSO' in discovery flow: SSO Discovery Email. */
    openSsoDiscovery(): void {
      runtime.apply(ssoDiscoveryOpened(runtime.current()));
    },
    /** 'Use a password instead': Password Authenticate, with the e-mail typed so far. */
    usePassword(): void {
      runtime.apply(passwordChosen(runtime.current()));
    },
    /** Main's password e-mail form: the member lookup (passwords group). */
    async submitPasswordEmail(address: string): Promise<void> {
      await (await passwordIntents()).submitPasswordEmail(address);
    },
  };
}

export type MainIntents = ReturnType<typeof mainIntents>;
