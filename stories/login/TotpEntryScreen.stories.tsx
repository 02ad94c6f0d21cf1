import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TotpEntryScreen, type TotpEntryView } from '../../src/login/groups/mfa/TotpEntryScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const signingIn: TotpEntryView = { isEnrolling: false, verifying: false, offerSms: false };
const enrollingHelp = "If the verification code doesn't work, go back to your authenticator app to get a new code.";

const meta = {
  title: 'Login/Screens/TOTP Entry',
  component: TotpEntryScreen,
  args: { view: signingIn, onSubmitCode: fn(), onUseBackupCode: fn(), onTextMeACode: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Enter verification code');
    expect(canvas.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    expect(canvas.getByText(/Can't access your authenticator app\?/)).toHaveTextContent(
      "Can't access your authenticator app? Use a backup code",
    );
    expect(canvas.queryByText(enrollingHelp)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Text me a code instead' })).toBeNull();
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '654321');
    expect(args.onSubmitCode).toHaveBeenCalledOnce();
    expect(args.onSubmitCode).toHaveBeenCalledWith('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a backup code' }));
    expect(args.onUseBackupCode).toHaveBeenCalledOnce();
  },
};

/** While enrolling, a member whose app has no (or a wrong) entry can go back to the QR code. */
export const Enrolling: Story = {
  args: { view: { ...signingIn, isEnrolling: true }, onBack: fn() },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText(enrollingHelp)).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Use a backup code' })).toBeNull();
    expect(canvas.queryByText(/Can't access your authenticator app/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Verifying: Story = {
  args: { view: { ...signingIn, verifying: true } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    expect(canvas.getByText('Verifying passcode...')).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: 'Verifying passcode' })).toBeVisible();
  },
};

export const InvalidPasscode: Story = {
  args: { view: { ...signingIn, error: 'Invalid passcode, please try again.' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid passcode, please try again.');
  },
};

/** Signing in with SMS also enrolled and allowed. */
export const WithTextMessageOffer: Story = {
  args: { view: { ...signingIn, offerSms: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code instead' }));
    expect(args.onTextMeACode).toHaveBeenCalledOnce();
  },
};
