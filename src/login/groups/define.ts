import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ScreenGroup, ScreensOf } from '../flow';
import type { GroupEffect } from '../flow/navigation';
import type { Runtime } from '../flow/runtime';
import type { ViewOptions, ViewState } from '../flow/view';
import type { Localize } from '../../ui/texts';
import { groupTexts, type GroupTexts, type TextPart } from '../strings';

/** What a screen is given: its view, its group's intents, and the back arrow's action where there is one. */
export interface ScreenProps<View, Intents> {
  view: View;
  intents: Intents;
  back: (() => void) | undefined;
}

/** The effects a group performs itself. */
type EffectOf<G extends ScreenGroup> = Extract<GroupEffect, { group: G }>;

/**
 * A screen group, whole: every screen the registry (flow/screenGroups.ts) lists for it, their view, their
 * texts, their intents and the effects the group owns. The group's folder holds each; its index declares them
 * here. Methods rather than function properties, so that each group's definition fits the registry's type.
 */
export interface ScreenGroupDefinition<
  G extends ScreenGroup,
  Part extends TextPart,
  View extends { screen: ScreensOf<G> },
  Intents,
> {
  /** The group's texts in English: the integrator's overrides are merged over them. */
  readonly texts: Part;
  /** The view of the current screen when it is one of the group's; null otherwise. */
  view(snapshot: ViewState, options: ViewOptions, texts: GroupTexts<Part>): View | null;
  /** The group's intents, made once per flow when the group has loaded; its screens are given them. */
  intents(runtime: Runtime, texts: GroupTexts<Part>): Intents;
  /** Performs an effect the group owns (flow/navigation.ts, GroupEffect). */
  perform?(intents: Intents, effect: EffectOf<G>): Promise<void>;
  /** Ends what the intents started, when the widget goes. */
  stop?(intents: Intents): void;
  /**
   * Each screen's component (every one the registry lists for the group), as it is: its props are its own view,
   * the group's intents and the back arrow's action, so no adapter stands between the view and the screen.
   */
  readonly screens: Screens<ScreensOf<G>, View, Intents>;
}

type Screens<Names extends string, View extends { screen: Names }, Intents> = {
  readonly [S in Names]: (props: ScreenProps<View & { screen: S }, Intents>) => ReactNode;
};

/** The view's screen, mounted with its view: typed by the screen's name, so each screen gets its own view. */
function screenOf<Names extends string, View extends { screen: Names }, Intents>(
  screens: Screens<Names, View, Intents>,
  props: ScreenProps<View, Intents>,
): ReactNode {
  return createElement(screens[props.view.screen], props);
}

/** A group started for one flow: its intents made, its screens ready to render. */
export interface StartedGroup<Intents = unknown> {
  readonly intents: Intents;
  /** The current screen, when it is one of the group's (nothing otherwise). */
  readonly Screen: ComponentType<{ snapshot: ViewState; back: (() => void) | undefined }>;
  /** Performs a group effect, when it is one the group owns. */
  perform(effect: GroupEffect): Promise<void>;
  stop(): void;
}

/** A group as the widget loads it: started once per flow. */
export interface LoadedGroup<G extends ScreenGroup, Intents = unknown> {
  readonly name: G;
  start(runtime: Runtime, localize: Localize, options: ViewOptions): StartedGroup<Intents>;
}

/** Declares a group: typed against the registry, so a screen listed for the group cannot be left out. */
export function defineScreenGroup<
  G extends ScreenGroup,
  Part extends TextPart,
  View extends { screen: ScreensOf<G> },
  Intents,
>(name: G, definition: ScreenGroupDefinition<G, Part, View, Intents>): LoadedGroup<G, Intents> {
  return {
    name,
    start(runtime, localize, options) {
      // The widget's texts are read once, when it mounts: the view and the intents share them.
      const texts = groupTexts(localize, definition.texts);
      const intents = definition.intents(runtime, texts);
      const owns = (effect: GroupEffect): effect is EffectOf<G> => effect.group === name;
      function Screen({ snapshot, back }: { snapshot: ViewState; back: (() => void) | undefined }) {
        const view = definition.view(snapshot, options, texts);
        if (!view) return null;
        return screenOf(definition.screens, { view, intents, back });
      }
      return {
        intents,
        Screen,
        perform: async (effect) => {
          if (owns(effect)) await definition.perform?.(intents, effect);
        },
        stop: () => definition.stop?.(intents),
      };
    },
  };
}
