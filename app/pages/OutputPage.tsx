import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { OutputView } from '../../src/live/outputConnection';
import { LiveProvider } from '../../src/live/react/LiveContext';
import { useOutputConnection } from '../../src/live/react/useLiveConnections';
import { OutputPageView } from '../../src/output/OutputPageView';
import { useTexts } from '../../src/ui/texts';
import { useHydrated } from '../hydrated';
import { AppLogo, TextLink } from '../layout';
import { useProtected } from '../protectedStart';
import { pageTexts } from './texts';

/** What a page that links to an output passes along, so the output page can lead back to it. */
export interface OutputLinkState {
  /** The chat's address (path and query) on /chat or /dashboard. */
  from: string;
}

const CHAT_PATHS = /^\/(?:chat|dashboard)(?:[?#]|$)/;

/** Where 'Back to the chat' leads: the chat the member came from, else the chat page. */
export function chatAddressOf(state: unknown): string {
  const from = (state as Partial<OutputLinkState> | null)?.from;
  return typeof from === 'string' && CHAT_PATHS.test(from) ? from : '/chat';
}

/** An output's view before its socket opens, as a new connection starts: what the page's shell shows. */
const UNCONNECTED: OutputView = {
  status: 'initializing',
  retries: 0,
  error: undefined,
  pages: [],
  sections: {},
  companies: {},
  users: {},
  structure: null,
};

/**
 * /output/:outputUid: the output's pages, live; the socket closes when the page is left. Until the page has
 * started it is its shell, the page of an output not yet connected. An empty uid ('/output', '/output/') goes to
 * the dashboard once React has taken the shell over.
 */
export function OutputPage() {
  const { data } = useProtected();
  const { outputUid = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  if (hydrated && !outputUid.trim()) return <Navigate to="/dashboard" replace />;
  if (!data) return <OutputLayout view={UNCONNECTED} />;
  return (
    <LiveProvider environment={data.live}>
      <LiveOutput key={outputUid} outputUid={outputUid} attempt={attempt} onRetry={() => setAttempt((n) => n + 1)} />
    </LiveProvider>
  );
}

function LiveOutput({ outputUid, attempt, onRetry }: { outputUid: string; attempt: number; onRetry: () => void }) {
  const { view } = useOutputConnection(outputUid, attempt);
  return <OutputLayout view={view} onRetry={onRetry} />;
}

/** The output page in the app: its logo, and the ways back to the chat the member came from and the dashboard. */
function OutputLayout({ view, onRetry }: { view: OutputView; onRetry?: () => void }) {
  const { state } = useLocation();
  const { common, output } = useTexts(pageTexts);
  return (
    <OutputPageView
      view={view}
      logo={<AppLogo />}
      onRetry={onRetry}
      navigation={
        <>
          <TextLink to={chatAddressOf(state)}>{output.backToChat}</TextLink>
          <TextLink to="/dashboard">{common.goToDashboard}</TextLink>
        </>
      }
    />
  );
}
