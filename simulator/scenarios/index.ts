import type { Scenario } from '../core/scenario';
import { chatLifecycleScenarios } from './chat/lifecycle';
import { demoScenario } from './demo';
import { echoScenario } from './echo';
import { outputLifecycleScenarios } from './output/lifecycle';
import { hostileFramesScenario } from './hostileFrames';
import {
  providerAdBlockedScenario,
  providerCaptchaScenario,
  providerDemoScenario,
  providerNoOneTapScenario,
} from './provider';
import { flakyUploadsScenario } from './uploads';

/** Every scenario by name, for the server's --scenario flag and the Storybook decorator. */
export const scenarios: Readonly<Record<string, Scenario>> = {
  [demoScenario.name]: demoScenario,
  [echoScenario.name]: echoScenario,
  [hostileFramesScenario.name]: hostileFramesScenario,
  [flakyUploadsScenario.name]: flakyUploadsScenario,
  ...Object.fromEntries(
    [providerDemoScenario, providerCaptchaScenario, providerAdBlockedScenario, providerNoOneTapScenario].map(
      (scenario) => [scenario.name, scenario],
    ),
  ),
  ...Object.fromEntries(
    [...chatLifecycleScenarios, ...outputLifecycleScenarios].map((scenario) => [scenario.name, scenario]),
  ),
};

export { demoScenario, echoScenario, flakyUploadsScenario, hostileFramesScenario };
