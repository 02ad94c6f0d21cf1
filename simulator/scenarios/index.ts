import type { Scenario } from '../core/scenario';
import { echoScenario } from './echo';
import { hostileFramesScenario } from './hostileFrames';

/** Every scenario by name, for the server's --scenario flag and the Storybook decorator. */
export const scenarios: Readonly<Record<string, Scenario>> = {
  [echoScenario.name]: echoScenario,
  [hostileFramesScenario.name]: hostileFramesScenario,
};

export { echoScenario, hostileFramesScenario };
