import { SCREEN_GROUP, type IntegratorConfig } from '../../../src/login/flow';
import type { ViewState } from '../../../src/login/flow/view';
import { federationIntents } from '../../../src/login/groups/federation/intents';
import { federationTexts } from '../../../src/login/groups/federation/texts';
import { federationView } from '../../../src/login/groups/federation/view';
import { mainIntents } from '../../../src/login/groups/main/intents';
import { mainView } from '../../../src/login/groups/main/view';
import { mfaIntents } from '../../../src/login/groups/mfa/intents';
import { mfaTexts } from '../../../src/login/groups/mfa/texts';
import { mfaView } from '../../../src/login/groups/mfa/view';
import { nextIntents } from '../../../src/login/groups/next/intents';
import { nextTexts } from '../../../src/login/groups/next/texts';
import { nextView } from '../../../src/login/groups/next/view';
import { passwordIntents } from '../../../src/login/groups/passwords/intents';
import { passwordTexts } from '../../../src/login/groups/passwords/texts';
import { passwordView } from '../../../src/login/groups/passwords/view';
import { createLoginFlow, type LoginFlowOptions } from '../../../src/login/widget/loginFlow';
import { firstTextsIn, groupTexts, localizeWith } from '../../../src/login/strings';
import type { Localize } from '../../../src/ui/texts';
// Each group's module, loaded here: the flow's imports of them (a group performing its effect) then resolve
// within a test's settle(), as they would once the chunk is cached.
import '../../../src/login/groups/federation';
import '../../../src/login/groups/mfa';
import '../../../src/login/groups/next';
import '../../../src/login/groups/passwords';

/**
 * The view of the current screen, whatever its group: what the widget shows, for tests that follow a flow
 * across groups (the widget asks only the current screen's group).
 */
export function viewFor(snapshot: ViewState, config: IntegratorConfig, localize: Localize = localizeWith()) {
  const options = { config };
  switch (SCREEN_GROUP[snapshot.screen]) {
    case 'main':
      return mainView(snapshot, options, firstTextsIn(localize));
    case 'next':
      return nextView(snapshot, options, groupTexts(localize, nextTexts));
    case 'mfa':
      return mfaView(snapshot, options, groupTexts(localize, mfaTexts));
    case 'passwords':
      return passwordView(snapshot, options, groupTexts(localize, passwordTexts));
    case 'federation':
      return federationView(snapshot, options, groupTexts(localize, federationTexts));
  }
}

/**
 * A widget's flow with every group's intents beside it, as the screens call them: the tests drive the flow
 * through the intents of whatever screen is up. The intents are made here (each group makes its own when it
 * loads); the effects a group owns are still performed by the group the flow loads.
 */
export function loginFlowWithIntents(options: LoginFlowOptions) {
  const flow = createLoginFlow(options);
  const { runtime } = flow;
  const next = nextIntents(runtime);
  const mfa = mfaIntents(runtime);
  const passwords = passwordIntents(runtime);
  return {
    ...mainIntents(runtime),
    ...next,
    ...mfa,
    ...passwords,
    ...federationIntents(runtime, groupTexts(flow.localize, federationTexts)),
    ...flow,
    config: options.config,
    /** The 6-digit code on Email OTP Entry, SMS OTP Entry or TOTP Entry. */
    submitOtp(code: string): Promise<void> {
      const screen = runtime.current().screen;
      if (screen === 'SmsOtpEntry') return mfa.submitSmsCode(code);
      if (screen === 'TotpEntry') return mfa.submitTotp(code);
      return next.submitEmailCode(code);
    },
    /** 'Resend code' on Email OTP Entry and SMS OTP Entry. */
    resendCode(): Promise<void> {
      return runtime.current().screen === 'SmsOtpEntry' ? mfa.resendSmsCode() : next.resendEmailCode();
    },
    stop(): void {
      flow.stop();
      passwords.stop();
    },
  };
}
