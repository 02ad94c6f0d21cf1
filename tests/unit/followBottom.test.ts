import { describe, expect, it } from 'vitest';
import {
  FOLLOW_THRESHOLD_PX,
  FOLLOWING,
  keyInput,
  onScrollbar,
  readerInput,
  released,
  scrolled,
  touchInput,
  wheelInput,
  type Follow,
} from '../../src/chat/followBottom';

const clientHeight = 500;
const scrollHeight = 10_000;
const end = scrollHeight - clientHeight;
/** The scroller at `scrollTop`. */
const at = (scrollTop: number) => ({ scrollTop, scrollHeight, clientHeight });
const LEFT: Follow = { following: false };

describe('leaving the end', () => {
  it("happens at the reader's input up, before the browser scrolls for it, however small the move", () => {
    expect(readerInput(FOLLOWING, 'up', at(end))).toEqual({ following: false, input: 'up' });
  });

  it('needs room above: a list at its top (or too short to scroll) stays followed', () => {
    expect(readerInput(FOLLOWING, 'up', at(0)).following).toBe(true);
  });

  it('never happens by input down, or by a key or wheel that scrolls nothing', () => {
    expect(readerInput(FOLLOWING, 'down', at(end))).toEqual({ following: true, input: 'down' });
    expect(readerInput(FOLLOWING, undefined, at(end))).toBe(FOLLOWING);
  });

  it("never happens by a scroll without the reader's input: the list's pin, the virtualizer's compensation", () => {
    expect(scrolled(FOLLOWING, at(end - 2_000), end)).toBe(FOLLOWING);
    expect(scrolled({ following: true, input: 'down' }, at(end - 2_000), end).following).toBe(true);
  });

  it('happens, where only the position tells (the scrollbar held, focus moved), by a move up off the end', () => {
    const either = readerInput(FOLLOWING, 'either', at(end));
    expect(either.following).toBe(true);
    expect(scrolled(either, at(end - FOLLOW_THRESHOLD_PX), end).following).toBe(true);
    expect(scrolled(either, at(end - FOLLOW_THRESHOLD_PX - 1), end).following).toBe(false);
    // Down, as the list's own pin moves it, is no move up.
    expect(scrolled({ following: true, input: 'either' }, at(end - 1_000), end - 2_000).following).toBe(true);
  });
});

describe('coming back to the end', () => {
  it("happens when the reader's own scrolling down reaches it", () => {
    const goingDown = readerInput(LEFT, 'down', at(end - 3_000));
    expect(scrolled(goingDown, at(end - 1_000), end - 3_000).following).toBe(false);
    expect(scrolled(goingDown, at(end - FOLLOW_THRESHOLD_PX), end - 1_000)).toEqual({ following: true, input: 'down' });
  });

  it('happens, where only the position tells, by reaching it', () => {
    expect(scrolled({ following: false, input: 'either' }, at(end), end - 3_000).following).toBe(true);
  });

  it('never happens by a scroll the reader did not make, or one right after their move up', () => {
    // The virtualizer putting a reader who just moved up back where they were, or content shrinking.
    expect(scrolled(LEFT, at(end), end - 150)).toBe(LEFT);
    const movedUp = readerInput(FOLLOWING, 'up', at(end));
    expect(scrolled(movedUp, at(end), end - 150).following).toBe(false);
  });

  it('no longer happens by the scrollbar once it is let go', () => {
    const letGo = released({ following: false, input: 'either' });
    expect(scrolled(letGo, at(end), end - 3_000).following).toBe(false);
    expect(released({ following: false, input: 'down' })).toEqual({ following: false, input: 'down' });
  });
});

describe("reading the reader's input", () => {
  it('reads the keys a browser scrolls with, unless a text field or (for Space) a button keeps them', () => {
    for (const key of ['ArrowUp', 'PageUp', 'Home']) expect(keyInput(key, false, 'other')).toBe('up');
    for (const key of ['ArrowDown', 'PageDown', 'End']) expect(keyInput(key, false, 'other')).toBe('down');
    expect(keyInput(' ', true, 'other')).toBe('up');
    expect(keyInput(' ', false, 'other')).toBe('down');
    expect(keyInput(' ', true, 'button')).toBeUndefined();
    expect(keyInput('ArrowUp', false, 'button')).toBe('up');
    expect(keyInput('ArrowUp', false, 'field')).toBeUndefined();
    expect(keyInput('a', false, 'other')).toBeUndefined();
  });

  it('reads a wheel by its sign, and not at all when Ctrl makes it zoom', () => {
    expect(wheelInput(-3, false)).toBe('up');
    expect(wheelInput(3, false)).toBe('down');
    expect(wheelInput(0, false)).toBeUndefined();
    expect(wheelInput(-3, true)).toBeUndefined();
  });

  it('reads a finger moving down the screen as a move up', () => {
    expect(touchInput(100, 140)).toBe('up');
    expect(touchInput(140, 100)).toBe('down');
    expect(touchInput(100, 100)).toBeUndefined();
  });

  it('tells a press on the scrollbar from one on the content', () => {
    expect(onScrollbar(699, 700)).toBe(false);
    expect(onScrollbar(700, 700)).toBe(true);
  });
});
