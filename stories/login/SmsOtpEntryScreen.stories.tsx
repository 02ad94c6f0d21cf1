import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { countdown } from '../../src/login/flow/countdown';
import { SmsOtpEntryScreen } from '../../src/login/groups/mfa/SmsOtpEntryScreen';
import type { MfaView } from '../../src/login/groups/mfa/view';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { wholeText } from './storyChecksMore';
import { withWidgetFrame } from './WidgetFrame';

const counting: Extract<MfaView, { screen: 'SmsOtpEntry' }> = {
  screen: 'SmsOtpEntry',
  formattedDestination: '+1 (415) 555-0123',
  countdown: countdown(120_000, 0),
  isSending: false,
  submitting: false,
  errors: {},
  canGoBackToEnrollment: false,
  offerTotp: false,
};

const meta = {
  title: 'Login/Screens/SMS OTP entry',
  component: SmsOtpEntryScreen,
  args: {
    view: counting,
    intents: mfaIntentSpies(),
    back: undefined,
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof SmsOtpEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The countdown's line as it reads in the story's texts: 'Your code expires in 2:00. Didn't get it? Resend code'. */
const expiresLine = (texts: ReturnType<typeof storyTexts>['login'], time: string) =>
  `${formatMessage(texts.otpEntry.expiresIn, { time })} ${texts.otpEntry.resendCode}`;

export const Counting: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = storyTexts(globals).login;
    const { otpEntry, smsOtpEntry, common } = texts;
    await expectHeadingFocused(canvas, otpEntry.heading);
    const sentTo = formatMessage(smsOtpEntry.sentTo, { phoneNumber: '+1 (415) 555-0123' });
    expect(canvas.getByText(wholeText(sentTo))).toBeVisible();
    expect(canvas.getByText(wholeText(expiresLine(texts, '2:00')))).toBeVisible();
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
    expect(canvas.queryByRole('button', { name: smsOtpEntry.useAuthenticatorApp })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: otpEntry.resendCode }));
    expect(args.intents.resendSmsCode).toHaveBeenCalledOnce();
    const input = canvas.getByRole('textbox', { name: otpEntry.passcode });
    await userEvent.type(input, '12 34 56');
    expect(args.intents.submitSmsCode).toHaveBeenCalledOnce();
    expect(args.intents.submitSmsCode).toHaveBeenCalledWith('123456');
    input.blur();
  },
};

export const LastMinute: Story = {
  args: { view: { ...counting, countdown: countdown(59_000, 0) } },
  play: async ({ canvas, globals }) => {
    expect(canvas.getByText(wholeText(expiresLine(storyTexts(globals).login, '0:59')))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { view: { ...counting, countdown: { state: 'expired' } } },
  play: async ({ canvas, args, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    expect(canvas.getByText(wholeText(`${otpEntry.expired} ${otpEntry.resendCode}`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: otpEntry.resendCode }));
    expect(args.intents.resendSmsCode).toHaveBeenCalledOnce();
  },
};

/** The code is on its way: no expiration yet, so a spinner stands in for the countdown. */
export const SendingFirstCode: Story = {
  args: { view: { ...counting, formattedDestination: null, countdown: { state: 'waiting' }, isSending: true } },
  play: async ({ canvas, globals }) => {
    const { common, otpEntry } = storyTexts(globals).login;
    // The spinner stands in for the countdown (the passcode's own status region is unnamed and empty).
    expect(canvas.getByRole('status', { name: common.loading })).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: otpEntry.resendCode })).toBeNull();
    // No destination yet, so no line names one.
    expect(canvas.getByRole('heading', { level: 2 }).nextElementSibling).toBeNull();
  },
};

export const Verifying: Story = {
  args: { view: { ...counting, countdown: countdown(95_000, 0), submitting: true } },
  play: async ({ canvas, globals }) => {
    const { otpEntry } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: otpEntry.passcode })).toBeDisabled();
    expect(canvas.getByText(otpEntry.verifying)).toBeVisible();
    expect(canvas.getByRole('progressbar', { name: otpEntry.verifyingProgress })).toBeVisible();
    expect(canvas.getByRole('button', { name: otpEntry.resendCode })).toBeDisabled();
  },
};

export const InvalidPasscode: Story = {
  args: {
    view: { ...counting, countdown: countdown(80_000, 0), errors: { code: 'Invalid passcode, please try again.' } },
  },
  play: async ({ canvas, globals }) => {
    const { otpEntry, messages } = storyTexts(globals).login;
    const input = canvas.getByRole('textbox', { name: otpEntry.passcode });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.invalidPasscode);
  },
};

/** Enrolling: the member may go back and change the number. */
export const WithBackToEnrollment: Story = {
  args: { view: { ...counting, canGoBackToEnrollment: true } },
  play: async ({ canvas, args, globals }) => {
    const { common, smsOtpEntry } = storyTexts(globals).login;
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.intents.back).toHaveBeenCalledOnce();
    expect(canvas.queryByRole('button', { name: smsOtpEntry.useAuthenticatorApp })).toBeNull();
  },
};

/** Signing in with TOTP also enrolled and allowed. */
export const WithAuthenticatorAppOffer: Story = {
  args: { view: { ...counting, offerTotp: true } },
  play: async ({ canvas, args, globals }) => {
    const { common, smsOtpEntry } = storyTexts(globals).login;
    expect(canvas.getByText(common.or)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: smsOtpEntry.useAuthenticatorApp }));
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledOnce();
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledWith('totp');
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
  },
};
