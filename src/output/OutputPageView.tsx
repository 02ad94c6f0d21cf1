import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ConnectionStatus } from '../live/connection';
import type { OutputView } from '../live/outputConnection';
import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from '../ui/visuallyHidden';
import { IpoSimpleCover } from './IpoSimpleCover';
import { pageContent } from './pageContent';

export const OUTPUT_CLOSED_TEXT = 'The output has been closed.';
export const OUTPUT_FETCH_ERROR_TEXT = 'An error occurred while fetching the output.';

export interface OutputPageViewProps {
  /** A snapshot of the output connection's view. */
  view: OutputView;
  /** The app's logo, shown at the top. */
  logo: ReactNode;
}

const LOADING: ReadonlySet<ConnectionStatus> = new Set(['initializing', 'connecting', 'authorizing', 'syncing']);

/** The output's pages, live, with the spec's closed and fetch-error messages. */
export function OutputPageView({ view, logo }: OutputPageViewProps) {
  const theme = useTheme();
  const notice = (text: string, role: 'status' | 'alert') => (
    <p
      role={role}
      css={{ textAlign: 'center', color: role === 'alert' ? theme.colors.error : theme.colors.text, fontSize: 18 }}
    >
      {text}
    </p>
  );
  const ended = view.status === 'errored' || view.status === 'closed';
  const loading = LOADING.has(view.status) && view.pages.length === 0;
  return (
    <main
      css={{ display: 'flex', flexDirection: 'column', gap: 24, padding: '24px 16px', '@media print': { padding: 0 } }}
    >
      <div css={{ display: 'flex', justifyContent: 'center', '@media print': { display: 'none' } }}>{logo}</div>
      <h1 css={visuallyHidden}>Output</h1>
      {ended && (view.error ? notice(OUTPUT_FETCH_ERROR_TEXT, 'alert') : notice(OUTPUT_CLOSED_TEXT, 'status'))}
      {loading && (
        <div role="status" css={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
          <Spinner size={20} /> Loading the output…
        </div>
      )}
      {!ended &&
        view.pages.map((page) => {
          const content = pageContent(page, view.structure, view.companies);
          const sections = page.sectionUids.map((uid) => view.sections[uid]?.name ?? uid);
          return content.kind === 'cover' ? (
            <IpoSimpleCover
              key={page.uid}
              companyName={content.companyName}
              subtitle={content.subtitle}
              sections={sections}
            />
          ) : (
            <div
              key={page.uid}
              role="alert"
              css={{
                maxWidth: 820,
                margin: '0 auto',
                padding: 24,
                border: `1px solid ${theme.colors.error}`,
                color: theme.colors.error,
                borderRadius: 8,
              }}
            >
              {content.message}
            </div>
          );
        })}
    </main>
  );
}
