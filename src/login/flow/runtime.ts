import { proxy } from 'valtio/vanilla';
import type { Clock, TimerId } from '../../core/clock';
import type { LoginClient } from '../provider/b2bClient';
import type { WidgetCallName } from '../provider/calls';
import type { FirstTexts } from '../strings';
import { UnsafeRedirectError, webRedirect } from '../provider/errors';
import { redirectRefused, type Effect, type FlowEffect, type GroupEffect, type Step } from './navigation';
import type { FlowEvent, IntegratorConfig, WidgetState } from './types';

/** The provider client calls the flow makes (a client over WIDGET_CALLS or over all CALLS satisfies it). */
export type FlowClient = Pick<
  LoginClient<WidgetCallName>,
  | 'magicLinks'
  | 'otps'
  | 'oauth'
  | 'sso'
  | 'discovery'
  | 'organization'
  | 'member'
  | 'passwords'
  | 'totp'
  | 'recoveryCodes'
  | 'impersonation'
  | 'idp'
  | 'session'
  | 'bootstrap'
  | 'state'
>;

/** The host page's address. */
export interface FlowLocation {
  href: string;
  /** Rewrites the address in place, without loading a page (history.replaceState): tokens leave it. */
  replace(url: string): void;
  /** Goes to another page (location.assign): the consent mode's redirects. */
  assign(url: string): void;
}

/** Where the flow's toasts go: the widget's toaster (src/ui/toast) fits. */
export interface FlowToaster {
  show(message: string, options?: { type?: 'success' | 'error' }): unknown;
}

export interface WidgetFlowOptions {
  client: FlowClient;
  config: IntegratorConfig;
  clock: Clock;
  location: FlowLocation;
  /** The page's local storage (the forgot-password form keeps the e-mail there). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onEvent?: (event: FlowEvent) => void;
  /** The login widget (default), or the identity-provider consent screen. */
  mode?: 'login' | 'idpConsent';
  toaster?: FlowToaster;
  /** For 'Copy all' and the TOTP secret's copy button; the browser's clipboard by default. */
  clipboard?: { writeText(text: string): Promise<void> };
  /**
   * The texts the flow writes into its state (errors, headers, toasts), merged over the English defaults by
   * the widget. The state holds final text rather than message keys because its messages mix catalogue
   * texts with the provider's own error_message, shown verbatim.
   */
  strings?: FirstTexts;
}

const loggedIn = (state: WidgetState) => state.screen === 'LoggedIn' && !state.loggingIn;

/** Screens whose code countdown ticks every second (login spec, section 9). */
const COUNTDOWN_SCREENS: ReadonlySet<WidgetState['screen']> = new Set(['EmailOtpEntry', 'SmsOtpEntry']);
const TICK_MS = 1_000;

/**
 * The shell's core: the plain current state (what pure transitions read), its Valtio mirror (what React
 * reads), calls whose answers go through transitions, the effects steps ask for, and the countdown tick.
 * The effects whose code is not the runtime's go to `performOwned`: the first load's intents perform the flow's,
 * a screen group its own (flow.ts).
 */
