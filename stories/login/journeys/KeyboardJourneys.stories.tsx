import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import type { LoginStrings } from '../../../src/login/groups/catalogue';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import {
  authenticatorCode,
  loggedIn,
  mailedCode,
  mailedLink,
  screen,
  type Canvas,
  type StoryPage,
} from '../widgetStory';
import { sentToLine } from '../storyChecks';
import {
  activate,
  authenticatorAppCode,
  discoveryConfig,
  focused,
  JourneyHarness,
  journeyLoader,
  journeyOf,
  messagesTo,
  organizationConfig,
  providerDemo,
  renderJourney,
  signInAtIdentityProvider,
  tabTo,
  textedCode,
  typeInto,
  type Journey,
  type JourneyArgs,
} from './journeyKit';

/**
 * Every journey again, operated with the keyboard alone: Tab and Shift+Tab to move, Enter and Space to press,
 * keys to type (no click anywhere). Each new screen takes the focus on its heading; every control a step
 * needs is reached by Tab and shows its focus ring; and every screen on the way can be left from the
 * keyboard (its back arrow, or a link that leads elsewhere), so no keyboard user is stuck on one.
 */

const { ada, alan, grace } = DEMO_PEOPLE;

const meta = {
  title: 'Test cases/Login/Keyboard journeys',
  args: { config: discoveryConfig(), onEvent: fn() },
  loaders: [journeyLoader()],
  render: renderJourney,
  parameters: providerDemo(1),
} satisfies Meta<JourneyArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('button', { name });
const textbox = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });

/** Shift+Tab from the heading to the screen's back arrow, and Enter on it. */
async function goBack(canvas: Canvas, { common }: LoginStrings) {
  await activate(button(canvas, common.back), { backwards: true });
}

/** Main in discovery flow: the e-mail typed in, Enter in the field sends the link. */
async function sendDiscoveryLink(canvas: Canvas, { main, common, emailConfirmation }: LoginStrings) {
  await screen(canvas, main.signUpOrLogIn);
  await typeInto(textbox(canvas, common.email), ada.email);
  await userEvent.keyboard('{Enter}');
  await screen(canvas, emailConfirmation.heading);
}

/** The Discovery screen: every organization reached by Tab in order, then Enter on the one named. */
async function pickOrganization(canvas: Canvas, name: string, { discovery }: LoginStrings) {
  await screen(canvas, discovery.heading);
  const names = ['Acme Capital', `Northwind Partners ${discovery.acceptInvite}`, `Globex Ventures ${discovery.join}`];
  for (const organization of names) await tabTo(button(canvas, organization));
  await activate(button(canvas, name), { backwards: true });
}

/** Ada's link, then Northwind Partners, whose policy asks every member for a second factor. */
async function reachNorthwindMfaChoice(canvas: Canvas, page: StoryPage, login: LoginStrings) {
  await sendDiscoveryLink(canvas, login);
  page.open(mailedLink(ada.email));
  await pickOrganization(canvas, `Northwind Partners ${login.discovery.acceptInvite}`, login);
  await screen(canvas, login.mfaEnrollmentSelection.heading);
}

/** Main in organization flow, for Acme Capital or Northwind Partners. */
const organizationMain = (canvas: Canvas, organizationName: string, { main }: LoginStrings) =>
  screen(canvas, formatMessage(main.continueTo, { organizationName }));

/** A member's e-mail and password, each sent with Enter. */
async function logInWithPassword(canvas: Canvas, member: { email: string; password: string }, login: LoginStrings) {
  await typeInto(textbox(canvas, login.common.email), member.email);
  await userEvent.keyboard('{Enter}');
  await screen(canvas, login.passwordAuthenticate.heading);
  await typeInto(canvas.getByLabelText(login.common.password), member.password);
}

/**
 * Discovery by magic link: 'Try again' leaves Check your email for Main; the Discovery screen's back arrow
 * leaves it; then a fresh link, an organization picked with Enter, 'Success!'.
 */
export const DiscoveryMagicLink: Story = {
  parameters: providerDemo(41),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, emailConfirmation, discovery } = login;
    const { page } = journeyOf(loaded);
    await sendDiscoveryLink(canvas, login);
    expect(sentToLine(canvas, ada.email)).toHaveTextContent(
      formatMessage(emailConfirmation.sentTo, { email: ada.email }),
    );
    await activate(button(canvas, common.tryAgain));
    await screen(canvas, main.signUpOrLogIn);
    expect(textbox(canvas, common.email)).toHaveValue('');

    await typeInto(textbox(canvas, common.email), ada.email);
    await activate(button(canvas, main.continueWithEmail));
    await screen(canvas, emailConfirmation.heading);
    page.open(mailedLink(ada.email));
    await screen(canvas, discovery.heading);
    await goBack(canvas, login);
    await screen(canvas, main.signUpOrLogIn);

    await sendDiscoveryLink(canvas, login);
    page.open(mailedLink(ada.email));
    await pickOrganization(canvas, 'Acme Capital', login);
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * Organization password: 'Use a password instead', back to Main with the arrow, again; a wrong password
 * (revealed with the Show toggle, pressed with Space), 'Sign up or reset password' within reach, then the
 * right password sent with Enter.
 */
