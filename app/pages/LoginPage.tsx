import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import type { AppConfig } from '../config';
import { Page } from '../layout';
import { SESSION_DURATION_MINUTES } from '../providerClient';
import type { AppSession } from '../session';
import { SessionRedirect } from './SessionRedirect';

/** Where magic links and OAuth bring the member back; the page authenticates the token in its address. */
export const AUTHENTICATE_PATH = '/authenticate';

export interface LoginSlotProps {
  /** The provider's base URL and public token. */
  config: AppConfig;
  /** The absolute /authenticate URL: login, signup and discovery redirect URL of the magic links. */
  redirectUrl: string;
  /** The session length to request (spec: 60 minutes). */
  sessionDurationMinutes: number;
  /** Called once the member holds a session; the app then goes to /dashboard. */
  onLoggedIn: () => void;
}

/**
 * Where the login widget goes (discovery flow, e-mail magic link, local powered-by images): a placeholder
 * until the widget is wired in with the same props.
 */
export function LoginSlot({ config }: LoginSlotProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="login-heading"
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: theme.container.padding / 2,
        border: `1px solid ${theme.container.borderColor}`,
        borderRadius: theme.container.borderRadius,
        background: theme.container.background,
      }}
    >
      <h1 id="login-heading" css={{ margin: 0, fontSize: theme.fonts.headingSize }}>
        Sign up or log in
      </h1>
      <p css={{ margin: 0, color: theme.colors.mutedText }}>
        The login widget will appear here: an e-mail magic link, then a choice of organization.
      </p>
      <p css={{ margin: 0, color: theme.colors.mutedText, fontSize: theme.fonts.smallSize, wordBreak: 'break-all' }}>
        Provider: {config.providerBaseUrl}
      </p>
    </section>
  );
}

export interface LoginPageProps {
  config: AppConfig;
  session: AppSession;
  /** The page's origin, for the redirect URL; location.origin by default. */
  origin?: string;
}

/** / and /authenticate: the login experience; a member who has a session goes on to /dashboard. */
export function LoginPage({ config, session, origin = location.origin }: LoginPageProps) {
  const navigate = useNavigate();
  return (
    <SessionRedirect session={session} when="loggedIn" to="/dashboard">
      <Page width="narrow">
        <LoginSlot
          config={config}
          redirectUrl={`${origin}${AUTHENTICATE_PATH}`}
          sessionDurationMinutes={SESSION_DURATION_MINUTES}
          onLoggedIn={() => navigate('/dashboard', { replace: true })}
        />
      </Page>
    </SessionRedirect>
  );
}
