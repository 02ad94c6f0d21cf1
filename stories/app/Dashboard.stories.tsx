import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DASHBOARD_FORM_MAX_WIDTH, DashboardView } from '../../app/pages/DashboardPage';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { pitchHistory } from '../../simulator/scenarios/chat/events';
import { viewFromEvents } from '../chat/chatFixtures';
import { InRouter } from './appStory';

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
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Getting Started', level: 1 })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    const submit = canvas.getByRole('button', { name: 'Create pitch' });
    expect(submit).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(submit).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Acme Robotics {Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
    expect(args.onCreatePitch).toHaveBeenCalledWith('Acme Robotics');
    expect(canvas.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chat');
    const form = canvas.getByRole('form', { name: 'Getting Started' });
    expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(DASHBOARD_FORM_MAX_WIDTH);
  },
};

/** create_for_ipo_pitch under way: the button is busy and a second submit sends nothing. */
export const CreatingPitch: Story = {
  args: { onCreatePitch: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Acme Robotics');
    await userEvent.click(canvas.getByRole('button', { name: 'Create pitch' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Create pitch' })).toHaveAttribute('aria-busy', 'true'),
    );
    await userEvent.type(input, '{Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
  },
};

/** A failed creation is only logged: the form is back, as it was. */
export const PitchCreationFailed: Story = {
  args: { onCreatePitch: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Company name' }), 'Acme Robotics{Enter}');
    expect(args.onCreatePitch).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create pitch' })).toBeEnabled());
    expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Robotics');
    expect(canvas.queryByRole('alert')).toBeNull();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible();
    expect(canvas.queryByRole('form', { name: 'Getting Started' })).toBeNull();
    expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Go to Chat' })).toBeVisible();
  },
};
