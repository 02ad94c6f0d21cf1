import { useTheme } from '@emotion/react';
import { formatMessage } from '../../src/core/message';
import { useTexts } from '../../src/ui/texts';
import { useUserFacingMessage } from '../../src/ui/useUserFacingMessage';
import { ConfigError } from '../config';
import { APP_NAME, Page } from '../layout';
import { pageTexts } from './texts';

/** Shown without the router when the configuration cannot be read: one line per problem, each naming its key. */
export function StartupErrorPage({ error }: { error: unknown }) {
  const theme = useTheme();
  const { startupError } = useTexts(pageTexts);
  const userFacingMessage = useUserFacingMessage();
  const problems = error instanceof ConfigError ? error.problems.map((problem) => problem.message) : undefined;
  return (
    <Page width="narrow">
      <h1 css={{ margin: 0, fontSize: theme.fonts.headingSize }}>
        {formatMessage(startupError.heading, { appName: APP_NAME })}
      </h1>
      <div role="alert" css={{ color: theme.colors.error, overflowWrap: 'anywhere' }}>
        {problems ? (
          <ul css={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p css={{ margin: 0 }}>{userFacingMessage(error)}</p>
        )}
      </div>
    </Page>
  );
}
