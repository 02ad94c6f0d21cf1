import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VirtualClock } from '../../../src/core/clock';
import { formatMessage } from '../../../src/core/message';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import { sentToLine } from '../storyChecks';
import { countdownTime, loggedIn, mailedCode, screen } from '../widgetStory';
import {
  journeyLoader,
  journeyOf,
  messagesTo,
  organizationConfig,
  providerState,
  providerDemo,
  renderJourney,
  simulation,
  textedCode,
  type JourneyArgs,
} from './journeyKit';

/**
 * Organization-flow journeys, end to end: the organization comes from the configuration's slug, the member
 * signs in with a password or an e-mail code, and completes the second factor the organization asks for.
 */

const { ada, alan } = DEMO_PEOPLE;

const meta = {
  title: 'Login/Journeys/Organization',
  args: { config: organizationConfig('acme-capital', ['email_otp']), onEvent: fn() },
  loaders: [journeyLoader()],
  render: renderJourney,
  parameters: providerDemo(1),
} satisfies Meta<JourneyArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Northwind Partners (MFA required of everyone) by password: a wrong password is refused under the field,
 * the right one leads to the code Alan's phone was texted at once (SMS is his default), then 'Success!'.
 */
export const NorthwindPasswordThenTextedCode: Story = {
  parameters: providerDemo(21),
  args: { config: organizationConfig('northwind-partners', ['magic_link', 'password']) },
  play: async ({ canvas, args, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, passwordAuthenticate, messages, otpEntry, smsOtpEntry } = login;
    await screen(canvas, formatMessage(main.continueTo, { organizationName: 'Northwind Partners' }));
    await userEvent.click(canvas.getByRole('button', { name: main.usePasswordInstead }));
    await screen(canvas, passwordAuthenticate.heading);
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), alan.email);
    const password = canvas.getByLabelText(common.password);
    await userEvent.type(password, 'Enigma-Bombe-1940!');
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.passwordFailure));
    expect(messagesTo(alan.phone)).toBe(0);

    await userEvent.clear(password);
    await userEvent.type(password, alan.password);
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));

    await screen(canvas, otpEntry.heading);
    const sentTo = formatMessage(smsOtpEntry.sentTo, { phoneNumber: alan.phone });
    await waitFor(() => expect(sentToLine(canvas, alan.phone)).toHaveTextContent(sentTo));
    expect(messagesTo(alan.phone)).toBe(1);
    // Not enrolling, and the number is verified: no way back to enrolment.
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: otpEntry.passcode }), textedCode(alan.phone));
    await loggedIn(canvas, args.onEvent, login);
  },
};

/** The countdown's text, or '' while there is none. */
const countdownText = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-countdown]')?.textContent ?? '';

const clockOf = (loaded: Record<string, unknown>) => journeyOf(loaded).clock as VirtualClock;

/**
 * An e-mail code that runs out: the widget runs on a VirtualClock the story moves, so the countdown is
 * checked second by second and to its end without waiting ten minutes. Once expired (on the provider's
 * side too) the old code is refused; 'Resend code' mails a new one, the countdown starts over, and the new
 * code logs in.
 */
export const EmailCodeExpiresAndIsResent: Story = {
  parameters: providerDemo(22),
  loaders: [journeyLoader({ clock: () => new VirtualClock(Date.parse('2025-03-14T09:00:00Z')) })],
  play: async ({ canvas, canvasElement, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, otpEntry, messages } = login;
    const clock = clockOf(loaded);
    // 'Your code expires in m:ss. Didn't get it? Resend code', and 'Your code has expired. Resend code'.
    const expiresIn = (time: string) => `${formatMessage(otpEntry.expiresIn, { time })} ${otpEntry.resendCode}`;
    const expired = `${otpEntry.expired} ${otpEntry.resendCode}`;
    const timeLeft = () => countdownTime(countdownText(canvasElement), otpEntry);
    await screen(canvas, formatMessage(main.continueTo, { organizationName: 'Acme Capital' }));
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), ada.email);
    await userEvent.click(canvas.getByRole('button', { name: main.continueWithEmail }));

    await screen(canvas, otpEntry.heading);
    await waitFor(() => expect(countdownText(canvasElement)).toBe(expiresIn('10:00')));
    clock.advance(1_000);
    await waitFor(() => expect(timeLeft()).toBe('9:59'));
    clock.advance(60_000);
    await waitFor(() => expect(timeLeft()).toBe('8:59'));
    clock.advance(8 * 60_000 + 58_000);
    await waitFor(() => expect(timeLeft()).toBe('0:01'));
    clock.advance(1_000);
    await waitFor(() => expect(countdownText(canvasElement)).toBe(expired));

    // Ten minutes on the provider's side as well: the first code is no longer good.
    const first = mailedCode(ada.email);
    const state = await providerState();
    for (const record of state.otps.values()) if (record.code === first) record.expires_at = simulation().clock.now();
    const passcode = canvas.getByRole('textbox', { name: otpEntry.passcode });
    await userEvent.type(passcode, first);
    await waitFor(() => expect(passcode).toHaveAccessibleDescription(messages.invalidPasscode));
    await waitFor(() => expect(passcode).toBeEnabled());

    const mailed = messagesTo(ada.email);
    await userEvent.click(canvas.getByRole('button', { name: otpEntry.resendCode }));
    await waitFor(() => expect(messagesTo(ada.email)).toBe(mailed + 1));
    await waitFor(() => expect(countdownText(canvasElement)).toBe(expiresIn('10:00')));
    const second = mailedCode(ada.email);
    expect(second).not.toBe(first);
    // 'Email resent' says so, for the 2 s of a success toast on the widget's clock (then 1 s to leave).
    expect(await canvas.findByText(messages.emailResent)).toBeVisible();
    clock.advance(3_000);
    await waitFor(() => expect(canvas.queryByText(messages.emailResent)).toBeNull());

    await userEvent.clear(passcode);
    await userEvent.type(passcode, second);
    await loggedIn(canvas, args.onEvent, login);
  },
};
