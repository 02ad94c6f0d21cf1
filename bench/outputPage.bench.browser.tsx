import { describe, expect, it } from 'vitest';
import { coverContents, mountCovers } from '../tests/support/mountedOutput';
import { figure, measured, missed, record, RUNS } from './figures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const PAGES = 30;
const EVENTS = 2_000;
const EVENTS_PER_SECOND = 200;
const TARGET_LONGEST_FRAME_MS = 100;
/** Six times the stream's length: a stream still running by then is stuck, and fails saying how far it got. */
const GIVE_UP_MS = (6_000 * EVENTS) / EVENTS_PER_SECOND;

/** One stream of EVENTS events over the drawn pages while the member scrolls: every frame's length. */
async function streamOnce() {
  // The member scrolls pages already drawn, as in the chat streaming bench: their first render is the
  // page's load, before any event streams, and is not a frame of the stream.
  const { send, host, unmount } = await mountCovers(PAGES, 'ws://bench/api/2/output');
  const frames: number[] = [];
  /** Events sent when each frame began: says where the longest frame fell in the stream. */
  const sentAt: number[] = [];
  let sent = 0;
  let direction = 1;
  await new Promise<void>((done, fail) => {
    let stuck = false;
    const giveUp = setTimeout(() => {
      stuck = true;
      clearInterval(server);
      unmount();
      fail(
        new Error(
          `Stream stuck after ${GIVE_UP_MS} ms: ${sent} of ${EVENTS} events sent, ${frames.length} frames drawn`,
        ),
      );
    }, GIVE_UP_MS);
    const server = setInterval(() => {
      const n = sent++;
      send(
        n % 2
          ? { type: 'section-inserted', uid: `extra-${n}`, name: `Extra ${n}`, section_order: 1000 + n }
          : {
              type: 'page-replaced',
              uid: `page-${2 + (n % (PAGES - 1))}`,
              contents: coverContents(`Revision **${n}**`),
            },
      );
      if (sent === EVENTS) clearInterval(server);
    }, 1000 / EVENTS_PER_SECOND);
    const draw = (now: number) => {
      if (stuck) return;
      frames.push(now);
      sentAt.push(sent);
      if (host.scrollTop + host.clientHeight >= host.scrollHeight - 1) direction = -1;
      if (host.scrollTop <= 0) direction = 1;
      host.scrollTop += 40 * direction;
      if (sent < EVENTS) requestAnimationFrame(draw);
      else {
        clearTimeout(giveUp);
        done();
      }
    };
    requestAnimationFrame(draw);
  });
  unmount();
  const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  const longest = gaps.indexOf(sorted.at(-1)!);
  return {
    frames: frames.length,
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
    longestMs: sorted.at(-1)!,
    longestFrame: { index: longest, eventsSent: sentAt[longest] },
  };
}

describe('output page', () => {
  it('draws every frame within 100 ms while 2,000 page and section events arrive and the member scrolls', async () => {
    const runs: Awaited<ReturnType<typeof streamOnce>>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await streamOnce());
    const figures = {
      longestFrameMs: figure(
        runs.map((run) => run.longestMs),
        { atMost: TARGET_LONGEST_FRAME_MS },
      ),
    };
    await record('output-page', {
      pages: PAGES,
      events: EVENTS,
      eventsPerSecond: EVENTS_PER_SECOND,
      figures,
      frameMedianMs: measured(runs.map((run) => run.medianMs)),
      frameP95Ms: measured(runs.map((run) => run.p95Ms)),
      longestFrames: runs.map((run) => run.longestFrame),
    });
    expect(missed(figures)).toEqual([]);
  });
});
