import { discoveryIntents } from '../../flow/intents/discovery';
import { emailIntents } from '../../flow/intents/email';
import { navigationIntents } from '../../flow/intents/navigation';
import type { Runtime } from '../../flow/runtime';

/** The next step's intents: e-mail codes and methods, the discovered organizations, and the ways back. */
export function nextIntents(runtime: Runtime) {
  const email = emailIntents(runtime);
  const discovery = discoveryIntents(runtime);
  return {
    ...navigationIntents(runtime),
    chooseEmailMethod: email.chooseEmailMethod,
    submitEmailCode: email.submitEmailCode,
    resendEmailCode: email.resendEmailCode,
    selectOrganization: discovery.selectOrganization,
    createOrganization: discovery.createOrganization,
  };
}

export type NextIntents = ReturnType<typeof nextIntents>;
