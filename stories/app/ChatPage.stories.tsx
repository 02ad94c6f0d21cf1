import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NewChat } from '../../app/chat/LiveChat';
import { ChatPageView } from '../../app/pages/ChatPage';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { pitchHistory } from '../../simulator/scenarios/chat/events';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { viewFromEvents } from '../chat/chatFixtures';
import { InRouter } from './appStory';
import { atPhoneWidth, expectFitsThePhone } from '../support/phoneWidth';

const meta = {
  title: 'App/Pages/Chat page',
  component: ChatPageView,
  args: { onLogout: fn(), onGoToDashboard: fn(), children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

const onStart = fn(() => new Promise<void>(() => undefined));

/** No chat yet: the first message starts one (create_with_query) and shows pending meanwhile. */
export const NewChatStarts: Story = {
  render: (args) => (
    <InRouter path="/chat">
      <ChatPageView {...args}>
        <NewChat onStart={onStart} />
      </ChatPageView>
    </InRouter>
  ),
  play: async ({ canvas, globals }) => {
    const { pages, chat } = storyTexts(globals);
    onStart.mockClear();
    await expect(await canvas.findByRole('heading', { name: pages.chat.heading, level: 1 })).toBeVisible();
    expect(canvas.queryByRole('button', { name: chat.filePicker.upload })).toBeNull();
    const input = canvas.getByRole('textbox', { name: chat.composer.label });
    await userEvent.type(input, '   {Enter}');
    expect(onStart).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'What should the pitch cover?{Enter}');
    expect(onStart).toHaveBeenCalledOnce();
    expect(onStart).toHaveBeenCalledWith('What should the pitch cover?');
    await waitFor(() => expect(canvas.getByText('What should the pitch cover?')).toBeVisible());
    expect(canvas.getByText(chat.conversation.sending)).toBeVisible();
    expect(input).toBeDisabled();
  },
};

export const HeaderButtons: Story = {
  render: (args) => (
    <InRouter path="/chat">
      <ChatPageView {...args}>
        <ChatPanel
          view={viewFromEvents(pitchHistory())}
          height="420px"
          onSend={fn()}
          onPickFile={fn()}
          onOpenOutput={fn()}
        />
      </ChatPageView>
    </InRouter>
  ),
  play: async ({ canvas, args, globals }) => {
    const { common, chat } = storyTexts(globals).pages;
    await userEvent.click(await canvas.findByRole('button', { name: common.goToDashboard }));
    expect(args.onGoToDashboard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: chat.logout }));
    expect(args.onLogout).toHaveBeenCalledOnce();
    // A scripted click focuses by script, which rings the button when the composer had the focus first (it takes
    // it when it mounts, sooner or later): the picture is of the page at rest, nothing focused.
    (document.activeElement as HTMLElement).blur();
  },
};

/** Revoking takes a moment: the Logout button is busy meanwhile. */
export const LoggingOut: Story = {
  args: { onLogout: fn(() => new Promise<void>(() => undefined)) },
  render: (args) => (
    <InRouter path="/chat">
      <ChatPageView {...args}>
        <NewChat onStart={fn()} />
      </ChatPageView>
    </InRouter>
  ),
  play: async ({ canvas, globals }) => {
    const { logout } = storyTexts(globals).pages.chat;
    await userEvent.click(await canvas.findByRole('button', { name: logout }));
    await waitFor(() => expect(canvas.getByRole('button', { name: logout })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** On a 375 px phone: the header's buttons, the conversation and the composer fit without sideways scrolling. */
export const OnAPhone: Story = {
  render: HeaderButtons.render,
  globals: atPhoneWidth,
  play: async ({ canvas, canvasElement, globals }) => {
    const { pages, chat } = storyTexts(globals);
    await expect(await canvas.findByRole('heading', { name: pages.chat.heading, level: 1 })).toBeVisible();
    await expectFitsThePhone(canvasElement);
    expect(canvas.getByRole('textbox', { name: chat.composer.label })).toBeVisible();
    // The picture is of the page at rest, nothing focused (the composer takes the focus when it mounts).
    (document.activeElement as HTMLElement).blur();
  },
};
