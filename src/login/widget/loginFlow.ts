import { createFlow } from '../flow/flow';
import type { WidgetFlowOptions } from '../flow/runtime';
import type { BrandLogo } from '../flow/view';
import { english, type Localize } from '../../ui/texts';
import { firstTextsIn } from '../strings';
import { screenGroups } from './screenGroups';

export interface LoginFlowOptions extends Omit<WidgetFlowOptions, 'strings'> {
  /** The widget's texts (its `strings` laid over the page's: localizeWith); the English defaults when left out. */
  localize?: Localize;
  /** The integrator's application logo, shown on Main beside the organization's. */
  applicationLogo?: BrandLogo;
}

/**
 * A mounted widget's flow with its screen groups: the flow's state and first load, and each group started
 * when it is first needed, which then performs the effects it owns.
 */
export function createLoginFlow(options: LoginFlowOptions) {
  const localize = options.localize ?? english;
  const flow = createFlow({ ...options, strings: firstTextsIn(localize) }, (effect) => groups.perform(effect));
  const groups = screenGroups(flow.runtime, localize, options);
  return {
    ...flow,
    localize,
    groups,
    /** Unmount: ends the countdown tick and what the groups' intents began (`start` resumes the tick). */
    stop(): void {
      flow.stop();
      groups.stop();
    },
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
