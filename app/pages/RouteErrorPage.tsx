import { useTheme } from '@emotion/react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useTexts } from '../../src/ui/texts';
import { useUserFacingMessage } from '../../src/ui/useUserFacingMessage';
import { ConfigError } from '../config';
import { Page, TextLink } from '../layout';
import { NotFoundView } from './NotFoundPage';
import { StartupErrorPage } from './StartupErrorPage';
import { pageTexts } from './texts';

/**
 * An error shown in place of a page: a human-readable error (UserReadableError) says its own message, any
 * other the spec's 'An error occurred that requires engineering support ({message})'.
 */
export function ErrorView({ error }: { error: unknown }) {
  const theme = useTheme();
  const { common, routeError } = useTexts(pageTexts);
  const userFacingMessage = useUserFacingMessage();
  return (
    <Page width="narrow">
      <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>{routeError.heading}</h1>
      <p role="alert" css={{ margin: 0, color: theme.colors.error, overflowWrap: 'anywhere' }}>
        {userFacingMessage(error)}
      </p>
      <p css={{ margin: 0 }}>
        <TextLink to="/" reloadDocument>
          {common.goToStart}
        </TextLink>
      </p>
    </Page>
  );
}

/** Converts a thrown route answer (status and text) into an error that reads like one. */
const asError = (error: unknown): unknown =>
  isRouteErrorResponse(error)
    ? new Error([error.status, error.statusText].filter(Boolean).join(' ') || 'Unknown route error')
    : error;

/**
 * The routes' error boundary: a 404 answer shows the not-found page, a configuration that cannot be read the
 * start-up page naming each key, anything else the error rule.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView pathname={pathname} />;
  if (error instanceof ConfigError) return <StartupErrorPage error={error} />;
  return <ErrorView error={asError(error)} />;
}
