import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { useChatConnection } from '../../src/live/react/useLiveConnections';
import type { Scenario } from '../../simulator/core/scenario';
import { scenarios } from '../../simulator/scenarios';
import { SimulatedLive } from '../support/SimulatedLive';

function ConnectedChat({ chatUid, onOpenOutput }: { chatUid: string; onOpenOutput: (uid: string) => void }) {
  const { view, connection } = useChatConnection(chatUid);
  return (
    <ChatPanel
      view={view}
      height="480px"
      onSend={(text) => connection.addPending(text)}
      onPickFile={() => undefined}
      onOpenOutput={onOpenOutput}
    />
  );
}

type Props = Omit<ComponentProps<typeof SimulatedLive>, 'children'> & {
  chatUid: string;
  onOpenOutput: (uid: string) => void;
};

function LiveChat({ chatUid, onOpenOutput, ...live }: Props) {
  return (
    <div style={{ width: 720 }}>
      <SimulatedLive {...live}>{() => <ConnectedChat chatUid={chatUid} onOpenOutput={onOpenOutput} />}</SimulatedLive>
    </div>
  );
}

const meta = {
  title: 'Chat/LiveChat',
  component: LiveChat,
  args: { scenario: scenarios['chat-connected'] as Scenario, chatUid: 'chat-demo', onOpenOutput: fn() },
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const advance = async (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  label: string,
  times = 1,
) => {
  for (let i = 0; i < times; i++) await userEvent.click(canvas.getByRole('button', { name: label }));
};

export const FullPitchReplayed: Story = {
  args: {
    scenario: {
      name: 'pitch',
      description: 'The assistant emulator runs a pitch for Acme Robotics.',
      emulators: ['assistant'],
    },
    chatUid: 'chat-1',
    prepare: (sim) =>
      void sim.fetch('POST', '/api/1/chats/create_for_ipo_pitch', {
        body: { kind: 'json', value: { query: 'Acme Robotics', organization: 'org-demo' } },
      }),
  },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText('Connecting…')).toBeVisible();
    await advance(canvas, 'Advance 0.1 s', 9);
    await waitFor(() => expect(canvas.getByText('Researching Acme Robotics…')).toBeVisible());
    await advance(canvas, 'Advance 1 s', 4);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible());
    expect(canvas.getByRole('button', { name: 'Upload a file (xlsx or PDF)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Genios Output' }));
    expect(args.onOpenOutput).toHaveBeenCalledWith('output-1');
  },
};

export const DropAndReconnect: Story = {
  args: { scenario: scenarios['chat-drop-reconnect'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('What valuation range should we show?')).toBeVisible());
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('Welcome back: nothing was lost.')).toBeVisible());
    expect(canvas.getAllByText('What valuation range should we show?')).toHaveLength(1);
  },
};

export const AuthRefused: Story = {
  args: { scenario: scenarios['chat-auth-refused'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 0.1 s');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The chat connection stopped.'));
  },
};

export const PendingMessageTimesOut: Story = {
  args: { scenario: scenarios['chat-pending-timeout'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ask anything' }), 'Is anyone there?{Enter}');
    await waitFor(() => expect(canvas.getByText('Sending…')).toBeVisible());
    await advance(canvas, 'Advance 10 s');
    await waitFor(() => expect(canvas.queryByText('Sending…')).toBeNull());
  },
};

export const CleanupTimeSet: Story = {
  args: { scenario: scenarios['chat-cleanup-time'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Ask anything' })).toBeDisabled());
  },
};

/** React StrictMode mounts twice in development; the chat must still open exactly one socket. */
let socketsOpened = 0;
export const StrictModeOpensOneSocket: Story = {
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
