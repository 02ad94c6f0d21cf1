import { useTheme } from '@emotion/react';
import { createElement, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWholeSnapshot } from '../../ui/useWholeSnapshot';
import { realClock, type Clock } from '../../core/clock';
import { ThemeProvider, type DeepPartial, type GeniosTheme } from '../../theme';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { createToaster, type Toaster } from '../../ui/toast/toaster';
import { ToastArea } from '../../ui/toast/ToastArea';
import { Watermark } from '../../ui/Watermark';
import { Spinner } from '../../ui/Spinner';
import type { FlowClient, WidgetFlowOptions } from '../flow';
import { mainView } from '../groups/main/view';
import { widgetCard } from '../screens/screenStyles';
import { FormattedMessage, TextsProvider, useLocalize, type Localize } from '../../ui/texts';
import type { BrandLogo } from '../flow/view';
import type { LoginStringsOverrides } from '../groups/catalogue';
import { firstTextsIn, localizeWith } from '../strings';
import { pageLocation, pageStorage } from './browserPage';
import { integratorTheme } from './integratorTheme';
import { createLoginFlow, type LoginFlow } from './loginFlow';

/** Google One Tap beside Main, from the federation group's chunk: loaded only where One Tap is on. */
const GoogleOneTap = lazy(async () => ({ default: (await import('../groups/federation')).GoogleOneTap }));

/** Whose watermark it is: the identity provider behind the widget. */
export const PROVIDER_NAME = 'Stytch';

export interface WidgetShellProps {
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
  /**
   * Texts in place of the English defaults: any part of the catalogue, e.g. a translation. Laid over the
   * texts of the page the widget is rendered in (a TextsProvider above it); read once, when the widget mounts.
   */
  strings?: LoginStringsOverrides;
  /** Where Google One Tap loads Google's identity script from; Google's own by default. */
  googleIdentityScriptUrl?: string;
}

/**
 * The login widget an integrator renders: one flow per mount (started when mounted, stopped when unmounted;
 * React StrictMode's second effect finds it started), its current screen in the themed 400 px frame, toasts
 * at the top, the watermark when bootstrap asks for it, and a loading overlay while the flow is busy.
 */
export function WidgetShell({ theme, ...props }: WidgetShellProps) {
  const themed = useMemo(() => integratorTheme(theme), [theme]);
  return (
    <ThemeProvider theme={themed}>
      <WidgetBody {...props} />
    </ThemeProvider>
  );
}

function WidgetBody(props: Omit<WidgetShellProps, 'theme'>) {
  const page = useLocalize();
  const [{ flow, toaster, localize }] = useState(() => createWidget(props, page));
  useEffect(() => {
    void flow.start();
    return () => flow.stop();
  }, [flow]);
  // After the first screen is up: the screens of the next step, so they show without a wait.
  useEffect(() => void flow.groups.start('next'), [flow]);
  const snapshot = useWholeSnapshot(flow.state);
  const strings = firstTextsIn(localize);
  const main = mainView(snapshot, props, strings);
  return (
    <TextsProvider localize={localize}>
      <WidgetFrame busy={snapshot.busy} loading={strings.common.loading}>
        <div css={{ ':has(li)': { marginBottom: 16 } }}>
          <ToastArea toaster={toaster} texts={strings.toasts} />
        </div>
        {/* A screen whose group is on its way (screenGroups.tsx) shows the spinner meanwhile. */}
        <Suspense fallback={<Spinner label={strings.common.loading} />}>
          {/* Each group's component is made once per flow (screenGroups.tsx), not during this render. */}
          {createElement(flow.groups.screensOf(snapshot.screen), {
            // A new screen (or Logged In once logging in is done) mounts afresh: its fields start empty and its
            // heading takes the focus.
            key: `${snapshot.screen}${snapshot.loggingIn ? ':loggingIn' : ''}`,
            snapshot,
            // Back arrows appear where there is a screen to go back to.
            back: snapshot.history.length > 0 ? flow.back : undefined,
          })}
        </Suspense>
        {main?.oneTap && !main.resolvingOrganization && !snapshot.busy && (
          <Suspense fallback={null}>
            <GoogleOneTap
              key={`${snapshot.flowType}:${snapshot.organization?.organization_id ?? ''}`}
              client={props.client}
              config={props.config}
              flowType={snapshot.flowType}
              organizationId={snapshot.organization?.organization_id ?? null}
              scriptUrl={props.googleIdentityScriptUrl}
              onRedirectRefused={flow.redirectRefused}
            />
          </Suspense>
        )}
        <div css={{ ':not(:empty)': { marginTop: 16 } }}>
          <Watermark
            visible={snapshot.bootstrap.displayWatermark}
            name={PROVIDER_NAME}
            logoSrc={props.poweredByLogoUrl}
          >
            {(mark) => <FormattedMessage template={strings.common.poweredBy} params={{ name: mark }} />}
          </Watermark>
        </div>
      </WidgetFrame>
    </TextsProvider>
  );
}

function createWidget(
  props: Omit<WidgetShellProps, 'theme'>,
  page: Localize,
): {
  flow: LoginFlow;
  toaster: Toaster;
  localize: Localize;
} {
  const clock = props.clock ?? realClock;
  const toaster = createToaster({ clock });
  const localize = localizeWith(props.strings, page);
  const flow = createLoginFlow({
    client: props.client,
    config: props.config,
    applicationLogo: props.applicationLogo,
    clock,
    location: props.location ?? pageLocation,
    storage: props.storage ?? pageStorage(),
    onEvent: props.onEvent,
    mode: props.mode,
    toaster,
    localize,
  });
  return { flow, toaster, localize };
}

/** The widget's card: the theme's container (400 px wide by default) around everything it shows. */
function WidgetFrame({ busy, loading, children }: { busy: boolean; loading: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      data-login-widget=""
      css={{ ...widgetCard(theme), position: 'relative', fontFamily: theme.fonts.family, color: theme.colors.text }}
    >
      {children}
      {busy && <LoadingOverlay label={loading} />}
    </div>
  );
}
