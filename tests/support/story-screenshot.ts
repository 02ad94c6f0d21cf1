import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { screenshot?: boolean } };
}

/**
 * Each story starts with nothing focused. Chromium shows a focus ring on an element focused by script when the
 * element focused before had one, so a story's rings would otherwise depend on the story that ran before it.
 */
beforeEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
});

/**
 * Every story is a visual-regression test: after its play function and the axe check, the rendered
 * story root is compared pixel for pixel with its committed reference.
 */
afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters.screenshot === false) return;
  // A failed play leaves the story in a state nobody reviewed: never compare (or record) that.
  if (context.task.result?.state === 'fail') return;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no [data-story-root] element to screenshot`);
  // A transition still running (a hover colour after the play's last click) ends now, so the picture shows
  // where the story came to rest rather than a moment on the way there.
  // A glyph from a fallback font (an accented letter, a typographic apostrophe) may arrive after the play.
  await document.fonts.ready;
  // So may what a story shows from a chunk loaded on demand (an OAuth button's brand mark): wait for it.
  await expect.poll(() => document.querySelectorAll('[data-on-demand]:empty').length).toBe(0);
  const settled = document.head.appendChild(document.createElement('style'));
  settled.textContent = '*, *::before, *::after { transition: none !important; }';
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id);
  } finally {
    settled.remove();
  }
});
