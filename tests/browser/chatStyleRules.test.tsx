import { afterEach, describe, expect, it } from 'vitest';
import { streamedHistory } from '../../simulator/scenarios/chat/streaming';
import { mountStreamedChat } from '../support/streamedChat';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const styleRules = () => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);

describe("scrolling a long chat and the page's stylesheets", () => {
  let mounted: Awaited<ReturnType<typeof mountStreamedChat>> | undefined;
  afterEach(() => mounted?.unmount());

  // Each rule added makes the browser rebuild its sheet's rules: a list that added one per scroll position
  // grew slower to scroll over a session.
  it('adds no style rule per scroll position', async () => {
    mounted = await mountStreamedChat(streamedHistory(1_000));
    const { frame, region } = mounted;
    const scroller = region();
    await expect.poll(() => region().textContent).toContain('Answer 1000:');
    // Once through the history, so every kind of message and batch has been styled.
    for (let step = 0; step <= 10; step++) {
      scroller.scrollTop = (scroller.scrollHeight * step) / 10;
      await frame();
      await frame();
    }
    const before = styleRules();
    for (let step = 0; step < 40; step++) {
      scroller.scrollTop = (scroller.scrollHeight * ((step * 7) % 40)) / 40 + step;
      await frame();
      await frame();
    }
    // Forty positions: a rule per position added about a hundred (two per render); a part styled for the first
    // time on the way (a button that shows when the reader leaves the end) may add a few.
    expect(styleRules() - before).toBeLessThan(5);
  });
});
