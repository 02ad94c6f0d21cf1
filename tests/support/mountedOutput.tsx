import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import type { OutputView } from '../../src/live/outputConnection';
import type { OutputEventBody } from '../../src/live/outputEvents';
import { browserEnvironment, LiveProvider } from '../../src/live/react/LiveContext';
import { useOutputConnection } from '../../src/live/react/useLiveConnections';
import { OutputPageView } from '../../src/output/OutputPageView';
import { ThemeProvider } from '../../src/theme';
import { ownSectionPage } from '../../simulator/scenarios/output/streaming';
import { coverEvents } from '../../stories/output/outputFixtures';
import { connectedOutput } from './drivenOutput';
import { nextFrame as frame } from './nextFrame';

/** An output of `count` cover pages, each in a section of its own, the first one coverEvents' cover. */
const coverPagesEvents = (count: number): OutputEventBody[] => [
  ...coverEvents(),
  ...Array.from({ length: count - 1 }, (_, i) => ownSectionPage(i + 2)).flat(),
];

/**
 * The output page as the app mounts it (a live connection publishing to a Valtio view, the page rendering
 * its snapshot) in a 600 px high scrolling host, showing `count` covers once they are drawn; `send(...events)`
 * delivers more through the socket the caller drives.
 */
export async function mountCovers(count: number, url?: string) {
  const { output, send } = connectedOutput(url);
  function Page() {
    return <OutputPageView view={useSnapshot(output.view) as OutputView} logo={<span>Genios</span>} />;
  }
  const rendered = renderScrolling(<Page />);
  send(...coverPagesEvents(count));
  await coversDrawn(rendered.host, count);
  return { send, host: rendered.host, unmount: () => (rendered.unmount(), output.close()) };
}

/**
 * The app's own output page over the live environment a member's browser gets (a real WebSocket to
 * `wsBaseUrl`, opened in the socket worker), talking to a simulator server, in the same scrolling host;
 * returns once `count` covers are drawn.
 */
export async function mountServedOutput(wsBaseUrl: string, count: number) {
  function Page() {
    const { view } = useOutputConnection('output-1');
    return <OutputPageView view={view} logo={<span>Genios</span>} />;
  }
  const rendered = renderScrolling(
    <LiveProvider environment={browserEnvironment(wsBaseUrl, 'org-1')}>
      <Page />
    </LiveProvider>,
  );
  await coversDrawn(rendered.host, count);
  return rendered;
}

function renderScrolling(element: ReactElement) {
  const host = document.createElement('div');
  host.style.cssText = 'height: 600px; overflow-y: auto; width: 900px';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<ThemeProvider>{element}</ThemeProvider>);
  return { host, unmount: () => (root.unmount(), host.remove()) };
}

/** Long enough for any page load; a page still short of its covers by then is stuck, and fails saying so. */
const DRAWN_WITHIN_MS = 30_000;

async function coversDrawn(host: HTMLElement, count: number) {
  const deadline = performance.now() + DRAWN_WITHIN_MS;
  const drawn = () => host.querySelectorAll('article').length;
  while (drawn() < count) {
    if (performance.now() > deadline) throw new Error(`${drawn()} of ${count} covers drawn in ${DRAWN_WITHIN_MS} ms`);
    await frame();
  }
  await frame();
}
