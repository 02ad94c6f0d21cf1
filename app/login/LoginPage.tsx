import { useTheme } from '@emotion/react';
import { useMemo } from 'react';
import { formatMessage } from '../../src/core/message';
import { useNavigate } from 'react-router-dom';
import {
  LoginWidget,
  type FlowClient,
  type FlowLocation,
  type IntegratorConfig,
  type LoginOptions,
} from '../../src/login';
import poweredByLogoUrl from '../assets/powered-by.svg';
import { useTexts } from '../../src/ui/texts';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { APP_NAME, AppLogo, Page } from '../layout';
import { SESSION_DURATION_MINUTES } from '../providerClient';
import type { AppSession } from '../session';
import { SessionRedirect } from './SessionRedirect';
import { pageTexts } from './texts';

/** Where magic links and OAuth bring the member back; the page authenticates the token in its address. */
export const AUTHENTICATE_PATH = '/authenticate';

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
  session: AppSession;
  /** The page's one provider client: the widget logs in through it, and the session it keeps is the app's. */
  providerClient: FlowClient;
  /** The page's origin, for the redirect URL; location.origin by default. */
  origin?: string;
  /** The page's address as the widget reads it; window.location by default. */
  location?: FlowLocation;
  /** The widget's texts in the app's locale (its `strings` option); the widget's English without. */
  strings?: LoginOptions['strings'];
}

/** / and /authenticate: the login widget; a member who has a session goes on to /dashboard. */
export function LoginPage({
  session,
  providerClient,
  origin = window.location.origin,
  location,
  strings,
}: LoginPageProps) {
  const navigate = useNavigate();
  // The widget wears the app's theme (a dark app, a dark widget) rather than the widget's defaults.
  const theme = useTheme();
  const { login } = useTexts(pageTexts);
  const config = useMemo(() => loginConfig(origin), [origin]);
  return (
    <SessionRedirect session={session} when="loggedIn" to="/dashboard">
      {/* The card (400 px at most) and the logo above it sit on the column's centre line, not at its start. */}
      <Page width="narrow" logo={null}>
        <h1 css={visuallyHidden}>{formatMessage(login.heading, { appName: APP_NAME })}</h1>
        <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20 }}>
          <AppLogo />
          <LoginWidget
            options={{ client: providerClient, config, location, strings, poweredByLogoUrl }}
            theme={theme}
            callbacks={{ onFlowComplete: () => navigate('/dashboard', { replace: true }) }}
          />
        </div>
      </Page>
    </SessionRedirect>
  );
}
