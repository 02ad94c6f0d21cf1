import { expect, waitFor, within } from 'storybook/test';
import type { IntegratorConfig } from '../../src/login/flow';
import type { WidgetShellProps } from '../../src/login/widget';
import { WidgetHarness, type StoryPage } from './widgetStory';

/**
 * The Google One Tap stories' harness and checks (GoogleOneTap.stories.tsx and the test cases that reuse its
 * meta): the widget on a story page whose redirects are recorded, and the prompt the simulated library draws.
 */

export type OneTapArgs = Omit<WidgetShellProps, 'client' | 'location' | 'storage'> & { config: IntegratorConfig };

/** The widget on the story's page (widgetStory.tsx), its client's redirects (One Tap's among them) recorded there. */
export function OneTapHarness({ page, ...props }: OneTapArgs & { page: StoryPage }) {
  return <WidgetHarness page={page} navigate={page.location.assign} {...props} />;
}

/** The story page the meta's loader made. */
export const pageOf = (loaded: Record<string, unknown>) => loaded.page as StoryPage;

type Canvas = ReturnType<typeof within>;

/** The screen's heading, once it is up and holds the focus. */
export async function screen(canvas: Canvas, name: string | RegExp) {
  const heading = await canvas.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Google's prompt, wherever it is drawn (floating prompts are on the page, outside the widget). */
export const promptOn = (root: HTMLElement, title: string) =>
  within(root).findByRole('dialog', { name: `${title} ${location.hostname} with Google` });
