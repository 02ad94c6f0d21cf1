import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VirtualClock } from '../../../src/core/clock';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { invalidPasscode, passwordFailure } from '../loginFixtures';
import { mailedCode } from '../widgetStory';
import {
  journeyLoader,
  journeyOf,
  loggedIn,
  messagesTo,
  organizationConfig,
  providerState,
  providerDemo,
  renderJourney,
  screen,
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
  play: async ({ canvas, args }) => {
    await screen(canvas, 'Continue to Northwind Partners');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a password instead' }));
    await screen(canvas, 'Log in with email and password');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), alan.email);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Enigma-Bombe-1940!');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(passwordFailure));
    expect(messagesTo(alan.phone)).toBe(0);

    await userEvent.clear(password);
    await userEvent.type(password, alan.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await screen(canvas, 'Enter passcode');
    await waitFor(() => expect(canvas.getByText(/A 6-digit passcode was sent to you at/)).toBeVisible());
    expect(messagesTo(alan.phone)).toBe(1);
    // Not enrolling, and the number is verified: no way back to enrolment.
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Passcode' }), textedCode(alan.phone));
    await loggedIn(canvas, args.onEvent);
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
  play: async ({ canvas, canvasElement, args, loaded }) => {
    const clock = clockOf(loaded);
    await screen(canvas, 'Continue to Acme Capital');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ada.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));

    await screen(canvas, 'Enter passcode');
    await waitFor(() =>
      expect(countdownText(canvasElement)).toBe("Your code expires in 10:00. Didn't get it? Resend code"),
    );
    clock.advance(1_000);
    await waitFor(() => expect(countdownText(canvasElement)).toMatch(/^Your code expires in 9:59\./));
    clock.advance(60_000);
    await waitFor(() => expect(countdownText(canvasElement)).toMatch(/^Your code expires in 8:59\./));
    clock.advance(8 * 60_000 + 58_000);
    await waitFor(() => expect(countdownText(canvasElement)).toMatch(/^Your code expires in 0:01\./));
    clock.advance(1_000);
    await waitFor(() => expect(countdownText(canvasElement)).toBe('Your code has expired. Resend code'));

    // Ten minutes on the provider's side as well: the first code is no longer good.
    const first = mailedCode(ada.email);
    const state = await providerState();
    for (const record of state.otps.values()) if (record.code === first) record.expires_at = simulation().clock.now();
    const passcode = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.type(passcode, first);
    await waitFor(() => expect(passcode).toHaveAccessibleDescription(invalidPasscode));
    await waitFor(() => expect(passcode).toBeEnabled());

    const mailed = messagesTo(ada.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(messagesTo(ada.email)).toBe(mailed + 1));
    await waitFor(() =>
      expect(countdownText(canvasElement)).toBe("Your code expires in 10:00. Didn't get it? Resend code"),
    );
    const second = mailedCode(ada.email);
    expect(second).not.toBe(first);
    // 'Email resent' says so, for the 2 s of a success toast on the widget's clock (then 1 s to leave).
    expect(await canvas.findByText('Email resent')).toBeVisible();
    clock.advance(3_000);
    await waitFor(() => expect(canvas.queryByText('Email resent')).toBeNull());

    await userEvent.clear(passcode);
    await userEvent.type(passcode, second);
    await loggedIn(canvas, args.onEvent);
  },
};
