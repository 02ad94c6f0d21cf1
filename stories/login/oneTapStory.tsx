import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { expect, waitFor, within } from 'storybook/test';
import { useStoryModes, useWidgetModes } from '../../.storybook/modes';
import type { IntegratorConfig } from '../../src/login/flow';
import { LoginWidget, type LoginWidgetProps } from '../../src/login/widget';
import { createStoryClient, memoryStorage, type StoryPage } from './widgetStory';

/**
 * The Google One Tap stories' harness and checks (GoogleOneTap.stories.tsx and the test cases that reuse its
 * meta): the widget on a story page whose redirects are recorded, and the prompt the simulated library draws.
 */

export type OneTapArgs = Omit<LoginWidgetProps, 'client' | 'location' | 'storage'> & { config: IntegratorConfig };

/**
 * The widget on the story's page, in the toolbar's modes; the client's redirects (One Tap's among them) are
 * recorded on the page.
 */
export function OneTapHarness({ page, ...props }: OneTapArgs & { page: StoryPage }) {
  const modes = useWidgetModes(props);
  const [storage] = useState(memoryStorage);
  const [client] = useState(() => createStoryClient({ storage, navigate: page.location.assign }));
  useEffect(() => () => client.stop(), [client]);
  const { visit } = useSnapshot(page.state);
  // The widget reads its texts once, when it mounts: a locale picked in the toolbar mounts it afresh.
  const { locale } = useStoryModes();
  return (
    <LoginWidget
      key={`${visit} ${locale}`}
      client={client}
      location={page.location}
      storage={storage}
      {...props}
      theme={modes.theme}
      strings={modes.strings}
    />
  );
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
