import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import type { OutputView } from '../../src/live/outputConnection';
import type { OutputEventBody } from '../../src/live/outputEvents';
import { OutputPageView } from '../../src/output/OutputPageView';
import { ThemeProvider } from '../../src/theme';
import { coverEvents } from '../../stories/output/outputFixtures';
import { connectedOutput } from './drivenOutput';
import { nextFrame as frame } from './nextFrame';

export const coverContents = (subtitle: string) => ({ type: 'root--ipo-simple-cover', version: 1, subtitle });

/** An output of `count` cover pages, each in a section of its own, the first one coverEvents' cover. */
const coverPagesEvents = (count: number): OutputEventBody[] => [
  ...coverEvents(),
  ...Array.from({ length: count - 1 }, (_, i): OutputEventBody[] => {
    const page = i + 2;
    return [
      { type: 'section-inserted', uid: `section-${page}`, name: `Section ${page}`, section_order: page },
      {
        type: 'page-inserted',
        uid: `page-${page}`,
        page_order: page,
        section_uids: [`section-${page}`],
        contents: coverContents(`Page **${page}**`),
      },
    ];
  }).flat(),
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
  const host = document.createElement('div');
  host.style.cssText = 'height: 600px; overflow-y: auto; width: 900px';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <ThemeProvider>
      <Page />
    </ThemeProvider>,
  );
  send(...coverPagesEvents(count));
  while (host.querySelectorAll('article').length < count) await frame();
  await frame();
  return { send, host, unmount: () => (root.unmount(), host.remove(), output.close()) };
}
