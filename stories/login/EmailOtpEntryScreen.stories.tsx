import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { countdown as countdownAt } from '../../src/login/flow/countdown';
import type { LoginStrings } from '../../src/login/groups/catalogue';
import type { NextView } from '../../src/login/groups/next/view';
import { EmailOtpEntryScreen } from '../../src/login/groups/next/EmailOtpEntryScreen';
import { nextIntentSpies } from './intentSpies';
import { invalidPasscode } from './loginFixtures';
import { expectHeadingFocused, sentToLine } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** Code sent to Ada, ten minutes left. */
const counting: Extract<NextView, { screen: 'EmailOtpEntry' }> = {
  screen: 'EmailOtpEntry',
  email: 'ada@acme.com',
  countdown: countdownAt(600_000, 0),
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Email OTP entry',
  component: EmailOtpEntryScreen,
  decorators: [withWidgetFrame],
  args: {
    view: counting,
    intents: nextIntentSpies(),
    back: fn(),
  },
} satisfies Meta<typeof EmailOtpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdown = (root: HTMLElement) => root.querySelector('[data-countdown]');
/** The countdown's line while the code runs: 'Your code expires in {time}. Didn't get it?'. */
const expiresIn = (otpEntry: LoginStrings['otpEntry'], time: string) => formatMessage(otpEntry.expiresIn, { time });

export const Counting: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, otpEntry.heading);
    expect(sentToLine(canvas, 'ada@acme.com')).toHaveTextContent(
      formatMessage(otpEntry.sentTo, { email: 'ada@acme.com' }),
    );
    expect(countdown(canvasElement)).toHaveTextContent(`${expiresIn(otpEntry, '10:00')} ${otpEntry.resendCode}`);
    await userEvent.type(canvas.getByRole('textbox', { name: otpEntry.passcode }), '12a3456');
    expect(args.intents.submitEmailCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: otpEntry.resendCode }));
    expect(args.intents.resendEmailCode).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The flow ticks the countdown from the code's expiry and the clock; the screen only shows it. */
function TickingEntry(args: ComponentProps<typeof EmailOtpEntryScreen>) {
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
  play: async ({ canvas, canvasElement, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    expect(countdown(canvasElement)).toHaveTextContent(expiresIn(otpEntry, '1:05'));
    await userEvent.click(canvas.getByRole('button', { name: 'Advance one second' }));
    expect(countdown(canvasElement)).toHaveTextContent(expiresIn(otpEntry, '1:04'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Expired: Story = {
  args: { view: { ...counting, countdown: { state: 'expired' } } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    // Exactly the expired line and the link: no time left is shown.
    expect(countdown(canvasElement)?.textContent).toBe(`${otpEntry.expired} ${otpEntry.resendCode}`);
    await userEvent.click(canvas.getByRole('button', { name: otpEntry.resendCode }));
    expect(args.intents.resendEmailCode).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoExpirationYet: Story = {
  args: { view: { ...counting, countdown: { state: 'waiting' } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { common, otpEntry } = storyTexts(globals).login;
    expect(canvas.getByRole('status', { name: common.loading })).toBeVisible();
    expect(countdown(canvasElement)).toBeNull();
    expect(canvas.queryByRole('button', { name: otpEntry.resendCode })).toBeNull();
  },
};

export const Verifying: Story = {
  args: { view: { ...counting, countdown: countdownAt(432_000, 0), submitting: true } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: otpEntry.passcode })).toBeDisabled();
    expect(canvas.getByText(otpEntry.verifying)).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: otpEntry.verifyingProgress })).toBeVisible();
    expect(canvas.getByRole('button', { name: otpEntry.resendCode })).toBeDisabled();
    expect(countdown(canvasElement)).toHaveTextContent(expiresIn(otpEntry, '7:12'));
    expect(countdown(canvasElement)).toBeVisible();
  },
};

export const InvalidPasscode: Story = {
  args: {
    view: { ...counting, countdown: countdownAt(421_000, 0), errors: { code: invalidPasscode } },
  },
  play: async ({ canvas, globals }) => {
    const { otpEntry, messages } = storyTexts(globals).login;
    const input = canvas.getByRole('textbox', { name: otpEntry.passcode });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveAccessibleDescription(messages.invalidPasscode));
    expect(input).toBeEnabled();
  },
};
