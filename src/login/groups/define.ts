import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { IntegratorConfig, LazyGroup, ScreensOf, WidgetState } from '../flow';
import type { Runtime } from '../flow/runtime';
import type { ViewState } from '../flow/view';
import type { GroupTexts, TextPart } from '../strings';
import type { WidgetFlow } from '../widget/controller';

/** What a screen of a group is given: its view, and the flow for its intents and the back arrow. */
export interface ScreenProps<View> {
  view: View;
  flow: WidgetFlow;
  snapshot: Snapshot<WidgetState>;
  /** The back arrow's action, where there is a screen to go back to. */
  back: (() => void) | undefined;
}

/**
 * A screen group, whole: every screen the registry (flow/screenGroups.ts) lists for it, their view, their texts
 * and their intents. The group's folder holds each; its index declares them here, and the group loads as one
 * chunk (groups/index.ts). Methods rather than function properties, so that the registry can hold every
 * group's definition under one type.
 */
export interface ScreenGroupDefinition<
  G extends LazyGroup,
  Part extends TextPart,
  Intents,
  View extends { screen: ScreensOf<G> },
> {
  /** The group's texts in English: the integrator's overrides are merged over them when the group loads. */
  readonly texts: Part;
  /** The view of the current screen when it is one of the group's; null otherwise. */
  view(snapshot: ViewState, config: IntegratorConfig, texts: GroupTexts<Part>): View | null;
  /** The group's intents, made once per flow when the group has loaded (the controller calls them). */
  intents?(runtime: Runtime, texts: GroupTexts<Part>): Intents;
  /** Each screen of the group, given its view. */
  readonly screens: { readonly [S in ScreensOf<G>]: (props: ScreenProps<Extract<View, { screen: S }>>) => ReactNode };
}

/** Declares a group: typed against the registry, so a screen listed for the group cannot be left out. */
export const defineScreenGroup = <
  G extends LazyGroup,
  Part extends TextPart,
  View extends { screen: ScreensOf<G> },
  Intents = Record<string, never>,
>(
  _group: G,
  definition: ScreenGroupDefinition<G, Part, Intents, View>,
) => definition;
