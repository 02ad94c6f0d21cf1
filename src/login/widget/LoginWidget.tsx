import { useTheme } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { realClock, type Clock } from '../../core/clock';
import { ThemeProvider, type DeepPartial, type GeniosTheme } from '../../theme';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { createToaster, type Toaster } from '../../ui/toast/toaster';
import { ToastArea } from '../../ui/toast/ToastArea';
import { Watermark } from '../../ui/Watermark';
import { createWidgetFlow, type FlowClient, type WidgetFlow, type WidgetFlowOptions } from '../flow';
import type { BrandLogo } from '../screens/MainLogos';
import { pageLocation, pageStorage } from './browserPage';
import { ScreenSwitch } from './ScreenSwitch';

/** Whose watermark it is: the identity provider behind the widget. */
export const PROVIDER_NAME = 'Stytch';

export interface LoginWidgetProps {
  /** The page's provider client (createB2BClient): the widget makes its calls and keeps its session there. */
  client: FlowClient;
  config: WidgetFlowOptions['config'];
  /** Overrides of the default theme (colours, fonts, buttons, container, ...). */
  theme?: DeepPartial<GeniosTheme>;
  /** The real clock by default; the OTP countdowns tick every second on it. */
  clock?: Clock;
  /** The host page's address; window.location (tokens removed with history.replaceState) by default. */
  location?: WidgetFlowOptions['location'];
  /** The page's local storage by default. */
  storage?: WidgetFlowOptions['storage'];
  /** Flow complete (the Logged In screen came up), consent answers and errors. */
  onEvent?: WidgetFlowOptions['onEvent'];
  /** The login widget (default), or the identity-provider consent screen. */
  mode?: WidgetFlowOptions['mode'];
  /** A local image in place of the provider's powered-by logo; without one the provider's name is written. */
  poweredByLogoUrl?: string;
  /** The application's logo, shown on Main beside the organization's. */
  applicationLogo?: BrandLogo;
}

/**
 * The login widget an integrator renders: one flow per mount (started when mounted, stopped when unmounted;
 * React StrictMode's second effect finds it started), its current screen in the themed 400 px frame, toasts
 * at the top, the watermark when bootstrap asks for it, and a loading overlay while the flow is busy.
 */
export function LoginWidget({ theme, ...props }: LoginWidgetProps) {
  return (
    <ThemeProvider theme={theme}>
      <WidgetBody {...props} />
    </ThemeProvider>
  );
}

function WidgetBody(props: Omit<LoginWidgetProps, 'theme'>) {
  const [{ flow, toaster }] = useState(() => createWidget(props));
  useEffect(() => {
    void flow.start();
    return () => flow.stop();
  }, [flow]);
  const snapshot = useSnapshot(flow.state);
  const view = flow.view(snapshot);
  return (
    <WidgetFrame busy={snapshot.busy}>
      <div css={{ ':has(li)': { marginBottom: 16 } }}>
        <ToastArea toaster={toaster} />
      </div>
      <ScreenSwitch
        // A new screen mounts afresh: its fields start empty and its heading takes the focus.
        key={snapshot.screen}
        flow={flow}
        snapshot={snapshot}
        view={view}
        applicationLogo={props.applicationLogo}
      />
      <div css={{ ':not(:empty)': { marginTop: 16 } }}>
        <Watermark
          visible={snapshot.bootstrap.displayWatermark}
          name={PROVIDER_NAME}
          logoSrc={props.poweredByLogoUrl}
        />
      </div>
    </WidgetFrame>
  );
}

function createWidget(props: Omit<LoginWidgetProps, 'theme'>): { flow: WidgetFlow; toaster: Toaster } {
  const clock = props.clock ?? realClock;
  const toaster = createToaster({ clock });
  const flow = createWidgetFlow({
    client: props.client,
    config: props.config,
    clock,
    location: props.location ?? pageLocation(),
    storage: props.storage ?? pageStorage(),
    onEvent: props.onEvent,
    mode: props.mode,
    toaster,
  });
  return { flow, toaster };
}

/** The widget's card: the theme's container (400 px wide by default) around everything it shows. */
function WidgetFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { container, fonts, colors } = useTheme();
  return (
    <div
      data-login-widget=""
      css={{
        position: 'relative',
        boxSizing: 'border-box',
        width: container.width,
        maxWidth: '100%',
        padding: container.padding,
        background: container.background,
        border: `1px solid ${container.borderColor}`,
        borderRadius: container.borderRadius,
        fontFamily: fonts.family,
        color: colors.text,
      }}
    >
      {children}
      {busy && <LoadingOverlay />}
    </div>
  );
}
