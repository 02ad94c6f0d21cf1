import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** A value kept outside React's render: set from an effect, read when an event fires. */
function slot<T>(initial: T) {
  let value = initial;
  return { get: () => value, set: (next: T) => void (value = next) };
}

/**
 * The integrator's client, or one the widget makes for itself as it mounts and stops as it goes. The widget's
 * own is made in an effect, never while rendering: in development React's StrictMode renders twice and keeps one
 * result, and a client made in a render React drops would never be stopped. StrictMode also unmounts and mounts
 * the effects again at once: the stop waits a task, and a mount that finds its client still there keeps it (a
 * client cannot restart, and the flow it serves has started), so only an unmount that stays one stops it.
 */
function useClient(options: LoginOptions, observe: (client: FlowClient) => FlowClient): FlowClient | undefined {
  const [mountedWith] = useState(options);
  const [given] = useState(() => ('client' in mountedWith ? observe(mountedWith.client) : undefined));
  const [owned, setOwned] = useState<FlowClient>();
  const kept = useRef<{ client: { stop(): void }; stopping?: ReturnType<typeof setTimeout> }>(undefined);
  useLayoutEffect(() => {
    if ('client' in mountedWith) return;
    if (kept.current) clearTimeout(kept.current.stopping);
    else {
      // The widget's own client holds the calls the widget makes, not the administration calls.
      const client = createBrowserLoginClient({
        calls: WIDGET_CALLS,
        publicToken: mountedWith.publicToken,
        baseUrl: mountedWith.providerBaseUrl,
        cookieOptions: mountedWith.cookieOptions,
        sessionDurationMinutes: mountedWith.config.sessionOptions?.sessionDurationMinutes,
      });
      kept.current = { client };
      setOwned(observe(client));
    }
    const mount = kept.current;
    return () => {
      mount.stopping = setTimeout(() => {
        mount.client.stop();
        kept.current = undefined;
      }, 0);
    };
  }, [mountedWith, observe]);
  return given ?? owned;
}

/**
 * The login widget for React pages: `<LoginWidget options theme callbacks/>`. The client is taken, or made, once
 * per mount; callbacks are read when they fire, so an integrator may pass new functions on every render.
 */
export function LoginWidget({ options, theme, callbacks }: LoginWidgetProps) {
  // The callbacks of the latest render, read when an event fires (never while rendering).
  const [latest] = useState(() => slot(callbacks));
  useEffect(() => latest.set(callbacks), [latest, callbacks]);
  const [observe] = useState(
    () => (client: FlowClient) =>
      observeCalls(client, {
        onSuccess: (call, data) => latest.get()?.onSuccess?.(call, data),
        onError: (call, error) => latest.get()?.onError?.(call, error),
      }),
  );
  const client = useClient(options, observe);
  if (!client) return null;
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
