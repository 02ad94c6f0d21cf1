import { afterEach, describe, expect, it } from 'vitest';
import { LATER_CHUNKS_ID, prefetchLaterPages } from '../../app/prefetchLater';

const HINTS = `<template id="${LATER_CHUNKS_ID}"><link rel="prefetch" href="/assets/ChatPage.js"></template>`;

/** A page of its own in a frame, still loading: its document is written but not closed. */
function loadingPage() {
  const frame = document.body.appendChild(document.createElement('iframe'));
  const page = frame.contentDocument!;
  page.open();
  page.write(`<!doctype html><html><head></head><body>${HINTS}</body></html>`);
  return page;
}

const hintsInHead = (page: Document) =>
  [...page.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('prefetchLaterPages', () => {
  afterEach(() => document.body.replaceChildren());

  it('leaves the hints in their template while the page loads, and puts them in the head once it has', async () => {
    const page = loadingPage();
    prefetchLaterPages(page);
    // A task later the page is still loading: the first screen's requests have the line to themselves.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.readyState).toBe('loading');
    expect(hintsInHead(page)).toEqual([]);

    page.close();
    await expect.poll(() => hintsInHead(page)).toEqual(['/assets/ChatPage.js']);
    expect(page.getElementById(LATER_CHUNKS_ID)).toBeNull();
  });

  it('on a page that has loaded already, puts them in the head', async () => {
    const page = loadingPage();
    page.close();
    await expect.poll(() => page.readyState).toBe('complete');
    prefetchLaterPages(page);
    await expect.poll(() => hintsInHead(page)).toEqual(['/assets/ChatPage.js']);
  });

  it('does nothing on a page without the template (development, stories)', () => {
    expect(() => prefetchLaterPages(document)).not.toThrow();
    expect(hintsInHead(document)).toEqual([]);
  });
});
