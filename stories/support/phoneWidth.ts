import { expect, waitFor } from 'storybook/test';

/**
 * A story at a phone's width (the toolbar's 'Phone 375'): the story test's page takes that viewport too
 * (@storybook/addon-vitest reads the story's viewport global), so the gate checks and pictures the page there.
 */
export const atPhoneWidth = { viewport: { value: 'phone375', isRotated: false } } as const;

/**
 * Nothing sticks out sideways: the page does not scroll horizontally and no element of the story reaches past
 * the viewport's edges (an element inside a scrolling box, such as a wide table, scrolls in its box instead).
 */
export async function expectFitsThePhone(root: HTMLElement) {
  const width = document.documentElement.clientWidth;
  // The story really is at the phone's width (the test's page, or Storybook's viewport frame).
  expect(width).toBe(375);
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width));
  const outside = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    if (insideScroller(element, root)) return false;
    const { left, right, width: elementWidth } = element.getBoundingClientRect();
    return elementWidth > 0 && (left < -0.5 || right > width + 0.5);
  });
  expect(outside.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
}

/** Whether a box between the element and the story root clips or scrolls its content sideways. */
function insideScroller(element: HTMLElement, root: HTMLElement): boolean {
  for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
    if (getComputedStyle(box).overflowX !== 'visible') return true;
  }
  return false;
}
