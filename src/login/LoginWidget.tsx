import { useEffect, useLayoutEffect, useState } from 'react';
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

/** The client the widget's calls go through, numbered: the shell starts afresh with each. */
interface WidgetClient {
  client: FlowClient;
  id: number;
}

/**
 * The integrator's client, or one the widget makes for itself as it mounts and stops as it goes. The widget's
 * own is made in an effect, not while rendering: in development React's StrictMode renders twice and keeps one
 * result, then mounts twice; a client made in a render React drops would never be stopped, while each mount here
 * stops the client it made (the shell then starts again with the next one).
 */
function useClient(options: LoginOptions, observe: (client: FlowClient) => FlowClient): WidgetClient | undefined {
  const [mountedWith] = useState(options);
  const [given] = useState(() =>
    'client' in mountedWith ? { client: observe(mountedWith.client), id: 0 } : undefined,
  );
  const [owned, setOwned] = useState<WidgetClient>();
  useLayoutEffect(() => {
    if ('client' in mountedWith) return;
    // The widget's own client holds the calls the widget makes, not the administration calls.
    const client = createBrowserLoginClient({
      calls: WIDGET_CALLS,
      publicToken: mountedWith.publicToken,
      baseUrl: mountedWith.providerBaseUrl,
      cookieOptions: mountedWith.cookieOptions,
      sessionDurationMinutes: mountedWith.config.sessionOptions?.sessionDurationMinutes,
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the client is an outside resource the mount owns
    setOwned((previous) => ({ client: observe(client), id: (previous?.id ?? 0) + 1 }));
    return () => client.stop();
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
  const source = useClient(options, observe);
  if (!source) return null;
  const { config, mode, strings, poweredByLogoUrl, applicationLogo, googleIdentityScriptUrl, location, storage } =
    options;
  return (
    <WidgetShell
      key={source.id}
      {...{ config, mode, strings, poweredByLogoUrl, applicationLogo, googleIdentityScriptUrl, location, storage }}
      {...{ client: source.client, theme }}
      onEvent={(event) => {
        if (event.type === 'flowComplete') latest.get()?.onFlowComplete?.();
        latest.get()?.onEvent?.(event);
      }}
    />
  );
}
