import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
  type WheelEvent,
} from 'react';
import {
  FOLLOWING,
  keyInput,
  onScrollbar,
  readerInput,
  released,
  scrolled,
  touchInput,
  wheelInput,
  type Follow,
  type KeyTarget,
  type ReaderInput,
} from './followBottom';

/** Scrolls to the end and remembers where that is, so the next scroll event's move is told from this one. */
function pinToEnd(element: HTMLElement, lastTop: { current: number }) {
  element.scrollTop = element.scrollHeight;
  lastTop.current = element.scrollTop;
}

/** Moves the follow state on: leaving the end remembers the message count, coming back forgets it. */
function moveOn(follow: { current: Follow }, next: Follow, setLeftAt: (at?: number) => void, messageCount: number) {
  if (next.following !== follow.current.following) setLeftAt(next.following ? undefined : messageCount);
  follow.current = next;
}

function keyTarget(target: EventTarget): KeyTarget {
  if (!(target instanceof HTMLElement)) return 'other';
  if (target.isContentEditable || target.matches('input, textarea, select')) return 'field';
  return target.matches('button, [role="button"]') ? 'button' : 'other';
}

export interface FollowedContent {
  messageCount: number;
  /** The virtualizer's total size: it changes whenever a batch is measured anew. */
  contentHeight: number;
  pendingCount: number;
}

/**
 * Keeps a scroller at the newest message until the reader scrolls away, then counts what arrived since. Leaving
 * is read from the reader's input (wheel, touch and keys; a press on the scrollbar or focus moved onto a message,
 * where the position then tells the way), never from a position change alone: the list's own pinning and the
 * virtualizer's compensation move the position too, and a move of the reader's can be undone before its scroll
 * event arrives. The position brings the reader back when their own scrolling reaches the end.
 */
export function useFollowBottom(
  scroller: RefObject<HTMLElement | null>,
  { messageCount, contentHeight, pendingCount }: FollowedContent,
) {
  const follow = useRef<Follow>(FOLLOWING);
  const lastTop = useRef(0);
  const touchY = useRef<number>(undefined);
  // The message count when the reader left the end (undefined while they follow it); what came since is
  // derived in render, never counted in an effect: such an effect leaves an update behind every commit of a
  // scrolled-up list, and a socket that fell behind hands the page its backlog in one task, so React sees a
  // long run of commits each followed by another update, calls it an update loop and throws (error #185).
  const [leftAt, setLeftAt] = useState<number>();
  const unseen = leftAt === undefined ? 0 : Math.max(0, messageCount - leftAt);

  const input = (value: ReaderInput | undefined) => {
    if (scroller.current) moveOn(follow, readerInput(follow.current, value, scroller.current), setLeftAt, messageCount);
  };

  const jumpToNewest = () => {
    if (!scroller.current) return;
    follow.current = FOLLOWING;
    pinToEnd(scroller.current, lastTop);
    setLeftAt(undefined);
  };

  // Runs after every layout change (new messages, measured batches): keep a following reader at the end. The
  // browser reports a scroll in the next frame; a move of the reader's made before this commit is read first,
  // as its scroll event will be, so the pin does not undo it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    moveOn(follow, scrolled(follow.current, element, lastTop.current), setLeftAt, messageCount);
    if (follow.current.following) pinToEnd(element, lastTop);
  }, [scroller, contentHeight, messageCount, pendingCount]);

  // A follower stays pinned when the panel itself changes size (a window resized, a phone rotated).
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (follow.current.following) pinToEnd(element, lastTop);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);

  // The scrollbar is let go wherever the pointer is by then.
  useEffect(() => {
    const release = () => {
      follow.current = released(follow.current);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);

  /** For the scroller itself. */
  const readerEvents = {
    onScroll: () => {
      const element = scroller.current;
      if (!element) return;
      moveOn(follow, scrolled(follow.current, element, lastTop.current), setLeftAt, messageCount);
      lastTop.current = element.scrollTop;
    },
    onWheel: (event: WheelEvent) => input(wheelInput(event.deltaY, event.ctrlKey)),
    onKeyDown: (event: KeyboardEvent) => {
      if (!event.defaultPrevented) input(keyInput(event.key, event.shiftKey, keyTarget(event.target)));
    },
    onTouchStart: (event: TouchEvent) => {
      touchY.current = event.touches[0]?.clientY;
    },
    onTouchMove: (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (y === undefined || touchY.current === undefined) return;
      input(touchInput(touchY.current, y));
      touchY.current = y;
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const { currentTarget, target, nativeEvent } = event;
      if (target === currentTarget && onScrollbar(nativeEvent.offsetX, currentTarget.clientWidth)) input('either');
    },
    onFocus: (event: FocusEvent) => {
      if (event.target !== event.currentTarget) input('either');
    },
  };
  return { unseen, following: leftAt === undefined, jumpToNewest, readerEvents };
}
