import { useTheme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { Page, TextLink } from '../layout';

export const NOT_FOUND_HEADING = 'Page not found';

/** What an unknown address shows. */
export function NotFoundView({ pathname }: { pathname: string }) {
  const theme = useTheme();
  return (
    <Page width="narrow">
      <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>{NOT_FOUND_HEADING}</h1>
      <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
        There is no page at <code>{pathname}</code>.
      </p>
      <p css={{ margin: 0 }}>
        <TextLink to="/">Go to the start page</TextLink>
      </p>
    </Page>
  );
}

/** The catch-all route. */
export function NotFoundPage() {
  return <NotFoundView pathname={useLocation().pathname} />;
}