export const OrganizationPassword: Story = {
  parameters: providerDemo(42),
  args: { config: organizationConfig('acme-capital', ['magic_link', 'password']) },
  play: async ({ canvas, args, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, passwordAuthenticate, messages } = login;
    await organizationMain(canvas, 'Acme Capital', login);
    await activate(button(canvas, main.usePasswordInstead));
    await screen(canvas, passwordAuthenticate.heading);
    await goBack(canvas, login);
    await organizationMain(canvas, 'Acme Capital', login);
    await activate(button(canvas, main.usePasswordInstead));

    await screen(canvas, passwordAuthenticate.heading);
    await typeInto(textbox(canvas, common.email), ada.email);
    const password = canvas.getByLabelText(common.password);
    await typeInto(password, 'not-her-password');
    await tabTo(button(canvas, `${common.show} ${common.password}`));
    await userEvent.keyboard(' ');
    expect(password).toHaveAttribute('type', 'text');
    expect(button(canvas, `${common.hide} ${common.password}`)).toHaveFocus();
    await tabTo(button(canvas, passwordAuthenticate.signUpOrResetPassword));
    await activate(button(canvas, common.continue), { backwards: true });
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.passwordFailure));

    await tabTo(password, { backwards: true });
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard(ada.password);
    await userEvent.keyboard('{Enter}');
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * E-mail code: back from the code screen to Main with the arrow; then 'Resend code' pressed from the
 * keyboard (a second e-mail), and the newest code typed in.
 */
