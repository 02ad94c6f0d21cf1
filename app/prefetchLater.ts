/** The template app/build/htmlHints.ts writes into index.html, holding the prefetch hints of the later pages. */
export const LATER_CHUNKS_ID = 'later-chunks';

export interface PrefetchOptions {
  /**
   * Now rather than after the first paint: on a page behind a session the hints name its own code, which its
   * route loads as soon as the configuration is in.
   */
  atOnce: boolean;
}

/**
 * Puts the later pages' prefetch hints into the head. On the login page that waits until the page has loaded,
 * painted and gone idle, so their fetches never share the line with what its first screen needs. Without the
 * template (development, stories) it does nothing.
 */
export function prefetchLaterPages({ atOnce }: PrefetchOptions, page: Document = document): void {
  const view = page.defaultView ?? window;
  const template = page.getElementById(LATER_CHUNKS_ID);
  if (!(template instanceof view.HTMLTemplateElement)) return;
  const insert = () => {
    page.head.append(template.content);
    template.remove();
  };
  if (atOnce) return insert();
  // Safari has no requestIdleCallback: there the hints go in a task after the paint.
  const whenIdle = (run: () => void) =>
    typeof view.requestIdleCallback === 'function'
      ? view.requestIdleCallback(run, { timeout: 5_000 })
      : view.setTimeout(run, 0);
  const afterPaint = () => view.requestAnimationFrame(() => view.setTimeout(() => whenIdle(insert), 0));
  if (page.readyState === 'complete') afterPaint();
  else view.addEventListener('load', afterPaint, { once: true });
}
