import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { countdown } from '../../src/login/flow/countdown';
import { SmsOtpEntryScreen, type SmsOtpEntryView } from '../../src/login/groups/mfa/SmsOtpEntryScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const counting: SmsOtpEntryView = {
  formattedDestination: '+1 (415) 555-0123',
  countdown: countdown(120_000, 0),
  sending: false,
  verifying: false,
  canGoBackToEnrollment: false,
  offerAuthenticatorApp: false,
};

const meta = {
  title: 'Login/Screens/SMS OTP Entry',
  component: SmsOtpEntryScreen,
  args: {
    view: counting,
    onSubmitCode: fn(),
    onResend: fn(),
    onBackToEnrollment: fn(),
    onUseAuthenticatorApp: fn(),
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof SmsOtpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Enter passcode');
    expect(canvas.getByText(/A 6-digit passcode was sent to you at/)).toHaveTextContent(
      'A 6-digit passcode was sent to you at +1 (415) 555-0123.',
    );
    expect(canvas.getByText(/Your code expires in/)).toHaveTextContent(
      "Your code expires in 2:00. Didn't get it? Resend code",
    );
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Use an authenticator app' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    expect(args.onResend).toHaveBeenCalledOnce();
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.type(input, '12 34 56');
    expect(args.onSubmitCode).toHaveBeenCalledOnce();
    expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    input.blur();
  },
};

export const LastMinute: Story = {
  args: { view: { ...counting, countdown: countdown(59_000, 0) } },
  play: async ({ canvas }) => {
    expect(canvas.getByText(/Your code expires in/)).toHaveTextContent(
      "Your code expires in 0:59. Didn't get it? Resend code",
    );
  },
};

export const Expired: Story = {
  args: { view: { ...counting, countdown: { state: 'expired' } } },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText(/Your code has expired\./)).toHaveTextContent('Your code has expired. Resend code');
    expect(canvas.queryByText(/Your code expires in/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** The code is on its way: no expiration yet, so a spinner stands in for the countdown. */
export const SendingFirstCode: Story = {
  args: { view: { ...counting, formattedDestination: undefined, countdown: { state: 'waiting' }, sending: true } },
  play: async ({ canvas }) => {
    // The spinner: the one status with a name (the passcode's own status region is unnamed and empty).
    expect(canvas.getByRole('status', { name: /.+/ })).toBeInTheDocument();
    expect(canvas.queryByText(/A 6-digit passcode was sent/)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

export const Verifying: Story = {
  args: { view: { ...counting, countdown: countdown(95_000, 0), verifying: true } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Passcode' })).toBeDisabled();
    expect(canvas.getByText('Verifying passcode...')).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: 'Verifying passcode' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

export const InvalidPasscode: Story = {
  args: { view: { ...counting, countdown: countdown(80_000, 0), error: 'Invalid passcode, please try again.' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid passcode, please try again.');
  },
};

/** Enrolling: the member may go back and change the number. */
export const WithBackToEnrollment: Story = {
  args: { view: { ...counting, canGoBackToEnrollment: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBackToEnrollment).toHaveBeenCalledOnce();
    expect(canvas.queryByRole('button', { name: 'Use an authenticator app' })).toBeNull();
  },
};

/** Signing in with TOTP also enrolled and allowed. */
export const WithAuthenticatorAppOffer: Story = {
  args: { view: { ...counting, offerAuthenticatorApp: true } },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText('or')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator app' }));
    expect(args.onUseAuthenticatorApp).toHaveBeenCalledOnce();
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};
