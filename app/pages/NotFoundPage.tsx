import { useTheme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { FormattedMessage, useTexts } from '../../src/ui/texts';
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
        <TextLink to="/">{common.goToStart}</TextLink>
      </p>
    </Page>
  );
}

/** The catch-all route. */
export function NotFoundPage() {
  return <NotFoundView pathname={useLocation().pathname} />;
}
