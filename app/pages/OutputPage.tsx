import { useParams } from 'react-router-dom';
import { useOutputConnection } from '../../src/live/react/useLiveConnections';
import { OutputPageView } from '../../src/output/OutputPageView';
import { AppLogo } from '../layout';

/** /output/:outputUid: the output's pages, live; the socket closes when the page is left. */
export function OutputPage() {
  // The route's loader sends an empty uid to /dashboard, so one is always here.
  const { outputUid = '' } = useParams();
  return <LiveOutput key={outputUid} outputUid={outputUid} />;
}

function LiveOutput({ outputUid }: { outputUid: string }) {
  const { view } = useOutputConnection(outputUid);
  return <OutputPageView view={view} logo={<AppLogo />} />;
}
