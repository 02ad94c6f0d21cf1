import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { assistantSays, userSays } from '../../simulator/scenarios/chat/events';
import chatPanelMeta from '../chat/ChatPanel.stories';
import { viewFromEvents } from '../chat/chatFixtures';

/** The chat panel showing messages that are markup and script links: they render as text, never run. */
const meta = { ...chatPanelMeta, title: 'Test cases/Hostile input/Chat panel' } satisfies Meta<
  typeof chatPanelMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileMessages: Story = {
  args: {
    view: viewFromEvents([
      assistantSays(1, '<img src=x onerror="window.__chatXss=1"> <script>window.__chatXss=1</script>'),
      assistantSays(2, '[click me](javascript:window.__chatXss=1)'),
      userSays(3, '<iframe src="javascript:alert(1)"></iframe>'),
    ]),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('click me')).toBeVisible();
    expect(canvasElement.querySelector('img, script, iframe')).toBeNull();
    expect(canvasElement.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as { __chatXss?: number }).__chatXss).toBeUndefined();
  },
};
