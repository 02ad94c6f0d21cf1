import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { EVENTS_PER_SLICE } from '../../src/live/frameSlices';
import { mountStreamedChat, newMessagesButton, wheelUp } from '../support/streamedChat';
import { streamedAnswer, streamedHistory } from '../../simulator/scenarios/chat/streaming';
import { distanceToEnd } from '../../src/chat/followBottom';
import { workerLikeSocket } from '../support/workerLikeSocket';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** React's update-loop error, thrown (#185, 'nested updates') or, in development, logged for effects. */
const UPDATE_LOOP = /Maximum update depth exceeded|#185/;

/** What the page throws or logs meanwhile, including rejections nobody handled. */
function pageErrors() {
  const seen: string[] = [];
  const consoleError = vi.spyOn(console, 'error');
  const onError = (event: ErrorEvent) => seen.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => seen.push(String(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    updateLoops: () => [...seen, ...consoleError.mock.calls.map(String)].filter((text) => UPDATE_LOOP.test(text)),
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      consoleError.mockRestore();
    },
  };
}

/**
 * Runs each send back to back in one task, a microtask checkpoint after each and no other task between them:
 * how Chromium hands a page the WebSocket messages that queued up while it was busy. Animation frame
 * callbacks run the same way.
 */
const inOneTask = (sends: (() => void)[]) =>
  new Promise<void>((resolve) => {
    for (const send of sends) requestAnimationFrame(send);
    requestAnimationFrame(() => resolve());
  });

/** Whether the view held still for a frame: a wheel's scroll, and the measuring it set off, came to rest. */
async function atRest(scroller: HTMLElement, frame: () => Promise<unknown>) {
  const top = scroller.scrollTop;
  await frame();
  return scroller.scrollTop === top;
}

describe('a reader scrolled up while answers stream in', () => {
  let mounted: Awaited<ReturnType<typeof mountStreamedChat>> | undefined;
  let errors: ReturnType<typeof pageErrors> | undefined;
  afterEach(() => {
    mounted?.unmount();
    errors?.stop();
    errors = undefined;
  });

  it.each([1_000, 10_000])('keeps their place with %i messages', async (history) => {
    mounted = await mountStreamedChat(streamedHistory(history));
    const { sendEvents, frame, region } = mounted;
    const scroller = region();
    let order = history;
    // Up in steps through batches not yet measured (each measures taller or shorter than its estimate), as a
    // wheel would, while answers keep arriving.
    for (let step = 0; step < 40; step++) {
      wheelUp(scroller, 400 + (step % 7) * 90);
      scroller.dispatchEvent(new Event('scroll'));
      sendEvents([streamedAnswer(++order)]);
      await frame();
    }
    const anchor = scroller.scrollTop;
    for (let i = 0; i < 20; i++) {
      sendEvents([streamedAnswer(++order)]);
      await frame();
    }
    expect(Math.abs(scroller.scrollTop - anchor)).toBeLessThan(2);
  });

  it('keeps their place after a nudge up that stays within reach of the end', async () => {
    mounted = await mountStreamedChat(streamedHistory(1_000));
    const { sendEvents, frame, region } = mounted;
    const scroller = region();
    await expect.poll(() => distanceToEnd(scroller)).toBeLessThan(2);
    // A touchpad's first few pixels: the reader means to read up, though the end is still in reach.
    wheelUp(scroller, 20);
    await frame();
    const anchor = scroller.scrollTop;
    sendEvents([streamedAnswer(1_001)]);
    await expect.poll(newMessagesButton).toBe('1 new message');
    await frame();
    expect(scroller.scrollTop).toBe(anchor);
  });

  it('keeps their place while a large batch arrives in slices', async () => {
    const history = 1_000;
    mounted = await mountStreamedChat(streamedHistory(history), {
      wrapSocket: (socket) => workerLikeSocket(socket, 100_000),
    });
    const { chat, sendEvents, frame, region } = mounted;
    const scroller = region();
    // The history is a large frame too, so it arrives in slices, after the mount. The reader scrolls once it is
    // drawn: in two full gates this test scrolled the list while still empty, so its reader never left the end,
    // and the list rightly kept them at the newest message.
    await expect.poll(() => chat.view.messageCount).toBe(history);
    await expect.poll(() => distanceToEnd(scroller)).toBeLessThan(2);
    // Up with the wheel to the middle of the history; the batches measured on the way move the view as well.
    await userEvent.wheel(scroller, { delta: { y: -2_000 }, times: 10 });
    await expect.poll(() => atRest(scroller, frame)).toBe(true);
    expect(distanceToEnd(scroller)).toBeGreaterThan(10_000);
    const anchor = scroller.scrollTop;
    const added = EVENTS_PER_SLICE * 5;
    sendEvents(Array.from({ length: added }, (_, i) => streamedAnswer(history + 1 + i)));
    await expect.poll(newMessagesButton).toBe(`${added} new messages`);
    await frame();
    expect(Math.abs(scroller.scrollTop - anchor)).toBeLessThan(2);
  });

  // React counts commits that leave an update behind them, in a row, and throws past its limit of nested
  // updates; a backlog well past that limit, each answer committed on its own, finds any such leftover.
  // The panel defers the list's renders; the list alone draws every publish, so it is checked both ways.
  it.each([
    ['in the chat panel', false],
    ['drawn on its own, every publish at once', true],
  ])('takes a backlog of answers delivered in one task without an update loop (%s)', async (_, listOnly) => {
    const history = 1_000;
    const backlog = 100;
    mounted = await mountStreamedChat(streamedHistory(history), { listOnly });
    const { sendEvents, frame, region } = mounted;
    wheelUp(region(), region().scrollTop);
    await frame();
    sendEvents([streamedAnswer(history + 1)]);
    await expect.poll(newMessagesButton).toBe('1 new message');

    errors = pageErrors();
    await inOneTask(Array.from({ length: backlog }, (_, i) => () => sendEvents([streamedAnswer(history + 2 + i)])));
    await frame();

    expect(errors.updateLoops()).toEqual([]);
    await expect.poll(newMessagesButton).toBe(`${backlog + 1} new messages`);
    expect(region().scrollTop).toBe(0);
  });
});
