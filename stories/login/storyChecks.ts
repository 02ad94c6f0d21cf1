import { expect, waitFor, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The screen's heading is shown and holds the focus (it takes it when the screen appears). */
export async function expectHeadingFocused(canvas: Canvas, name: string | RegExp) {
  const heading = canvas.getByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Every image has loaded (or failed over to its letter), so the screenshot is complete. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
}
