import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { countdown as countdownAt } from '../../src/login/flow/countdown';
import { EmailOtpEntryScreen, type EmailOtpEntryScreenProps } from '../../src/login/groups/next/EmailOtpEntryScreen';
import { invalidPasscode } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Email OTP entry',
  component: EmailOtpEntryScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { email: 'ada@acme.com', countdown: countdownAt(600_000, 0), verifying: false },
    onSubmitCode: fn(),
    onResend: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof EmailOtpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdown = (root: HTMLElement) => root.querySelector('[data-countdown]');

export const Counting: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Enter passcode');
    expect(canvas.getByText(/A 6-digit passcode was sent to you at/)).toHaveTextContent(
      'A 6-digit passcode was sent to you at ada@acme.com.',
    );
    expect(countdown(canvasElement)).toHaveTextContent("Your code expires in 10:00. Didn't get it? Resend code");
    await userEvent.type(canvas.getByRole('textbox', { name: 'Passcode' }), '12a3456');
    expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    expect(args.onResend).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The flow ticks the countdown from the code's expiry and the clock; the screen only shows it. */
function TickingEntry(args: EmailOtpEntryScreenProps) {
  const expiresAt = 65_000;
  const [now, setNow] = useState(0);
  return (
    <>
      <EmailOtpEntryScreen {...args} view={{ ...args.view, countdown: countdownAt(expiresAt, now) }} />
      <button type="button" onClick={() => setNow((time) => time + 1_000)} css={{ marginTop: 16 }}>
        Advance one second
      </button>
    </>
  );
}

export const CountdownTicks: Story = {
  // The test harness button is no part of the screen: the Counting story covers the look.
  parameters: { screenshot: false },
  render: (args) => <TickingEntry {...args} />,
  play: async ({ canvas, canvasElement }) => {
    expect(countdown(canvasElement)).toHaveTextContent('Your code expires in 1:05.');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance one second' }));
    expect(countdown(canvasElement)).toHaveTextContent('Your code expires in 1:04.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Expired: Story = {
  args: { view: { email: 'ada@acme.com', countdown: { state: 'expired' }, verifying: false } },
  play: async ({ canvas, canvasElement, args }) => {
    expect(countdown(canvasElement)).toHaveTextContent('Your code has expired. Resend code');
    expect(canvas.queryByText(/Your code expires in/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    expect(args.onResend).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoExpirationYet: Story = {
  args: { view: { email: 'ada@acme.com', countdown: { state: 'waiting' }, verifying: false } },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(countdown(canvasElement)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

export const Verifying: Story = {
  args: { view: { email: 'ada@acme.com', countdown: countdownAt(432_000, 0), verifying: true } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Passcode' })).toBeDisabled();
    expect(canvas.getByText('Verifying passcode...')).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: 'Verifying passcode' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(canvas.getByText(/Your code expires in 7:12\./)).toBeVisible();
  },
};

export const InvalidPasscode: Story = {
  args: {
    view: { email: 'ada@acme.com', countdown: countdownAt(421_000, 0), verifying: false, error: invalidPasscode },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveAccessibleDescription(invalidPasscode));
    expect(input).toBeEnabled();
  },
};
