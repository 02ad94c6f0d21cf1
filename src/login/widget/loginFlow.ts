import { createFlow } from '../flow/flow';
import type { WidgetFlowOptions } from '../flow/runtime';
import type { BrandLogo } from '../groups/main/MainLogos';
import { createLoginCatalogue, type LoginCatalogue } from '../strings';
import { screenGroups } from './screenGroups';

export interface LoginFlowOptions extends Omit<WidgetFlowOptions, 'strings'> {
  /** The widget's texts, the integrator's overrides merged; the English defaults when left out. */
  catalogue?: LoginCatalogue;
  /** The integrator's application logo, shown on Main beside the organization's. */
  applicationLogo?: BrandLogo;
}

/**
 * A mounted widget's flow with its screen groups: the flow's state and first load, and each group started
 * when it is first needed, which then performs the effects it owns.
 */
export function createLoginFlow(options: LoginFlowOptions) {
  const catalogue = options.catalogue ?? createLoginCatalogue();
  const flow = createFlow({ ...options, strings: catalogue.first }, (effect) => groups.perform(effect));
  const groups = screenGroups(flow.runtime, catalogue, options);
  return {
    ...flow,
    catalogue,
    groups,
    /** Unmount: ends the countdown tick and what the groups' intents began (`start` resumes the tick). */
    stop(): void {
      flow.stop();
      groups.stop();
    },
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
