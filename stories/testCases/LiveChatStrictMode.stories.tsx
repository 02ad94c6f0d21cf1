import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { Scenario } from '../../simulator/core/scenario';
import { scenarios } from '../../simulator/scenarios';
import liveChatMeta from '../chat/LiveChat.stories';
import { advance, LiveChat } from '../chat/liveChatStory';

/** The live chat under React StrictMode, which mounts twice in development. */
const meta = { ...liveChatMeta, title: 'Test cases/Strict mode/Live chat' } satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** React StrictMode mounts twice in development; the chat must still open exactly one socket. */
let socketsOpened = 0;
export const StrictModeOpensOneSocket: Story = {
  name: 'Strict mode opens one socket',
  args: {
    scenario: scenarios['chat-connected'] as Scenario,
    chatUid: 'chat-strict',
    wrapSockets: (factory) => (url) => {
      socketsOpened++;
      return factory(url);
    },
  },
  render: (args) => (
    <StrictMode>
      <LiveChat {...args} />
    </StrictMode>
  ),
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('What valuation range should we show?')).toBeVisible());
    expect(socketsOpened).toBe(1);
  },
};
