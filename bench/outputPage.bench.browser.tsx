import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { streamedRevision } from '../simulator/scenarios/output/streaming';
import { mountServedOutput } from '../tests/support/mountedOutput';
import { figure, measured, missed, record, RUNS } from './figures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const PAGES = 30;
const EVENTS = 2_000;
const EVENTS_PER_SECOND = 200;
/** The pages are drawn before the stream starts: their first render is the page's load, not a frame of it. */
const LEAD_MS = 1_000;
const TARGET_LONGEST_FRAME_MS = 100;
/** Six times the stream's length: a stream still running by then is stuck, and fails saying how far it got. */
const GIVE_UP_MS = LEAD_MS + (6_000 * EVENTS) / EVENTS_PER_SECOND;
/** The last streamed event revises a page: once its text shows, the page has taken in the whole stream. */
const LAST_REVISION = streamedRevision(EVENTS - 1).replaceAll('**', '');

const epochNow = (now = performance.now()) => performance.timeOrigin + now;

/** The start of the next frame the browser draws. */
const frameStart = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * The member scrolls the drawn pages up and down, a step a frame, until the stream's last revision shows;
 * the start of every frame, in epoch milliseconds (the server's clock).
 */
async function scrollUntilStreamed(host: HTMLElement): Promise<number[]> {
  const startedAt = epochNow();
  const frames: number[] = [];
  let direction = 1;
  while (!host.textContent?.includes(LAST_REVISION)) {
    if (epochNow() - startedAt > GIVE_UP_MS) {
      const revisions = host.textContent?.match(/Revision \d+/g) ?? [];
      throw new Error(
        `Stream stuck after ${GIVE_UP_MS} ms: ${frames.length} frames drawn, revisions shown: ${revisions.join(', ')}`,
      );
    }
    if (host.scrollTop + host.clientHeight >= host.scrollHeight - 1) direction = -1;
    if (host.scrollTop <= 0) direction = 1;
    host.scrollTop += 40 * direction;
    frames.push(epochNow(await frameStart()));
  }
  return frames;
}

/** The app's output page, served from `wsBase`, scrolled until the stream has been taken in. */
async function watchStream(wsBase: string) {
  const mounted = await mountServedOutput(wsBase, PAGES);
  try {
    return await scrollUntilStreamed(mounted.host);
  } finally {
    mounted.unmount();
  }
}

/**
 * One stream: a simulator server replays PAGES cover pages to the app's output page over a real WebSocket,
 * then sends EVENTS page and section events at EVENTS_PER_SECOND while the member scrolls. Every frame's
 * length from the server's first streamed event until the last one shows.
 */
async function streamOnce() {
  const wsBase = await commands.startStream({
    output: { pages: PAGES, events: EVENTS, perSecond: EVENTS_PER_SECOND, leadMs: LEAD_MS },
  });
  const frames = await watchStream(wsBase).catch(async (error: unknown) => {
    await commands.stopStream();
    throw error;
  });
  const sent = await commands.stopStream();
  // The first batch sent is the pages' replay; the stream starts with the second.
  const streamStart = sent[1]!.sentAt;
  const inStream = frames.filter((time) => time >= streamStart);
  const gaps = inStream.slice(1).map((time, i) => time - inStream[i]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  const longest = gaps.indexOf(sorted.at(-1)!);
  return {
    frames: inStream.length,
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
    longestMs: sorted.at(-1)!,
    /** Where the longest frame fell: how many streamed events the server had sent when it began. */
    longestFrame: { index: longest, eventsSent: sent.filter((batch) => batch.sentAt <= inStream[longest]!).length - 1 },
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
      server: 'simulator over a real WebSocket, socket in the worker',
      figures,
      framesDrawn: measured(runs.map((run) => run.frames)),
      frameMedianMs: measured(runs.map((run) => run.medianMs)),
      frameP95Ms: measured(runs.map((run) => run.p95Ms)),
      longestFrames: runs.map((run) => run.longestFrame),
    });
    expect(missed(figures)).toEqual([]);
  });
});
