import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test';
import { DASHBOARD_FORM_MAX_WIDTH, DashboardView } from '../../app/pages/DashboardPage';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { pitchHistory } from '../../simulator/scenarios/chat/events';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import { viewFromEvents } from '../chat/chatFixtures';
import { InRouter } from './appStory';
import { atPhoneWidth, expectFitsThePhone } from '../support/phoneWidth';

const meta = {
  title: 'App/Pages/Dashboard',
  component: DashboardView,
  args: { onCreatePitch: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <InRouter path="/dashboard">
      <DashboardView {...args} />
    </InRouter>
  ),
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GettingStarted: Story = {
  play: async ({ canvas, args, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: dashboard.gettingStarted, level: 1 })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: dashboard.companyName });
    const submit = canvas.getByRole('button', { name: dashboard.createPitch });
    expect(submit).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(submit).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Acme Robotics {Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
    expect(args.onCreatePitch).toHaveBeenCalledWith('Acme Robotics');
    expect(canvas.getByRole('link', { name: dashboard.goToChat })).toHaveAttribute('href', '/chat');
    const form = canvas.getByRole('form', { name: dashboard.gettingStarted });
    expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(DASHBOARD_FORM_MAX_WIDTH);
  },
};

/** create_for_ipo_pitch under way: the button is busy and a second submit sends nothing. */
export const CreatingPitch: Story = {
  args: { onCreatePitch: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    const input = await canvas.findByRole('textbox', { name: dashboard.companyName });
    await userEvent.type(input, 'Acme Robotics');
    await userEvent.click(canvas.getByRole('button', { name: dashboard.createPitch }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: dashboard.createPitch })).toHaveAttribute('aria-busy', 'true'),
    );
    await userEvent.type(input, '{Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
  },
};

/** A failed creation says so under the form, which keeps the name, and offers to try again. */
export const PitchCreationFailed: Story = {
  args: { onCreatePitch: fn(async () => false) },
  play: async ({ canvas, args, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await userEvent.type(await canvas.findByRole('textbox', { name: dashboard.companyName }), 'Acme Robotics{Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: dashboard.createPitch })).toBeEnabled());
    expect(canvas.getByRole('textbox', { name: dashboard.companyName })).toHaveValue('Acme Robotics');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      formatMessage(dashboard.pitchFailed, { companyName: 'Acme Robotics' }),
    );
    expect(canvas.getByRole('button', { name: dashboard.tryAgain })).toBeVisible();
  },
};

/** Once the pitch chat exists it replaces the form. */
export const WithPitchChat: Story = {
  args: {
    chat: (
      <ChatPanel
        view={viewFromEvents(pitchHistory())}
        height="420px"
        onSend={fn()}
        onPickFile={fn()}
        onOpenOutput={fn()}
      />
    ),
  },
  play: async ({ canvas, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible();
    expect(canvas.queryByRole('form', { name: dashboard.gettingStarted })).toBeNull();
    expect(canvas.getByRole('heading', { name: dashboard.heading, level: 1 })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: dashboard.goToChat })).toBeVisible();
  },
};

/** Try again sends the name that failed once more; the message goes while it is under way. */
export const PitchTriedAgain: Story = {
  args: { onCreatePitch: fn(async () => false) },
  play: async ({ canvas, args, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    const input = await canvas.findByRole('textbox', { name: dashboard.companyName });
    await userEvent.type(input, 'Acme Robotics{Enter}');
    const tryAgain = await canvas.findByRole('button', { name: dashboard.tryAgain });
    // This time the call stays under way, to show the form while the same name is tried again.
    mocked(args.onCreatePitch).mockImplementationOnce(() => new Promise<void>(() => undefined));
    await userEvent.click(tryAgain);
    expect(args.onCreatePitch).toHaveBeenCalledTimes(2);
    expect(args.onCreatePitch).toHaveBeenLastCalledWith('Acme Robotics');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    expect(canvas.getByRole('button', { name: dashboard.createPitch })).toHaveAttribute('aria-busy', 'true');
    expect(input).toHaveFocus();
  },
};

/** On a 375 px phone the pitch chat fills the width: header, messages and composer fit without sideways scrolling. */
export const PitchChatOnAPhone: Story = {
  ...WithPitchChat,
  globals: atPhoneWidth,
  play: async ({ canvas, canvasElement, globals }) => {
    const { chat } = storyTexts(globals);
    await expect(await canvas.findByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible();
    await expectFitsThePhone(canvasElement);
    expect(canvas.getByRole('textbox', { name: chat.composer.label })).toBeVisible();
  },
};
