/** The template app/build/htmlHints.ts writes into index.html, holding the prefetch hints of the later pages. */
export const LATER_CHUNKS_ID = 'later-chunks';

/**
 * Puts the other pages' prefetch hints into the head once the page has loaded, painted and gone idle, so their
 * fetches never share the line with what the page itself needs (its route's code, its start). Without the
 * template (development, stories) it does nothing.
 */
export function prefetchLaterPages(page: Document = document): void {
  const view = page.defaultView ?? window;
  const template = page.getElementById(LATER_CHUNKS_ID);
  if (!(template instanceof view.HTMLTemplateElement)) return;
  const insert = () => {
    page.head.append(template.content);
    template.remove();
  };
  // Safari has no requestIdleCallback: there the hints go in a task after the paint.
  const whenIdle = (run: () => void) =>
    typeof view.requestIdleCallback === 'function'
      ? view.requestIdleCallback(run, { timeout: 5_000 })
      : view.setTimeout(run, 0);
  const afterPaint = () => view.requestAnimationFrame(() => view.setTimeout(() => whenIdle(insert), 0));
  if (page.readyState === 'complete') afterPaint();
  else view.addEventListener('load', afterPaint, { once: true });
}