export const EmailCode: Story = {
  parameters: providerDemo(43),
  args: { config: organizationConfig('acme-capital', ['email_otp']) },
  play: async ({ canvas, args, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, otpEntry, messages } = login;
    await organizationMain(canvas, 'Acme Capital', login);
    await typeInto(textbox(canvas, common.email), ada.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, otpEntry.heading);
    await goBack(canvas, login);

    await organizationMain(canvas, 'Acme Capital', login);
    await typeInto(textbox(canvas, common.email), ada.email);
    await activate(button(canvas, main.continueWithEmail));
    await screen(canvas, otpEntry.heading);
    const passcode = textbox(canvas, otpEntry.passcode);
    await tabTo(passcode);
    const mailed = messagesTo(ada.email);
    await activate(button(canvas, otpEntry.resendCode));
    await waitFor(() => expect(messagesTo(ada.email)).toBe(mailed + 1));
    expect(await canvas.findByText(messages.emailResent)).toBeVisible();
    // The toast leaves by itself (2 s, then 1 s to go): the journey ends on a screen without it.
    await waitFor(() => expect(canvas.queryByText(messages.emailResent)).toBeNull());
    await tabTo(passcode, { backwards: true });
    await userEvent.keyboard(mailedCode(ada.email));
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * SSO discovery: back from the e-mail screen; an address with no connection leads to the fallback, whose
 * back arrow and 'Try another log in method' both leave it; an address with several connections to the
 * menu, whose back arrow leaves it too; Enter on a connection sends the browser to its identity provider.
 */
export const SsoDiscovery: Story = {
  name: 'SSO discovery',
  parameters: providerDemo(44),
  args: { config: discoveryConfig(['magic_link', 'sso']) },
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, ssoDiscoveryEmail, ssoDiscoveryFallback, ssoDiscoveryMenu } = login;
    const continueWith = (connectionName: string) => formatMessage(main.continueWithConnection, { connectionName });
    const { page, navigations } = journeyOf(loaded);
    const openSso = async () => {
      await screen(canvas, main.signUpOrLogIn);
      await activate(button(canvas, main.continueWithSso));
      await screen(canvas, ssoDiscoveryEmail.heading);
    };
    await openSso();
    await goBack(canvas, login);
    await openSso();

    await typeInto(textbox(canvas, common.email), 'nobody@unknown.example');
    await userEvent.keyboard('{Enter}');
    await screen(canvas, ssoDiscoveryFallback.heading);
    await goBack(canvas, login);
    await screen(canvas, ssoDiscoveryEmail.heading);
    await activate(button(canvas, common.continue));
    await screen(canvas, ssoDiscoveryFallback.heading);
    await tabTo(textbox(canvas, ssoDiscoveryFallback.slug));
    await activate(button(canvas, ssoDiscoveryFallback.tryAnotherMethod));

    await openSso();
    await typeInto(textbox(canvas, common.email), ada.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, ssoDiscoveryMenu.heading);
    await goBack(canvas, login);
    await screen(canvas, ssoDiscoveryEmail.heading);
    expect(textbox(canvas, common.email)).toHaveValue(ada.email);
    await activate(button(canvas, common.continue));
    await screen(canvas, ssoDiscoveryMenu.heading);
    for (const name of ['Acme Okta', 'Northwind Entra ID', 'Northwind Google Workspace', 'Globex Okta']) {
      await tabTo(button(canvas, continueWith(name)));
    }
    await activate(button(canvas, continueWith('Acme Okta')), { backwards: true });

    await waitFor(() => expect(navigations).toHaveLength(1));
    const { landing } = await signInAtIdentityProvider(navigations[0]!, ada.email);
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * Authenticator-app enrolment (Northwind requires MFA): back from the QR code screen to the choice of
 * method; the QR code screen and the manual secret lead to each other from the keyboard, 'Copy code' is
 * within reach, the code is typed, and the backup-code screen's three buttons are reached before 'Done'.
 */
export const TotpEnrolment: Story = {
  name: 'TOTP enrolment',
  parameters: providerDemo(45),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { common, mfaEnrollmentSelection, totpEnrollmentQrCode, totpEnrollmentManual, totpEntry } = login;
    const { recoveryCodeSave } = login;
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page, login);
    await tabTo(button(canvas, mfaEnrollmentSelection.textMeACode));
    await activate(button(canvas, mfaEnrollmentSelection.useAuthenticatorApp), { backwards: true });

    await screen(canvas, totpEnrollmentQrCode.heading);
    await goBack(canvas, login);
    await screen(canvas, mfaEnrollmentSelection.heading);
    await activate(button(canvas, mfaEnrollmentSelection.useAuthenticatorApp));

    await screen(canvas, totpEnrollmentQrCode.heading);
    await waitFor(() => expect(button(canvas, totpEnrollmentQrCode.havingTrouble)).toBeEnabled());
    await tabTo(button(canvas, common.continue));
    await activate(button(canvas, totpEnrollmentQrCode.havingTrouble));
    await screen(canvas, totpEnrollmentManual.heading);
    await tabTo(button(canvas, totpEnrollmentManual.copyCode));
    await activate(button(canvas, totpEnrollmentManual.scanAgain));
    await screen(canvas, totpEnrollmentQrCode.heading);
    await activate(button(canvas, totpEnrollmentQrCode.havingTrouble));

    await screen(canvas, totpEnrollmentManual.heading);
    const secret = canvas.getByText(/^([a-z2-7]{4} )*[a-z2-7]{1,4}$/).textContent!;
    await activate(button(canvas, common.continue));
    await screen(canvas, totpEntry.heading);
    await typeInto(textbox(canvas, totpEntry.verificationCode), await authenticatorAppCode(secret));

    await screen(canvas, recoveryCodeSave.heading);
    for (const name of [recoveryCodeSave.downloadFile, recoveryCodeSave.copyAll]) await tabTo(button(canvas, name));
    await activate(button(canvas, recoveryCodeSave.done));
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * A member with an authenticator app (Grace): the password, the code screen, the 'Use a backup code' detour
 * and back with the arrow, then the app's code.
 */
export const AuthenticatorAppWithBackupCodeDetour: Story = {
  parameters: providerDemo(46),
  args: { config: organizationConfig('acme-capital', ['password']) },
  play: async ({ canvas, args, globals }) => {
    const login = storyTexts(globals).login;
    const { totpEntry, recoveryCodeEntry } = login;
    await organizationMain(canvas, 'Acme Capital', login);
    await logInWithPassword(canvas, grace, login);
    await userEvent.keyboard('{Enter}');

    await screen(canvas, totpEntry.heading);
    await tabTo(textbox(canvas, totpEntry.verificationCode));
    await activate(button(canvas, totpEntry.useBackupCode));
    await screen(canvas, recoveryCodeEntry.heading);
    await tabTo(textbox(canvas, recoveryCodeEntry.backupCode));
    await goBack(canvas, login);

    await screen(canvas, totpEntry.heading);
    await typeInto(textbox(canvas, totpEntry.verificationCode), await authenticatorCode(grace.email, 'acme-capital'));
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * Phone enrolment: the country select and the number reached by Tab, the number sent with Enter; back from
 * the code screen to the number (kept), sent again, the newest texted code typed in.
 */
export const SmsEnrolment: Story = {
  name: 'SMS enrolment',
  parameters: providerDemo(47),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { common, mfaEnrollmentSelection, smsOtpEnrollment, smsOtpEntry, otpEntry } = login;
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page, login);
    await activate(button(canvas, mfaEnrollmentSelection.textMeACode));
    await screen(canvas, smsOtpEnrollment.heading);
    await tabTo(canvas.getByRole('combobox', { name: smsOtpEnrollment.country }));
    await typeInto(textbox(canvas, smsOtpEnrollment.phoneNumber), '4155550132');
    expect(textbox(canvas, smsOtpEnrollment.phoneNumber)).toHaveValue('(415) 555-0132');
    await userEvent.keyboard('{Enter}');

    await screen(canvas, otpEntry.heading);
    const phoneNumber = '+1 415 555 0132';
    const sentTo = formatMessage(smsOtpEntry.sentTo, { phoneNumber });
    await waitFor(() => expect(sentToLine(canvas, phoneNumber)).toHaveTextContent(sentTo));
    await tabTo(button(canvas, otpEntry.resendCode));
    await goBack(canvas, login);
    await screen(canvas, smsOtpEnrollment.heading);
    expect(textbox(canvas, smsOtpEnrollment.phoneNumber)).toHaveValue('(415) 555-0132');
    await activate(button(canvas, common.continue));

    await screen(canvas, otpEntry.heading);
    await waitFor(() => expect(messagesTo('+14155550132')).toBe(2));
    await typeInto(textbox(canvas, otpEntry.passcode), textedCode('+14155550132'));
    await loggedIn(canvas, args.onEvent, login);
  },
};

/** A member whose default second factor is SMS (Alan, Northwind): the texted code right after the password. */
export const TextedCodeAfterPassword: Story = {
  parameters: providerDemo(48),
  args: { config: organizationConfig('northwind-partners', ['password']) },
  play: async ({ canvas, args, globals }) => {
    const login = storyTexts(globals).login;
    const { common, otpEntry } = login;
    await organizationMain(canvas, 'Northwind Partners', login);
    await logInWithPassword(canvas, alan, login);
    await activate(button(canvas, common.continue));
    await screen(canvas, otpEntry.heading);
    await waitFor(() => expect(messagesTo(alan.phone)).toBe(1));
    await typeInto(textbox(canvas, otpEntry.passcode), textedCode(alan.phone));
    await loggedIn(canvas, args.onEvent, login);
    // The success screen holds the focus on its heading: nothing is left focused behind it.
    expect(focused()?.tagName).toBe('H2');
  },
};

const CONSENT_PATH = '/oauth/authorize';
const REPORTS_CALLBACK = 'https://reports.northwind.example/callback';

/** The host page's login page, then its consent page: the widget mounts in the mode the page's path calls for. */
function LoginThenConsent(props: JourneyArgs & { journey: Journey }) {
  const { href } = useSnapshot(props.journey.page.state);
  return <JourneyHarness {...props} mode={new URL(href).pathname === CONSENT_PATH ? 'idpConsent' : 'login'} />;
}

/**
 * Identity-provider consent: Ada logs in with her password, then a third-party application asks for her
 * consent (one scope she cannot grant); the scope details, 'Deny' and 'Allow' are all reached by Tab, and Enter on
 * 'Allow' completes the flow and sends the browser back to the application with a code.
 */
export const Consent: Story = {
  parameters: providerDemo(49),
  args: { config: organizationConfig('acme-capital', ['password']) },
  render: (args, { loaded }) => <LoginThenConsent journey={journeyOf(loaded)} {...args} />,
  play: async ({ canvas, canvasElement, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { idpConsent } = login;
    const { page } = journeyOf(loaded);
    await organizationMain(canvas, 'Acme Capital', login);
    await logInWithPassword(canvas, ada, login);
    await userEvent.keyboard('{Enter}');
    await loggedIn(canvas, args.onEvent, login);

    const query = new URLSearchParams({
      client_id: 'connected-app-test-northwind-reports',
      redirect_uri: REPORTS_CALLBACK,
      response_type: 'code',
      scope: 'openid email profile read:documents delete:everything',
    });
    page.open(`${location.origin}${CONSENT_PATH}?${query.toString()}`);
    const heading = await screen(canvas, /Northwind Reports/);
    expect(heading).toHaveTextContent(/Northwind Reports/);
    // The scope nobody may grant is listed behind a native disclosure (<summary>: Enter and Space open it in a
    // browser; user-event does not simulate that default action): it is reached by Tab, with its focus ring.
    const summary = canvasElement.querySelector('details > summary') as HTMLElement;
    expect(summary).toHaveTextContent(formatMessage(idpConsent.ungrantable, { client: 'Northwind Reports' }));
    await tabTo(summary);
    await tabTo(button(canvas, idpConsent.deny));
    await activate(button(canvas, idpConsent.allow));
    await waitFor(() => expect(page.state.assigned).toHaveLength(1));
    const back = new URL(page.state.assigned[0]!);
    expect(`${back.origin}${back.pathname}`).toBe(REPORTS_CALLBACK);
    expect(back.searchParams.get('code')).toBeTruthy();
    await waitFor(() => expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'flowComplete' }));
  },
};
