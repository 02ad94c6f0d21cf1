import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useOutputConnection } from '../../src/live/react/useLiveConnections';
import { OutputPageView } from '../../src/output/OutputPageView';
import { useTexts } from '../../src/ui/texts';
import { AppLogo, TextLink } from '../layout';
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

/** /output/:outputUid: the output's pages, live; the socket closes when the page is left. */
export function OutputPage() {
  // The route's loader sends an empty uid to /dashboard, so one is always here.
  const { outputUid = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  return (
    <LiveOutput key={outputUid} outputUid={outputUid} attempt={attempt} onRetry={() => setAttempt((n) => n + 1)} />
  );
}

function LiveOutput({ outputUid, attempt, onRetry }: { outputUid: string; attempt: number; onRetry: () => void }) {
  const { view } = useOutputConnection(outputUid, attempt);
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
