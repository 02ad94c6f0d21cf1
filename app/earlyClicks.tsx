import { useEffect } from 'react';

/**
 * A page painted from HTML shows its buttons before its scripts have taken it over, and a member may press one
 * (a logout, a Continue) in that time: React only hears clicks once it has taken over, and a form's button would
 * send the form the browser's way, its fields in the address. From the page's first script on, a click on a button
 * of `container` is held instead; the returned release replays the last one held, on the same element (taking over
 * keeps the elements), once the page has been taken over; drop lets go of it (a page drawn anew, not taken over).
 * Links are left alone: a full load is what they do anyway.
 */
export function holdEarlyClicks(container: HTMLElement): { replay: () => void; drop: () => void } {
  let held: HTMLButtonElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  container.addEventListener('click', hold, true);
  const drop = () => {
    container.removeEventListener('click', hold, true);
    const button = held;
    held = undefined;
    return button;
  };
  const replay = () => {
    const button = drop();
    if (button?.isConnected && !button.disabled) button.click();
  };
  return { replay, drop };
}

/** Calls `then` once the tree it is rendered in has been committed: after React has taken the page over. */
export function AfterTakeOver({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}
