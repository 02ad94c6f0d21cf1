import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { OutputView } from '../src/live/outputConnection';
import { OutputPageView } from '../src/output/OutputPageView';
import { ThemeProvider } from '../src/theme';
import { coverEvents } from '../stories/output/outputFixtures';
import { connectedOutput } from '../tests/support/drivenOutput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const PAGES = 30;
const EVENTS = 2_000;
const EVENTS_PER_SECOND = 200;
const TARGET_LONGEST_FRAME_MS = 100;

const cover = (subtitle: string) => ({ type: 'root--ipo-simple-cover', version: 1, subtitle });

/** The output page as the app mounts it, fed frames through a socket the benchmark owns. */
function mountOutput() {
  const { output, send } = connectedOutput('ws://bench/api/2/output');
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
  return { send, host, unmount: () => (root.unmount(), host.remove(), output.close()) };
}

describe('output page', () => {
  it('draws every frame within 100 ms while 2,000 page and section events arrive and the member scrolls', async () => {
    const { send, host, unmount } = mountOutput();
    send(...coverEvents());
    for (let page = 2; page <= PAGES; page++) {
      send(
        { type: 'section-inserted', uid: `section-${page}`, name: `Section ${page}`, section_order: page },
        {
          type: 'page-inserted',
          uid: `page-${page}`,
          page_order: page,
          section_uids: [`section-${page}`],
          contents: cover(`Page **${page}**`),
        },
      );
    }
    const frames: number[] = [];
    let sent = 0;
    let direction = 1;
    await new Promise<void>((done) => {
      const server = setInterval(() => {
        const n = sent++;
        send(
          n % 2
            ? { type: 'section-inserted', uid: `extra-${n}`, name: `Extra ${n}`, section_order: 1000 + n }
            : { type: 'page-replaced', uid: `page-${2 + (n % (PAGES - 1))}`, contents: cover(`Revision **${n}**`) },
        );
        if (sent === EVENTS) clearInterval(server);
      }, 1000 / EVENTS_PER_SECOND);
      const draw = (now: number) => {
        frames.push(now);
        if (host.scrollTop + host.clientHeight >= host.scrollHeight - 1) direction = -1;
        if (host.scrollTop <= 0) direction = 1;
        host.scrollTop += 40 * direction;
        if (sent < EVENTS) requestAnimationFrame(draw);
        else done();
      };
      requestAnimationFrame(draw);
    });
    unmount();
    const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
    const sorted = [...gaps].sort((a, b) => a - b);
    const result = {
      pages: PAGES,
      events: EVENTS,
      frames: frames.length,
      frameMs: {
        median: +sorted[Math.floor(sorted.length / 2)]!.toFixed(1),
        p95: +sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1),
        max: +sorted.at(-1)!.toFixed(1),
      },
      target: `no frame over ${TARGET_LONGEST_FRAME_MS} ms`,
    };
    await commands.writeFile(
      'bench/results/output-page.json',
      `${JSON.stringify({ ...result, measuredAt: new Date().toISOString() }, null, 2)}\n`,
    );
    console.warn(`[bench] output-page: ${JSON.stringify(result)}`);
    expect(result.frameMs.max).toBeLessThanOrEqual(TARGET_LONGEST_FRAME_MS);
  });
});
