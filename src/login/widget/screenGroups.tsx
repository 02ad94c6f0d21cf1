import { lazy, type ComponentType } from 'react';
import { SCREEN_GROUP, type Screen, type ScreenGroup } from '../flow';
import type { GroupEffect } from '../flow/navigation';
import type { Runtime } from '../flow/runtime';
import type { ViewOptions, ViewState } from '../flow/view';
import { SCREEN_GROUPS } from '../groups';
import type { LoadedGroup, StartedGroup } from '../groups/define';
import type { Localize } from '../../ui/texts';

type GroupScreen = ComponentType<{ snapshot: ViewState; back: (() => void) | undefined }>;

/**
 * The screen groups of one flow (groups/index.ts): each started, its intents made, the first time it is needed
 * (a screen of it to show, or an effect it owns), then kept. Main's is started at once; every other group's
 * screens load on demand, with their chunk. A screen's heading takes the focus when it mounts, after its chunk
 * arrived, as it would have at once.
 */
export function screenGroups(runtime: Runtime, localize: Localize, options: ViewOptions) {
  const started = new Map<ScreenGroup, StartedGroup>();
  const starting = new Map<ScreenGroup, Promise<StartedGroup>>();
  const lazyScreens = new Map<ScreenGroup, GroupScreen>();

  function startLoaded(group: LoadedGroup<ScreenGroup>): StartedGroup {
    const made = group.start(runtime, localize, options);
    started.set(group.name, made);
    return made;
  }

  function start(name: ScreenGroup): Promise<StartedGroup> {
    const entry = SCREEN_GROUPS[name];
    if (typeof entry !== 'function') return Promise.resolve(started.get(name) ?? startLoaded(entry));
    let promise = starting.get(name);
    if (!promise) {
      promise = entry().then((loaded) => startLoaded(loaded.default));
      starting.set(name, promise);
    }
    return promise;
  }

  // The groups the first load holds start with the flow, so their screens show without a wait.
  for (const entry of Object.values(SCREEN_GROUPS)) if (typeof entry !== 'function') startLoaded(entry);

  return {
    start,
    /** The screens of the group `screen` belongs to: one component per group, the same on every render. */
    screensOf(screen: Screen): GroupScreen {
      const name = SCREEN_GROUP[screen];
      const eager = SCREEN_GROUPS[name];
      if (typeof eager !== 'function') return started.get(name)?.Screen ?? startLoaded(eager).Screen;
      let screens = lazyScreens.get(name);
      if (!screens) {
        screens = lazy(async () => ({ default: (await start(name)).Screen }));
        lazyScreens.set(name, screens);
      }
      return screens;
    },
    /** Performs an effect a group owns: that group does, started first if it has not been. */
    async perform(effect: GroupEffect): Promise<void> {
      await (await start(effect.group)).perform(effect);
    },
    /** Ends what the started groups' intents began (a pending strength check). */
    stop(): void {
      for (const group of started.values()) group.stop();
    },
  };
}
