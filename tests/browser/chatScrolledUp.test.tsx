import { afterEach, describe, expect, it } from 'vitest';
import { mountStreamedChat, streamedAnswer, streamedHistory } from '../support/streamedChat';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('a reader scrolled up while answers stream in', () => {
  let mounted: Awaited<ReturnType<typeof mountStreamedChat>> | undefined;
  afterEach(() => mounted?.unmount());

  it.each([1_000, 10_000])('keeps their place with %i messages', async (history) => {
    mounted = await mountStreamedChat(streamedHistory(history));
    const { sendEvents, frame, region } = mounted;
    const scroller = region();
    let order = history;
    // Up in steps through batches not yet measured (each measures taller or shorter than its estimate), as a
    // wheel would, while answers keep arriving.
    for (let step = 0; step < 40; step++) {
      scroller.scrollTop = Math.max(0, scroller.scrollTop - 400 - (step % 7) * 90);
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
});
