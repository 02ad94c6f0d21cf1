import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { formatMessage } from '../../src/core/message';
import { distanceToEnd } from '../../src/chat/followBottom';
import { assistantSays, chatEvent, pitchHistory } from '../../simulator/scenarios/chat/events';
import { everyKind, fileLine, longConversation, viewFromEvents } from './chatFixtures';

const meta = {
  title: 'App/Chat/Chat panel',
  component: ChatPanel,
  args: {
    view: viewFromEvents(pitchHistory()),
    onSend: fn(),
    onPickFile: fn(),
    onOpenOutput: fn(),
    onReconnect: fn(),
    height: '520px',
  },
  // 720 px as beside the app's output, and the whole width of a narrower screen (a phone's), as the chat page.
  decorators: [(Story) => <div style={{ width: 720, maxWidth: '100%' }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible();
    expect(canvas.getByText('What valuation range should we show?')).toBeVisible();
    expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const EveryMessageKind: Story = {
  args: { view: viewFromEvents(everyKind()) },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText(fileLine(globals, 'acme-model.xlsx', 'processed'))).toBeVisible();
    expect(canvas.getByText(fileLine(globals, 'investor-deck.pdf', 'uploading'))).toBeVisible();
    const { conversation } = storyTexts(globals).chat;
    await userEvent.click(canvas.getByRole('button', { name: conversation.goToOutput }));
    expect(args.onOpenOutput).toHaveBeenCalledWith('output-42');
  },
};

export const MarkdownAndPlainText: Story = {
  args: {
    view: viewFromEvents([
      assistantSays(1, 'Markdown: **bold**, `code` and [a link](https://example.com).'),
      assistantSays(2, 'Plain text: **not bold** and <b>no tags</b>.', 'text/plain'),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('bold', { selector: 'strong' })).toBeVisible();
    expect(canvas.getByText('Plain text: **not bold** and <b>no tags</b>.')).toBeVisible();
    expect(canvasElement.querySelector('b')).toBeNull();
    expect(canvas.getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const PendingMessage: Story = {
  args: { view: viewFromEvents(pitchHistory(), {}, ['Can you add a risk factor slide?']) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('Can you add a risk factor slide?')).toBeVisible();
    expect(canvas.getByText(storyTexts(globals).chat.conversation.sending)).toBeVisible();
  },
};

export const AssistantWorking: Story = {
  args: {
    view: viewFromEvents([
      ...pitchHistory(),
      chatEvent(6, {
        type: 'assistant_status_message',
        message_format: 'text/plain',
        message: 'Researching Acme Robotics…',
      }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Researching Acme Robotics…')).toBeVisible();
  },
};

export const SendWithEnter: Story = {
  play: async ({ canvas, args, globals }) => {
    const { composer } = storyTexts(globals).chat;
    const input = canvas.getByRole('textbox', { name: composer.label });
    expect(input).toHaveAttribute('placeholder', composer.placeholder);
    await userEvent.type(input, '   {Enter}');
    expect(args.onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('   ');
    await userEvent.clear(input);
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
    await waitFor(() => expect(input).toHaveValue(''));
    await waitFor(() => expect(input).toBeEnabled());
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** While a message is being handed over the input is disabled. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, globals }) => {
    const { composer } = storyTexts(globals).chat;
    const input = canvas.getByRole('textbox', { name: composer.label });
    await userEvent.type(input, 'Draft the risk factors{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    expect(canvas.getByRole('button', { name: composer.send })).toHaveAttribute('aria-busy', 'true');
  },
};

export const UserMessagesNotAllowed: Story = {
  args: {
    view: viewFromEvents([...pitchHistory(), chatEvent(6, { type: 'set_user_messages_allowed', allowed: false })]),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: storyTexts(globals).chat.composer.label })).toBeDisabled();
  },
};

export const FilePickerHidden: Story = {
  play: async ({ canvas, globals }) => {
    expect(canvas.queryByRole('button', { name: storyTexts(globals).chat.filePicker.upload })).toBeNull();
  },
};

export const FilePickerShown: Story = {
  args: {
    view: viewFromEvents([...pitchHistory(), chatEvent(6, { type: 'set_file_uploads_allowed', allowed: true })]),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { filePicker } = storyTexts(globals).chat;
    await expect(canvas.getByRole('button', { name: filePicker.upload })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toContain('.xlsx');
    const workbook = new File(['PK'], 'model.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, [workbook, text], { applyAccept: false });
    expect(args.onPickFile).toHaveBeenCalledOnce();
    expect(args.onPickFile).toHaveBeenCalledWith(workbook);
    expect(canvas.getByRole('alert')).toHaveTextContent(formatMessage(filePicker.refused, { names: 'notes.txt' }));
  },
};

export const Connecting: Story = {
  args: { view: viewFromEvents([], { status: 'connecting' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).chat.connection.connecting)).toBeVisible();
  },
};

/** Syncing: the socket is open and answers stream in, so no connecting notice shows beside them. */
export const Syncing: Story = {
  args: {
    view: viewFromEvents(
      [
        ...pitchHistory(),
        chatEvent(6, {
          type: 'assistant_status_message',
          message_format: 'text/plain',
          message: 'Researching Acme Robotics…',
        }),
      ],
      { status: 'syncing' },
    ),
  },
  play: async ({ canvas, globals }) => {
    const { connection } = storyTexts(globals).chat;
    await expect(canvas.getByText('Researching Acme Robotics…')).toBeVisible();
    expect(canvas.queryByText(connection.connecting)).toBeNull();
    expect(canvas.queryByText(connection.reconnecting)).toBeNull();
  },
};

/** A connection made again after a drop reads as reconnecting throughout, not as a first connection. */
export const ConnectingAgain: Story = {
  args: { view: viewFromEvents(pitchHistory(), { status: 'authorizing', retries: 2 }) },
  play: async ({ canvas, globals }) => {
    const { connection } = storyTexts(globals).chat;
    await expect(canvas.getByText(connection.reconnecting)).toBeVisible();
    expect(canvas.queryByText(connection.connecting)).toBeNull();
  },
};

export const Reconnecting: Story = {
  args: { view: viewFromEvents(pitchHistory(), { status: 'waiting_to_retry', retries: 3 }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).chat.connection.reconnecting)).toBeVisible();
  },
};

export const ConnectionErrored: Story = {
  args: { view: viewFromEvents(pitchHistory(), { status: 'errored', error: 'Out-of-order event' }) },
  play: async ({ canvas, args, globals }) => {
    const { connection } = storyTexts(globals).chat;
    await expect(canvas.getByRole('alert')).toHaveTextContent(connection.stopped);
    await userEvent.click(canvas.getByRole('button', { name: connection.reconnect }));
    expect(args.onReconnect).toHaveBeenCalledOnce();
  },
};

export const LongConversation: Story = {
  args: { view: viewFromEvents(longConversation(2_000)) },
  play: async ({ canvas, canvasElement }) => {
    // Follows the newest message, and renders a screenful (plus a batch either side), not 2,000 messages.
    await waitFor(() => expect(canvas.getByText('2000', { selector: 'strong' })).toBeVisible());
    expect(canvasElement.querySelectorAll('article').length).toBeLessThanOrEqual(40);
  },
};

/** A reader who scrolled up is not yanked down by new messages; a button offers the jump. */
function GrowingChat(props: Parameters<typeof ChatPanel>[0]) {
  const [count, setCount] = useState(60);
  const [narrow, setNarrow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCount((n) => n + 2)}>
        Simulate two new messages
      </button>
      <button type="button" onClick={() => setNarrow((was) => !was)}>
        Resize the window
      </button>
      <div style={{ width: narrow ? 360 : 720 }}>
        <ChatPanel {...props} height={narrow ? '360px' : props.height} view={viewFromEvents(longConversation(count))} />
      </div>
    </>
  );
}

/** A follower stays at the newest message when the window is resized and messages keep coming. */
export const FollowsThroughResize: Story = {
  render: (args) => <GrowingChat {...args} />,
  play: async ({ canvas, globals }) => {
    const { conversation } = storyTexts(globals).chat;
    const region = canvas.getByRole('region', { name: conversation.label });
    await waitFor(() => expect(canvas.getByText('60', { selector: 'strong' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Resize the window' }));
    await waitFor(() => expect(distanceToEnd(region)).toBeLessThan(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate two new messages' }));
    await waitFor(() => expect(canvas.getByText('62', { selector: 'strong' })).toBeVisible());
    // No jump button: a follower sees the new messages where they land.
    expect(canvas.queryByRole('button', { name: conversation.oneNewMessage })).toBeNull();
    expect(canvas.queryByRole('button', { name: formatMessage(conversation.newMessages, { count: 2 }) })).toBeNull();
  },
};

export const ReaderScrolledUp: Story = {
  render: (args) => <GrowingChat {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const { conversation, announcements } = storyTexts(globals).chat;
    const region = canvas.getByRole('region', { name: conversation.label });
    await waitFor(() => expect(canvas.getByText('60', { selector: 'strong' })).toBeVisible());
    // The reader presses Home in the conversation (a key press sent by a script scrolls nothing: the play does).
    region.focus();
    await userEvent.keyboard('{Home}');
    region.scrollTop = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate two new messages' }));
    const jump = await canvas.findByRole('button', { name: formatMessage(conversation.newMessages, { count: 2 }) });
    expect(region.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.getByText('62', { selector: 'strong' })).toBeVisible());
    expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(announcements.assistant);
  },
};

/** The server has turned user messages off: the disabled input says why, on screen and as its description. */
export const NotAllowedSaysWhy: Story = {
  args: {
    view: viewFromEvents([...pitchHistory(), chatEvent(6, { type: 'set_user_messages_allowed', allowed: false })]),
  },
  play: async ({ canvas, globals }) => {
    const { composer } = storyTexts(globals).chat;
    const input = canvas.getByRole('textbox', { name: composer.label });
    await expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(composer.notAllowed);
    expect(canvas.getByText(composer.notAllowed)).toBeVisible();
  },
};

/** A message on its way: the input, disabled until it is handed over, says so. */
export const SendingSaysWhy: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, globals }) => {
    const { composer } = storyTexts(globals).chat;
    const input = canvas.getByRole('textbox', { name: composer.label });
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, 'Draft the risk factors{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(composer.sending));
    expect(canvas.getByText(composer.sending)).toBeVisible();
  },
};
