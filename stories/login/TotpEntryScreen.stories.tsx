import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TotpEntryScreen } from '../../src/login/groups/mfa/TotpEntryScreen';
import type { MfaView } from '../../src/login/groups/mfa/view';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { wholeText } from './storyChecksMore';
import { withWidgetFrame } from './WidgetFrame';

const signingIn: Extract<MfaView, { screen: 'TotpEntry' }> = {
  screen: 'TotpEntry',
  isEnrolling: false,
  submitting: false,
  errors: {},
  offerSms: false,
};

const meta = {
  title: 'Login/Screens/TOTP entry',
  component: TotpEntryScreen,
  args: { view: signingIn, intents: mfaIntentSpies(), back: undefined },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvas, args, globals }) => {
    const { totpEntry: texts } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByText(texts.enterCode)).toBeVisible();
    expect(canvas.getByText(wholeText(`${texts.cantAccessApp} ${texts.useBackupCode}`))).toBeVisible();
    expect(canvas.queryByText(texts.enrollingHelp)).toBeNull();
    expect(canvas.queryByRole('button', { name: texts.textMeACodeInstead })).toBeNull();
    const input = canvas.getByRole('textbox', { name: texts.verificationCode });
    await userEvent.type(input, '654321');
    expect(args.intents.submitTotp).toHaveBeenCalledOnce();
    expect(args.intents.submitTotp).toHaveBeenCalledWith('654321');
    await userEvent.click(canvas.getByRole('button', { name: texts.useBackupCode }));
    expect(args.intents.useRecoveryCode).toHaveBeenCalledOnce();
  },
};

/** While enrolling, a member whose app has no (or a wrong) entry can go back to the QR code. */
export const Enrolling: Story = {
  args: { view: { ...signingIn, isEnrolling: true }, back: fn() },
  play: async ({ canvas, args, globals }) => {
    const { totpEntry: texts, common } = storyTexts(globals).login;
    expect(canvas.getByText(texts.enrollingHelp)).toBeVisible();
    expect(canvas.queryByRole('button', { name: texts.useBackupCode })).toBeNull();
    expect(canvas.queryByText(texts.cantAccessApp, { exact: false })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
  },
};

export const Verifying: Story = {
  args: { view: { ...signingIn, submitting: true } },
  play: async ({ canvas, globals }) => {
    const { totpEntry: texts, otpEntry } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: texts.verificationCode })).toBeDisabled();
    expect(canvas.getByText(otpEntry.verifying)).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: otpEntry.verifyingProgress })).toBeVisible();
  },
};

export const InvalidPasscode: Story = {
  args: { view: { ...signingIn, errors: { code: 'Invalid passcode, please try again.' } } },
  play: async ({ canvas, globals }) => {
    const { totpEntry: texts, messages } = storyTexts(globals).login;
    const input = canvas.getByRole('textbox', { name: texts.verificationCode });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.invalidPasscode);
  },
};

/** Signing in with SMS also enrolled and allowed. */
export const WithTextMessageOffer: Story = {
  args: { view: { ...signingIn, offerSms: true } },
  play: async ({ canvas, args, globals }) => {
    const { totpEntry: texts } = storyTexts(globals).login;
    await userEvent.click(canvas.getByRole('button', { name: texts.textMeACodeInstead }));
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledOnce();
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledWith('sms_otp');
  },
};
