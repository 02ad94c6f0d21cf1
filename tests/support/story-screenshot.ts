import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { screenshotName } from './screenshotName';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The review mode a story project runs its stories in (vite.config.ts). */
    reviewMode: string;
    /** Whether the project compares each story's picture with its reference. */
    screenshots: boolean;
  }
}

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
  if (!story || story.parameters.screenshot === false || !inject('screenshots')) return;
  // A failed play leaves the story in a state nobody reviewed: never compare (or record) that.
  if (context.task.result?.state === 'fail') return;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no [data-story-root] element to screenshot`);
  // A transition still running (a hover colour after the play's last click) ends now, so the picture shows
  // where the story came to rest rather than a moment on the way there.
  // A text needing another subset of a shipped face loads it as it is laid out: lay out, then wait for it.
  root.getBoundingClientRect();
  await document.fonts.ready;
  const settled = document.head.appendChild(document.createElement('style'));
  settled.textContent = '*, *::before, *::after { transition: none !important; }';
  try {
    // Two equal pictures in a row end the wait, however long a busy machine takes to settle (not 5 s).
    await expect.element(page.elementLocator(root)).toMatchScreenshot(screenshotName(story.id, inject('reviewMode')), {
      timeout: 60_000,
    });
  } finally {
    settled.remove();
  }
});
