import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { screenshot?: boolean } };
}

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
  await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id);
});