export function createRuntime(
  options: WidgetFlowOptions & { strings: FirstTexts },
  initial: WidgetState,
  performOwned: (effect: FlowEffect | GroupEffect) => void | Promise<void>,
) {
  let current = initial;
  const state = proxy<WidgetState>({ ...initial });
  let ticker: TimerId | undefined;

  function syncTicker() {
    const ticking = COUNTDOWN_SCREENS.has(current.screen);
    if (ticking && ticker === undefined) {
      ticker = options.clock.setInterval(() => apply({ ...current, now: options.clock.now() }), TICK_MS);
    } else if (!ticking) stopTicker();
  }

  function stopTicker() {
    if (ticker !== undefined) options.clock.clearTimeout(ticker);
    ticker = undefined;
  }

  /** Makes `next` current and copies the top-level fields that changed into the proxy. */
  function apply(next: WidgetState) {
    const previous = current;
    current = { ...next, now: options.clock.now() };
    for (const key of Object.keys(current) as (keyof WidgetState)[]) {
      if (current[key] !== previous[key]) (state as Record<keyof WidgetState, unknown>)[key] = current[key];
    }
    syncTicker();
    // The flow-complete event fires when Logged In comes up (login spec, section 1): logged in, not logging in.
    if (!loggedIn(previous) && loggedIn(current)) options.onEvent?.({ type: 'flowComplete' });
  }

  /**
   * The one place the flow leaves the page: redirects (only http and https are followed; any other address is
   * reported through the error event and shown on the Error screen, never followed), the address, storage, the
   * clipboard, toasts and events.
   */
  function perform(effect: Effect): void | Promise<void> {
    const { location, storage, toaster, onEvent } = options;
    switch (effect.type) {
      case 'redirect':
        try {
          return location.assign(webRedirect(effect.url));
        } catch (error) {
          onEvent?.({ type: 'error', message: (error as Error).message });
          return apply(redirectRefused(current));
        }
      case 'replaceAddress':
        return location.replace(effect.url);
      case 'store':
        return storage.setItem(effect.key, effect.value);
      case 'copy':
        return copy(effect);
      case 'toast':
        return void toaster?.show(effect.message, { type: effect.toastType });
      case 'emit':
        return onEvent?.(effect.event);
      default:
        return performOwned(effect);
    }
  }

  async function copy({ text, done, failed }: Extract<Effect, { type: 'copy' }>) {
    const clipboard = options.clipboard ?? globalThis.navigator?.clipboard;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(text);
      options.toaster?.show(done, { type: 'success' });
    } catch {
      options.toaster?.show(failed, { type: 'error' });
    }
  }

  /** Makes a step's state current, then performs its effects in order; settles when the last has finished. */
  async function run({ state: next, effects }: Step): Promise<void> {
    apply(next);
    await Promise.all(effects.map(perform));
  }

  /**
   * A provider call failed: a redirect the client refused (not http or https) shows the Error screen from any
   * screen; any other failure runs `fail` while the member is still where it counts.
   */
  function callFailed(error: unknown, fail: (state: WidgetState, error: unknown) => Step, stillThere: boolean) {
    if (error instanceof UnsafeRedirectError) apply(redirectRefused(current));
    else if (stillThere) run(fail(current, error));
  }

  /**
   * Calls the provider and runs `ok` or `fail` on the answer. An answer that comes back after the member
   * left the screen it was asked from is dropped, unless `anyScreen` says the transition checks for itself.
   * A redirect the client refused goes to the Error screen (callFailed).
   */
  async function attempt<T>(
    call: () => Promise<T>,
    ok: (state: WidgetState, answer: T) => Step,
    fail: (state: WidgetState, error: unknown) => Step,
    { anyScreen = false } = {},
  ): Promise<void> {
    const screen = current.screen;
    let answer: T;
    try {
      answer = await call();
    } catch (error) {
      return callFailed(error, fail, anyScreen || current.screen === screen);
    }
    if (!anyScreen && current.screen !== screen) return;
    let next: Step;
    try {
      next = ok(current, answer);
    } catch (error) {
      // An answer without the fields the flow reads fails like a failed call, rather than leaving it busy.
      next = fail(current, error);
    }
    run(next);
  }

  /**
   * Calls the provider for an answer the caller acts on itself; a failure runs `fail`. Null when it failed or
   * the member left the screen meanwhile.
   */
  async function ask<T>(
    call: () => Promise<T>,
    fail: (state: WidgetState, error: unknown) => Step,
  ): Promise<{ answer: T } | null> {
    const screen = current.screen;
    try {
      const answer = await call();
      return current.screen === screen ? { answer } : null;
    } catch (error) {
      callFailed(error, fail, current.screen === screen);
      return null;
    }
  }

  return {
    /** The Valtio proxy React reads with useSnapshot. Never written from outside. */
    state,
    current: () => current,
    apply,
    run,
    attempt,
    ask,
    syncTicker,
    stopTicker,
    options,
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
