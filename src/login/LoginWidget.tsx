import { useEffect, useRef, useState } from 'react';
import type { FlowClient, FlowEvent } from './flow';
import { observeCalls, type CallCallbacks } from './observeCalls';
import { createBrowserLoginClient, type BrowserB2BClientOptions } from './provider/browserClient';
import { WIDGET_CALLS } from './provider/calls/widget';
import { WidgetShell, type WidgetShellProps } from './widget/WidgetShell';

export interface LoginCallbacks extends CallCallbacks {
  /** The Logged In screen came up (or the consent flow finished). */
  onFlowComplete?: () => void;
  /** Every flow event: flow complete, the consent answers, and errors no provider call reports. */
  onEvent?: (event: FlowEvent) => void;
}

/** Where the widget's provider client comes from: the page's own, or one the widget creates. */
type ClientSource =
  | { client: FlowClient }
  | ({ publicToken: string; providerBaseUrl: string } & Pick<BrowserB2BClientOptions, 'cookieOptions'>);

/** The integrator's options (login spec, section 3): configuration, client, and what the widget shows. */
export type LoginOptions = ClientSource &
  Pick<
    WidgetShellProps,
    | 'config'
    | 'mode'
    | 'strings'
    | 'poweredByLogoUrl'
    | 'applicationLogo'
    | 'googleIdentityScriptUrl'
    | 'location'
    | 'storage'
  >;

export interface LoginWidgetProps {
  /**
   * The integrator's configuration (products, flow type, redirect URLs), the provider client or the public
   * token and provider URL to make one, and what the widget shows: texts (`strings`), logos, mode.
   */
  options: LoginOptions;
  /** Overrides of the default theme: colours, fonts, buttons, inputs, the container. */
  theme?: WidgetShellProps['theme'];
  /** Each provider call's success and error, flow complete, and every flow event. */
  callbacks?: LoginCallbacks;
}

/** The integrator's client, or a new one the widget owns (and stops when it goes). */
function clientOf(options: LoginOptions): { client: FlowClient; stop?: () => void } {
  if ('client' in options) return { client: options.client };
  // The widget's own client holds the calls the widget makes, not the administration calls.
  const client = createBrowserLoginClient({
    calls: WIDGET_CALLS,
    publicToken: options.publicToken,
    baseUrl: options.providerBaseUrl,
    cookieOptions: options.cookieOptions,
    sessionDurationMinutes: options.config.sessionOptions?.sessionDurationMinutes,
  });
  return { client, stop: () => client.stop() };
}

/**
 * Stops an owned client when the widget unmounts. The stop waits a task: React StrictMode unmounts and
 * remounts at once, and a client cannot restart, so only an unmount that stays one stops it.
 */
function useStopOnUnmount(stop: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!stop) return;
    clearTimeout(timer.current);
    return () => {
      timer.current = setTimeout(stop, 0);
    };
  }, [stop]);
}

/** A value kept outside React's render: set from an effect, read when an event fires. */
function slot<T>(initial: T) {
  let value = initial;
  return { get: () => value, set: (next: T) => void (value = next) };
}

/**
 * The login widget for React pages: `<LoginWidget options theme callbacks/>`. The client is made (or taken)
 * once per mount; callbacks are read when they fire, so an integrator may pass new functions on every render.
 */
export function LoginWidget({ options, theme, callbacks }: LoginWidgetProps) {
  // The callbacks of the latest render, read when an event fires (never while rendering).
  const [latest] = useState(() => slot(callbacks));
  useEffect(() => latest.set(callbacks), [latest, callbacks]);
  const [{ client, stop }] = useState(() => {
    const source = clientOf(options);
    const client = observeCalls(source.client, {
      onSuccess: (call, data) => latest.get()?.onSuccess?.(call, data),
      onError: (call, error) => latest.get()?.onError?.(call, error),
    });
    return { client, stop: source.stop };
  });
  useStopOnUnmount(stop);
  const { config, mode, strings, poweredByLogoUrl, applicationLogo, googleIdentityScriptUrl, location, storage } =
    options;
  return (
    <WidgetShell
      {...{ config, mode, strings, poweredByLogoUrl, applicationLogo, googleIdentityScriptUrl, location, storage }}
      {...{ client, theme }}
      onEvent={(event) => {
        if (event.type === 'flowComplete') latest.get()?.onFlowComplete?.();
        latest.get()?.onEvent?.(event);
      }}
    />
  );
}
