import { useTheme } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { InternalError } from '../core/errors';
import type { ConnectionStatus } from '../live/connection';
import type { OutputView } from '../live/outputConnection';
import type { OutputCompany, OutputPage, OutputStructure } from '../live/outputModel';
import { Button } from '../ui/Button';
import { RenderGuard } from '../ui/RenderGuard';
import { Spinner } from '../ui/Spinner';
import { useTexts } from '../ui/texts';
import { useUserFacingMessage } from '../ui/useUserFacingMessage';
import { visuallyHidden } from '../ui/visuallyHidden';
import { IpoSimpleCover } from './IpoSimpleCover';
import { pageContent, sameNames, sectionNames } from './pageContent';
import { outputTexts } from './texts';

export interface OutputPageViewProps {
  /** A snapshot of the output connection's view. */
  view: OutputView;
  /** The app's logo, shown at the top: the one every page of the app shows (app/layout's AppLogo). */
  logo: ReactNode;
  /** The ways back (to the chat, to the dashboard): links the app provides, shown beside the logo. */
  navigation?: ReactNode;
  /** Opens the output afresh once fetching it failed (DECISIONS: the page offers a retry action). */
  onRetry?: () => void;
}

const LOADING: ReadonlySet<ConnectionStatus> = new Set(['initializing', 'connecting', 'authorizing', 'syncing']);

/** The output's pages, live, with the spec's closed and fetch-error messages. */
export function OutputPageView({ view, logo, navigation, onRetry }: OutputPageViewProps) {
  const theme = useTheme();
  const texts = useTexts(outputTexts).page;
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
      <header
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 12,
          '@media print': { display: 'none' },
        }}
      >
        {logo}
        {navigation && (
          <nav
            aria-label={texts.navigation}
            // The app's links come as they are: they take the theme's link colour here, not the browser's blue.
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 16,
              a: { color: theme.colors.link },
            }}
          >
            {navigation}
          </nav>
        )}
      </header>
      <h1 css={visuallyHidden}>{texts.heading}</h1>
      {ended && (
        <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          {view.error ? notice(texts.fetchError, 'alert') : notice(texts.closed, 'status')}
          {onRetry && (
            <Button variant="midDay" size="medium" onClick={onRetry}>
              {texts.retry}
            </Button>
          )}
        </div>
      )}
      {loading && (
        <div role="status" css={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
          <Spinner size={20} /> {texts.loading}
        </div>
      )}
      {!ended &&
        view.pages.map((page) => (
          <Page
            key={page.uid}
            page={page}
            structure={view.structure}
            companies={view.companies}
            sections={sectionNames(page, view.sections)}
          />
        ))}
    </main>
  );
}

interface PageProps {
  page: OutputPage;
  structure: OutputStructure | null;
  companies: Readonly<Record<string, OutputCompany>>;
  /** The names of the page's sections, outermost first. */
  sections: string[];
}

/** Section names arrive as a fresh array on every render of the output: compared by their names. */
const samePage = (a: PageProps, b: PageProps) =>
  a.page === b.page && a.structure === b.structure && a.companies === b.companies && sameNames(a.sections, b.sections);

/**
 * One page, rendered again only when what it is drawn from changed: an event renders the page it touched,
 * not every page of the output.
 */
const Page = memo(function Page(props: PageProps) {
  const userFacingMessage = useUserFacingMessage();
  return (
    // One page that cannot render shows its own message; the other pages keep rendering.
    <RenderGuard fallback={(error) => <PageError message={userFacingMessage(error)} />}>
      <PageBody {...props} />
    </RenderGuard>
  );
}, samePage);

function PageBody({ page, structure, companies, sections }: PageProps) {
  const { pageProblems } = useTexts(outputTexts);
  const userFacingMessage = useUserFacingMessage();
  const content = pageContent(page, structure, companies);
  if (content.kind === 'needsSupport')
    return <PageError message={userFacingMessage(new InternalError(content.problem))} />;
  if (content.kind !== 'cover') return <PageError message={pageProblems[content.kind]} />;
  return <IpoSimpleCover companyName={content.companyName} subtitle={content.subtitle} sections={sections} />;
}

function PageError({ message }: { message: string }) {
  const theme = useTheme();
  return (
    <div
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
      {message}
    </div>
  );
}
