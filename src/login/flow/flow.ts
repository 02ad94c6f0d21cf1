import type { FirstTexts } from '../strings';
import { discoveryIntents } from './intents/discovery';
import { loadIntents } from './intents/load';
import { navigationIntents } from './intents/navigation';
import { redirectRefused, type FlowEffect, type GroupEffect } from './navigation';
import { createRuntime, type WidgetFlowOptions } from './runtime';
import { initialState, PASSWORD_RESET_EMAIL_KEY } from './state';

/**
 * One login flow: its state in a Valtio proxy (read it with useSnapshot), the runtime every group's intents act
 * through, and the first load's part. Effects a screen group owns go to `performGroupEffect` (the widget loads
 * that group and hands it the effect); the first load's intents perform the flow's own. Call `start()` when
 * the widget mounts and `stop()` when it unmounts.
 */
export function createFlow(
  options: WidgetFlowOptions & { strings: FirstTexts },
  performGroupEffect: (effect: GroupEffect) => Promise<void>,
) {
  const { client, config, clock, location, storage } = options;
  const initial = initialState({
    config,
    href: location.href,
    now: clock.now(),
    bootstrap: client.bootstrap.getSync(),
    mode: options.mode ?? 'login',
    storedPasswordEmail: storage.getItem(PASSWORD_RESET_EMAIL_KEY),
  });
  const runtime = createRuntime(options, initial, (effect) =>
    'group' in effect ? performGroupEffect(effect) : performFlowEffect(effect),
  );
  const discovery = discoveryIntents(runtime);

  function performFlowEffect(effect: FlowEffect): Promise<void> {
    switch (effect.type) {
      case 'startSso':
        return discovery.startSso(effect.connectionId);
      case 'exchangeSession':
        return discovery.exchangeSession(effect.organizationId);
      case 'createOrganization':
        return discovery.createOrganization();
    }
  }

  return {
    /** The widget state: a Valtio proxy, read with useSnapshot, never written from outside. */
    state: runtime.state,
    runtime,
    /** Mount: the consent preflight, a token in the address, or the organization. Idempotent. */
    start: loadIntents(runtime).start,
    /** Unmount: ends the countdown tick (`start` resumes it). */
    stop: runtime.stopTicker,
    /** The back arrow's action, where there is a screen to go back to. */
    back: navigationIntents(runtime).back,
    /** A redirect the client refused outside the flow's own calls (One Tap's submit): the Error screen. */
    redirectRefused(): void {
      runtime.apply(redirectRefused(runtime.current()));
    },
  };
}

export type Flow = ReturnType<typeof createFlow>;
