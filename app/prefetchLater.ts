/** The template app/build/htmlHints.ts writes into index.html, holding the prefetch hints of the later pages. */
export const LATER_CHUNKS_ID = 'later-chunks';

/**
 * Puts the later pages' prefetch hints into the head once the page has loaded, painted and gone idle, so their
 * fetches never share the line with what the first screen needs. Without the template (development, stories)
 * it does nothing.
 */
export function prefetchAfterFirstPaint(page: Document = document): void {
  const view = page.defaultView ?? window;
  const template = page.getElementById(LATER_CHUNKS_ID);
  if (!(template instanceof view.HTMLTemplateElement)) return;
  // Safari has no requestIdleCallback: there the hints go in a task after the paint.
  const whenIdle = (run: () => void) =>
    typeof view.requestIdleCallback === 'function'
      ? view.requestIdleCallback(run, { timeout: 5_000 })
      : view.setTimeout(run, 0);
  const afterPaint = () => view.requestAnimationFrame(() => view.setTimeout(() => whenIdle(insert), 0));
  const insert = () => {
    page.head.append(template.content);
    template.remove();
  };
  if (page.readyState === 'complete') afterPaint();
  else view.addEventListener('load', afterPaint, { once: true });
}
