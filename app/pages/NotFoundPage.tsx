import { useTheme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { FormattedMessage, useTexts } from '../../src/ui/texts';
import { useHydrated } from '../hydrated';
import { Page, TextLink } from '../layout';
import { pageTexts } from './texts';

/** What an unknown address shows. */
export function NotFoundView({ pathname }: { pathname: string }) {
  const theme = useTheme();
  const { common, notFound } = useTexts(pageTexts);
  return (
    <Page width="narrow">
      <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>{notFound.heading}</h1>
      <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
        <FormattedMessage template={notFound.noPage} params={{ pathname: <code>{pathname}</code> }} />
      </p>
      <p css={{ margin: 0 }}>
        <TextLink to="/" reloadDocument>
          {common.goToStart}
        </TextLink>
      </p>
    </Page>
  );
}

/**
 * The catch-all route. Its shell (404.html) serves every unknown address, so the address shows once React has
 * taken the shell over.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundView pathname={useHydrated() ? pathname : ''} />;
}
