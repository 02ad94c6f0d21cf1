import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { mailedLink, type StoryPage } from '../widgetStory';
import {
  authenticatorAppCode,
  type Canvas,
  discoveryConfig,
  journeyLoader,
  journeyOf,
  loggedIn,
  providerState,
  providerDemo,
  renderJourney,
  screen,
  textedCode,
  type JourneyArgs,
} from './journeyKit';

/**
 * Discovery journeys, end to end: a magic link from the development inbox, the member's organizations,
 * then the second factor the organization asks for. Northwind Partners requires MFA of every member, and
 * Ada (invited there) has none yet, so she enrols one on the way in.
 */

const { ada } = DEMO_PEOPLE;

const meta = {
  title: 'Login/Journeys/Discovery',
  args: { config: discoveryConfig(), onEvent: fn() },
  loaders: [journeyLoader()],
  render: renderJourney,
  parameters: providerDemo(1),
} satisfies Meta<JourneyArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ada's discovery link, then Northwind Partners (she is invited), whose policy asks for a second factor. */
async function reachNorthwindMfaChoice(canvas: Canvas, page: StoryPage) {
  await screen(canvas, 'Sign up or log in');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ada.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
  await screen(canvas, 'Check your email');
  page.open(mailedLink(ada.email));
  await screen(canvas, 'Select an organization to continue');
  await userEvent.click(canvas.getByRole('button', { name: /Northwind Partners\s*Accept Invite/ }));
  await screen(canvas, 'Set up Multi-Factor Authentication');
}

/**
 * Discovery magic link -> Northwind Partners (invited) -> MFA Enrollment Selection -> authenticator app:
 * the QR code, then the secret typed in by hand ('Having trouble scanning?'), the app's code, the backup
 * codes, 'Success!'.
 */
export const MagicLinkToTotpEnrolment: Story = {
  name: 'Magic link to TOTP enrolment',
  parameters: providerDemo(11),
  play: async ({ canvas, args, loaded }) => {
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page);
    expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Use an authenticator app',
      'Text me a code',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator app' }));

    await screen(canvas, 'Scan the QR code to link your authenticator app');
    const qr = await canvas.findByRole<HTMLImageElement>('img', { name: 'QR code for your authenticator app' });
    expect(qr.src).toMatch(/^data:image\//);
    await userEvent.click(canvas.getByRole('button', { name: 'Having trouble scanning?' }));

    await screen(canvas, 'Having trouble scanning the QR code?');
    const secret = canvas.getByText(/^([a-z2-7]{4} )*[a-z2-7]{1,4}$/).textContent!;
    // The secret the widget shows is the one the provider holds for Ada's pending registration.
    const state = await providerState();
    const northwind = state.organizationBySlug('northwind-partners')!;
    const member = state.memberByEmail(northwind.organization_id, ada.email)!;
    expect(secret.replace(/ /g, '').toUpperCase()).toBe(member.totp?.secret);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await screen(canvas, 'Enter verification code');
    expect(
      canvas.getByText("If the verification code doesn't work, go back to your authenticator app to get a new code."),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Verification code' }),
      await authenticatorAppCode(secret),
    );

    await screen(canvas, 'Save your backup codes!');
    expect(
      canvas.getByText('This is the only time you will be able to access and save your backup codes.'),
    ).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: 'Backup codes' })).getAllByRole('listitem');
    expect(codes.map((code) => code.textContent)).toEqual(member.totp?.recovery_codes);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));

    await loggedIn(canvas, args.onEvent);
    await waitFor(() => expect(member.mfa_enrolled).toBe(true));
  },
};

/**
 * Discovery magic link -> Northwind Partners -> 'Text me a code': the phone number (formatted nationally as
 * it is typed), the code texted to it (read from the development inbox), 'Success!'.
 */
export const MagicLinkToSmsEnrolment: Story = {
  name: 'Magic link to SMS enrolment',
  parameters: providerDemo(12),
  play: async ({ canvas, args, loaded }) => {
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page);
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));

    await screen(canvas, 'Enter your phone number to set up Multi-Factor Authentication');
    expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue(/\+1 United States/);
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAttribute('placeholder', '(123) 456-7890');
    await userEvent.type(phone, '4155550132');
    expect(phone).toHaveValue('(415) 555-0132');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await screen(canvas, 'Enter passcode');
    expect(canvas.getByText(/A 6-digit passcode was sent to you at/)).toHaveTextContent('+1 415 555 0132');
    // Enrolling: the number can still be changed.
    expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    const state = await providerState();
    const northwind = state.organizationBySlug('northwind-partners')!;
    const member = state.memberByEmail(northwind.organization_id, ada.email)!;
    expect(member.mfa_phone_number).toBe('+14155550132');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Passcode' }), textedCode('+14155550132'));

    await loggedIn(canvas, args.onEvent);
    expect(member.mfa_phone_number_verified).toBe(true);
  },
};
