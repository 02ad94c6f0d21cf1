import { useTheme } from '@emotion/react';
import { useMemo } from 'react';
import { formatMessage } from '../../src/core/message';
import {
  LoginWidget,
  type FlowClient,
  type FlowLocation,
  type IntegratorConfig,
  type LoginOptions,
} from '../../src/login';
import { useTexts } from '../../src/ui/texts';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import poweredByLogoUrl from '../assets/powered-by.svg';
import { APP_NAME, AppLogo, Page } from '../layout';
import { pageTexts } from '../pages/texts';
import { SESSION_DURATION_MINUTES } from '../providerClient';
import { AUTHENTICATE_PATH } from './paths';

/**
 * The app's login (spec, section 1): the discovery flow by e-mail magic link, coming back to /authenticate,
 * for a session of 60 minutes.
 */
export const loginConfig = (origin: string): IntegratorConfig => {
  const redirectUrl = `${origin}${AUTHENTICATE_PATH}`;
  return {
    products: ['magic_link'],
    authFlowType: 'Discovery',
    sessionOptions: { sessionDurationMinutes: SESSION_DURATION_MINUTES },
    emailMagicLinksOptions: {
      loginRedirectURL: redirectUrl,
      signupRedirectURL: redirectUrl,
      discoveryRedirectURL: redirectUrl,
    },
  };
};

export interface LoginPageProps {
  /** The page's one provider client: the widget logs in through it and keeps the member's session there. */
  client: FlowClient;
  /** The page's origin, for the magic links' redirect URL. */
  origin: string;
  /** The page's address as the widget reads it; window.location by default. */
  location?: FlowLocation;
  /** The page's storage as the widget uses it; localStorage by default. */
  storage?: LoginOptions['storage'];
  /** The widget's texts in the app's locale (its `strings` option); the widget's English without. */
  strings?: LoginOptions['strings'];
  /** The flow is complete: the member has a session (the page then loads /dashboard). */
  onFlowComplete: () => void;
}

/**
 * / and /authenticate: the login widget under the app's logo, in the app's theme, with the page's heading for
 * screen readers. The same component is rendered into index.html at build time (./prerender.tsx), taken over in
 * the browser (./main.tsx) and shown in the stories.
 */
export function LoginPage({ client, origin, location, storage, strings, onFlowComplete }: LoginPageProps) {
  // The widget wears the app's theme (a dark app, a dark widget) rather than the widget's defaults.
  const theme = useTheme();
  const { login } = useTexts(pageTexts);
  const config = useMemo(() => loginConfig(origin), [origin]);
  return (
    // The card (400 px at most) and the logo above it sit on the column's centre line, not at its start.
    <Page width="narrow" logo={null}>
      <h1 css={visuallyHidden}>{formatMessage(login.heading, { appName: APP_NAME })}</h1>
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20 }}>
        <AppLogo />
        <LoginWidget
          options={{ client, config, location, storage, strings, poweredByLogoUrl }}
          theme={theme}
          callbacks={{ onFlowComplete }}
        />
      </div>
    </Page>
  );
}
