import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import type { LoginStrings } from '../../../src/login/groups/catalogue';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import { sentToLine } from '../storyChecks';
import { loggedIn, mailedLink, screen, type Canvas, type StoryPage } from '../widgetStory';
import {
  authenticatorAppCode,
  discoveryConfig,
  journeyLoader,
  journeyOf,
  providerState,
  providerDemo,
  renderJourney,
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
async function reachNorthwindMfaChoice(canvas: Canvas, page: StoryPage, login: LoginStrings) {
  const { main, common, emailConfirmation, discovery, mfaEnrollmentSelection } = login;
  await screen(canvas, main.signUpOrLogIn);
  await userEvent.type(canvas.getByRole('textbox', { name: common.email }), ada.email);
  await userEvent.click(canvas.getByRole('button', { name: main.continueWithEmail }));
  await screen(canvas, emailConfirmation.heading);
  page.open(mailedLink(ada.email));
  await screen(canvas, discovery.heading);
  await userEvent.click(canvas.getByRole('button', { name: `Northwind Partners ${discovery.acceptInvite}` }));
  await screen(canvas, mfaEnrollmentSelection.heading);
}

/**
 * Discovery magic link -> Northwind Partners (invited) -> MFA Enrollment Selection -> authenticator app:
 * the QR code, then the secret typed in by hand ('Having trouble scanning?'), the app's code, the backup
 * codes, 'Success!'.
 */
export const MagicLinkToTotpEnrolment: Story = {
  name: 'Magic link to TOTP enrolment',
  parameters: providerDemo(11),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { common, mfaEnrollmentSelection, totpEnrollmentQrCode, totpEnrollmentManual, totpEntry } = login;
    const { recoveryCodeSave } = login;
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page, login);
    expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      mfaEnrollmentSelection.useAuthenticatorApp,
      mfaEnrollmentSelection.textMeACode,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: mfaEnrollmentSelection.useAuthenticatorApp }));

    await screen(canvas, totpEnrollmentQrCode.heading);
    const qr = await canvas.findByRole<HTMLImageElement>('img', { name: totpEnrollmentQrCode.qrCode });
    expect(qr.src).toMatch(/^data:image\//);
    await userEvent.click(canvas.getByRole('button', { name: totpEnrollmentQrCode.havingTrouble }));

    await screen(canvas, totpEnrollmentManual.heading);
    const secret = canvas.getByText(/^([a-z2-7]{4} )*[a-z2-7]{1,4}$/).textContent!;
    // The secret the widget shows is the one the provider holds for Ada's pending registration.
    const state = await providerState();
    const northwind = state.organizationBySlug('northwind-partners')!;
    const member = state.memberByEmail(northwind.organization_id, ada.email)!;
    expect(secret.replace(/ /g, '').toUpperCase()).toBe(member.totp?.secret);
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));

    await screen(canvas, totpEntry.heading);
    expect(canvas.getByText(totpEntry.enrollingHelp)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: totpEntry.verificationCode }),
      await authenticatorAppCode(secret),
    );

    await screen(canvas, recoveryCodeSave.heading);
    expect(canvas.getByText(recoveryCodeSave.onlyTime)).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: recoveryCodeSave.backupCodes })).getAllByRole('listitem');
    expect(codes.map((code) => code.textContent)).toEqual(member.totp?.recovery_codes);
    await userEvent.click(canvas.getByRole('button', { name: recoveryCodeSave.done }));

    await loggedIn(canvas, args.onEvent, login);
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
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { common, mfaEnrollmentSelection, smsOtpEnrollment, otpEntry, smsOtpEntry } = login;
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page, login);
    await userEvent.click(canvas.getByRole('button', { name: mfaEnrollmentSelection.textMeACode }));

    await screen(canvas, smsOtpEnrollment.heading);
    expect(canvas.getByRole('combobox', { name: smsOtpEnrollment.country })).toHaveDisplayValue(/\+1 United States/);
    const phone = canvas.getByRole('textbox', { name: smsOtpEnrollment.phoneNumber });
    expect(phone).toHaveAttribute('placeholder', smsOtpEnrollment.phonePlaceholder);
    await userEvent.type(phone, '4155550132');
    expect(phone).toHaveValue('(415) 555-0132');
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));

    await screen(canvas, otpEntry.heading);
    const phoneNumber = '+1 415 555 0132';
    expect(sentToLine(canvas, phoneNumber)).toHaveTextContent(formatMessage(smsOtpEntry.sentTo, { phoneNumber }));
    // Enrolling: the number can still be changed.
    expect(canvas.getByRole('button', { name: common.back })).toBeVisible();
    const state = await providerState();
    const northwind = state.organizationBySlug('northwind-partners')!;
    const member = state.memberByEmail(northwind.organization_id, ada.email)!;
    expect(member.mfa_phone_number).toBe('+14155550132');
    await userEvent.type(canvas.getByRole('textbox', { name: otpEntry.passcode }), textedCode('+14155550132'));

    await loggedIn(canvas, args.onEvent, login);
    expect(member.mfa_phone_number_verified).toBe(true);
  },
};
