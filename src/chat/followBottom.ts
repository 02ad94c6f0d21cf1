/** Within this many px of the end, the reader counts as at the end of the conversation. */
export const FOLLOW_THRESHOLD_PX = 48;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far the end of the conversation lies below the reader's view. */
export const distanceToEnd = (box: ScrollBox) => box.scrollHeight - box.scrollTop - box.clientHeight;

export const isAtBottom = (box: ScrollBox) => distanceToEnd(box) <= FOLLOW_THRESHOLD_PX;

/**
 * Which way the reader's own input scrolls the conversation: 'up' away from the end, 'down' towards it, or
 * 'either', where only the position tells: a press on the scrollbar (a drag, a click on its track), or focus
 * moved onto a message, which the browser scrolls into view.
 */
export type ReaderInput = 'up' | 'down' | 'either';

/**
 * Whether the list follows the newest message, and the reader's last scrolling input. The position alone cannot
 * tell the reader's intent: the list's own pinning, the virtualizer's compensation for batches measured taller
 * or shorter than estimated, and the browser's clamping all move it, and a move of the reader's can be undone
 * before its scroll event arrives.
 */
export interface Follow {
  following: boolean;
  input?: ReaderInput;
}

export const FOLLOWING: Follow = { following: true };

/** The reader's input, seen before the browser scrolls for it: a move up, with room above, leaves the end. */
export function readerInput(state: Follow, input: ReaderInput | undefined, box: ScrollBox): Follow {
  if (!input) return state;
  return { following: state.following && !(input === 'up' && box.scrollTop > 0), input };
}

/**
 * A scroll event (or a layout change before one arrives) speaks only after the reader's input that may have
 * caused it: reaching the end on the way down, or by the position alone, follows again; a move up off the end
 * by the position alone leaves it. After a move up, or with no input at all, a scroll is not the reader's and
 * changes nothing.
 */
export function scrolled(state: Follow, box: ScrollBox, previousTop: number): Follow {
  if (state.input !== 'down' && state.input !== 'either') return state;
  if (isAtBottom(box)) return state.following ? state : { ...state, following: true };
  if (state.input === 'either' && state.following && box.scrollTop < previousTop) return { ...state, following: false };
  return state;
}

/** The pointer let go of the scrollbar: what scrolls the list from now on is not the reader's drag. */
export const released = (state: Follow): Follow => (state.input === 'either' ? { following: state.following } : state);

/** A wheel turned with Ctrl held (a touchpad's pinch too) zooms the page rather than scrolling it. */
export const wheelInput = (deltaY: number, ctrlKey: boolean): ReaderInput | undefined =>
  ctrlKey ? undefined : deltaY < 0 ? 'up' : deltaY > 0 ? 'down' : undefined;

/** A finger moving down the screen drags the content with it: the view moves up. */
export const touchInput = (fromY: number, toY: number): ReaderInput | undefined =>
  toY > fromY ? 'up' : toY < fromY ? 'down' : undefined;

/** What a key's target does with it: a text field keeps every key, a button keeps Space (it presses it). */
export type KeyTarget = 'field' | 'button' | 'other';

/** The keys a browser scrolls a focused scroller with, and which way. */
export function keyInput(key: string, shiftKey: boolean, target: KeyTarget): ReaderInput | undefined {
  if (target === 'field') return undefined;
  switch (key) {
    case 'ArrowUp':
    case 'PageUp':
    case 'Home':
      return 'up';
    case 'ArrowDown':
    case 'PageDown':
    case 'End':
      return 'down';
    case ' ':
      return target === 'button' ? undefined : shiftKey ? 'up' : 'down';
    default:
      return undefined;
  }
}

/** A press at or past the right edge of the client area lands on the vertical scrollbar. */
export const onScrollbar = (offsetX: number, clientWidth: number) => offsetX >= clientWidth;
