import { afterEach, describe, expect, it } from 'vitest';
import { chatEvent } from '../../simulator/scenarios/chat/events';
import { mountStreamedChat, newMessagesButton, wheelUp } from '../support/streamedChat';
import { streamedAnswer, streamedHistory } from '../../simulator/scenarios/chat/streaming';
import { distanceToEnd } from '../../src/chat/followBottom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * The virtualizer moves the scroll position when batches near the view are measured, and learns where the
 * list is only from scroll events. These tests put a measurement where it races the list's own pinning or a
 * reader's move, by the order of the browser's frame (a frame's scroll events, then its animation callbacks,
 * then its layout and resize observations), never by waiting for a time.
 */
describe('the list follows the newest message while batches are measured', () => {
  let mounted: Awaited<ReturnType<typeof mountStreamedChat>> | undefined;
  afterEach(() => mounted?.unmount());

  it('a reader who never scrolled follows from the first screen on', async () => {
    // Drawn on its own, the list pins to the end, and in the next commit the virtualizer measures the batches
    // above the view taller than estimated, before a scroll event told it where the pin had put the list.
    mounted = await mountStreamedChat(streamedHistory(1_000), { listOnly: true });
    const { chat, sendEvents, region } = mounted;
    sendEvents(Array.from({ length: 30 }, (_, i) => streamedAnswer(1_001 + i)));
    await expect.poll(() => chat.view.messageCount).toBe(1_030);
    const view = () => ({
      newestDrawn: region().textContent!.includes('Answer 1030'),
      atTheEnd: distanceToEnd(region()) < 2,
    });
    await expect.poll(view).toEqual({ newestDrawn: true, atTheEnd: true });
    expect(newMessagesButton()).toBeUndefined();
  });

  it('a small move up in the frame a line above the view grows is neither undone nor missed', async () => {
    const history = streamedHistory(1_000);
    // A file line in the batch above the last one: drawn (the overscan) but above the view at the end.
    history[984] = chatEvent(985, {
      type: 'file_upload_started',
      file_upload_uid: 'f-1',
      file_name: 'deck.pdf',
      size_bytes: 1,
    });
    mounted = await mountStreamedChat(history);
    const { sendEvents, frame, region } = mounted;
    const scroller = region();
    await expect.poll(() => distanceToEnd(scroller)).toBeLessThan(2);
    const line = [...scroller.querySelectorAll('p')].find((p) => p.textContent!.includes('deck.pdf'))!;
    const lineHeight = line.offsetHeight;
    // The reader's move lands in the first frame after the commit that makes the line taller: after that
    // frame's scroll events, before its layout, whose resize observations the virtualizer measures.
    const moved = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!scroller.textContent!.includes('rejected')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          wheelUp(scroller, 150);
          resolve(scroller.scrollTop);
        });
      });
      observer.observe(scroller, { subtree: true, childList: true, characterData: true });
    });
    const reason = 'the scanner could not read this page; '.repeat(12);
    sendEvents([
      chatEvent(1_001, { type: 'file_upload_state_changed', file_upload_uid: 'f-1', state: `rejected: ${reason}` }),
    ]);
    const movedTo = await moved;
    await frame();
    // The line grew above the view: the reader's view moved down with the content they read, and no further.
    const grown = line.offsetHeight - lineHeight;
    expect(grown).toBeGreaterThan(0);
    expect(scroller.scrollTop - movedTo).toBe(grown);
    sendEvents([streamedAnswer(1_002)]);
    await expect.poll(newMessagesButton).toBe('1 new message');
    await frame();
    expect(scroller.scrollTop - movedTo).toBe(grown);
  });
});
