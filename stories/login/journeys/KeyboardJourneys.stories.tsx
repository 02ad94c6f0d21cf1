import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PEOPLE } from '../../../simulator/emulators/provider';
import { passwordFailure } from '../loginFixtures';
import { authenticatorCode, mailedCode, mailedLink, type StoryPage } from '../widgetStory';
import {
  activate,
  authenticatorAppCode,
  discoveryConfig,
  focused,
  JourneyHarness,
  journeyLoader,
  journeyOf,
  loggedIn,
  messagesTo,
  organizationConfig,
  providerDemo,
  renderJourney,
  screen,
  signInAtIdentityProvider,
  tabTo,
  textedCode,
  typeInto,
  type Canvas,
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
async function goBack(canvas: Canvas) {
  await activate(button(canvas, 'Back'), { backwards: true });
}

/** Main in discovery flow: the e-mail typed in, Enter in the field sends the link. */
async function sendDiscoveryLink(canvas: Canvas) {
  await screen(canvas, 'Sign up or log in');
  await typeInto(textbox(canvas, 'Email'), ada.email);
  await userEvent.keyboard('{Enter}');
  await screen(canvas, 'Check your email');
}

/** The Discovery screen: every organization reached by Tab in order, then Enter on the one named. */
async function pickOrganization(canvas: Canvas, name: RegExp) {
  await screen(canvas, 'Select an organization to continue');
  const organizations = [/Acme Capital/, /Northwind Partners/, /Globex Ventures/].map((label) => button(canvas, label));
  for (const organization of organizations) await tabTo(organization);
  await activate(button(canvas, name), { backwards: true });
}

/** Ada's link, then Northwind Partners, whose policy asks every member for a second factor. */
async function reachNorthwindMfaChoice(canvas: Canvas, page: StoryPage) {
  await sendDiscoveryLink(canvas);
  page.open(mailedLink(ada.email));
  await pickOrganization(canvas, /Northwind Partners/);
  await screen(canvas, 'Set up Multi-Factor Authentication');
}

/**
 * Discovery by magic link: 'Try again' leaves Check your email for Main; the Discovery screen's back arrow
 * leaves it; then a fresh link, an organization picked with Enter, 'Success!'.
 */
export const DiscoveryMagicLink: Story = {
  parameters: providerDemo(41),
  play: async ({ canvas, args, loaded }) => {
    const { page } = journeyOf(loaded);
    await sendDiscoveryLink(canvas);
    expect(within(canvas.getByText(/An email was sent to/)).getByText(ada.email)).toBeVisible();
    await activate(button(canvas, 'Try again'));
    await screen(canvas, 'Sign up or log in');
    expect(textbox(canvas, 'Email')).toHaveValue('');

    await typeInto(textbox(canvas, 'Email'), ada.email);
    await activate(button(canvas, 'Continue with email'));
    await screen(canvas, 'Check your email');
    page.open(mailedLink(ada.email));
    await screen(canvas, 'Select an organization to continue');
    await goBack(canvas);
    await screen(canvas, 'Sign up or log in');

    await sendDiscoveryLink(canvas);
    page.open(mailedLink(ada.email));
    await pickOrganization(canvas, /^Acme Capital$/);
    await loggedIn(canvas, args.onEvent);
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
  play: async ({ canvas, args }) => {
    await screen(canvas, 'Continue to Acme Capital');
    await activate(button(canvas, 'Use a password instead'));
    await screen(canvas, 'Log in with email and password');
    await goBack(canvas);
    await screen(canvas, 'Continue to Acme Capital');
    await activate(button(canvas, 'Use a password instead'));

    await screen(canvas, 'Log in with email and password');
    await typeInto(textbox(canvas, 'Email'), ada.email);
    const password = canvas.getByLabelText('Password');
    await typeInto(password, 'not-her-password');
    await tabTo(button(canvas, 'Show password'));
    await userEvent.keyboard(' ');
    expect(password).toHaveAttribute('type', 'text');
    expect(button(canvas, 'Hide password')).toHaveFocus();
    await tabTo(button(canvas, 'Sign up or reset password'));
    await activate(button(canvas, 'Continue'), { backwards: true });
    await waitFor(() => expect(password).toHaveAccessibleDescription(passwordFailure));

    await tabTo(password, { backwards: true });
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard(ada.password);
    await userEvent.keyboard('{Enter}');
    await loggedIn(canvas, args.onEvent);
  },
};

/**
 * E-mail code: back from the code screen to Main with the arrow; then 'Resend code' pressed from the
 * keyboard (a second e-mail), and the newest code typed in.
 */
export const EmailCode: Story = {
  parameters: providerDemo(43),
  args: { config: organizationConfig('acme-capital', ['email_otp']) },
  play: async ({ canvas, args }) => {
    await screen(canvas, 'Continue to Acme Capital');
    await typeInto(textbox(canvas, 'Email'), ada.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, 'Enter passcode');
    await goBack(canvas);

    await screen(canvas, 'Continue to Acme Capital');
    await typeInto(textbox(canvas, 'Email'), ada.email);
    await activate(button(canvas, 'Continue with email'));
    await screen(canvas, 'Enter passcode');
    const passcode = textbox(canvas, 'Passcode');
    await tabTo(passcode);
    const mailed = messagesTo(ada.email);
    await activate(button(canvas, 'Resend code'));
    await waitFor(() => expect(messagesTo(ada.email)).toBe(mailed + 1));
    expect(await canvas.findByText('Email resent')).toBeVisible();
    // The toast leaves by itself (2 s, then 1 s to go): the journey ends on a screen without it.
    await waitFor(() => expect(canvas.queryByText('Email resent')).toBeNull());
    await tabTo(passcode, { backwards: true });
    await userEvent.keyboard(mailedCode(ada.email));
    await loggedIn(canvas, args.onEvent);
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
  play: async ({ canvas, args, loaded }) => {
    const { page, navigations } = journeyOf(loaded);
    const openSso = async () => {
      await screen(canvas, 'Sign up or log in');
      await activate(button(canvas, 'Continue with SSO'));
      await screen(canvas, 'Enter your email to continue');
    };
    await openSso();
    await goBack(canvas);
    await openSso();

    await typeInto(textbox(canvas, 'Email'), 'nobody@unknown.example');
    await userEvent.keyboard('{Enter}');
    await screen(canvas, "Sorry, we couldn't find any connections.");
    await goBack(canvas);
    await screen(canvas, 'Enter your email to continue');
    await activate(button(canvas, 'Continue'));
    await screen(canvas, "Sorry, we couldn't find any connections.");
    await tabTo(textbox(canvas, 'Organization slug'));
    await activate(button(canvas, 'Try another log in method'));

    await openSso();
    await typeInto(textbox(canvas, 'Email'), ada.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, 'Select a connection to continue');
    await goBack(canvas);
    await screen(canvas, 'Enter your email to continue');
    expect(textbox(canvas, 'Email')).toHaveValue(ada.email);
    await activate(button(canvas, 'Continue'));
    await screen(canvas, 'Select a connection to continue');
    for (const name of [/Acme Okta/, /Northwind Entra ID/, /Northwind Google Workspace/, /Globex Okta/]) {
      await tabTo(button(canvas, name));
    }
    await activate(button(canvas, 'Continue with Acme Okta'), { backwards: true });

    await waitFor(() => expect(navigations).toHaveLength(1));
    const { landing } = await signInAtIdentityProvider(navigations[0]!, ada.email);
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent);
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
  play: async ({ canvas, args, loaded }) => {
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page);
    await tabTo(button(canvas, 'Text me a code'));
    await activate(button(canvas, 'Use an authenticator app'), { backwards: true });

    await screen(canvas, 'Scan the QR code to link your authenticator app');
    await goBack(canvas);
    await screen(canvas, 'Set up Multi-Factor Authentication');
    await activate(button(canvas, 'Use an authenticator app'));

    await screen(canvas, 'Scan the QR code to link your authenticator app');
    await waitFor(() => expect(button(canvas, 'Having trouble scanning?')).toBeEnabled());
    await tabTo(button(canvas, 'Continue'));
    await activate(button(canvas, 'Having trouble scanning?'));
    await screen(canvas, 'Having trouble scanning the QR code?');
    await tabTo(button(canvas, 'Copy code'));
    await activate(button(canvas, 'Try to scan the QR code again'));
    await screen(canvas, 'Scan the QR code to link your authenticator app');
    await activate(button(canvas, 'Having trouble scanning?'));

    await screen(canvas, 'Having trouble scanning the QR code?');
    const secret = canvas.getByText(/^([a-z2-7]{4} )*[a-z2-7]{1,4}$/).textContent!;
    await activate(button(canvas, 'Continue'));
    await screen(canvas, 'Enter verification code');
    await typeInto(textbox(canvas, 'Verification code'), await authenticatorAppCode(secret));

    await screen(canvas, 'Save your backup codes!');
    for (const name of ['Download file', 'Copy all']) await tabTo(button(canvas, name));
    await activate(button(canvas, 'Done'));
    await loggedIn(canvas, args.onEvent);
  },
};

/**
 * A member with an authenticator app (Grace): the password, the code screen, the 'Use a backup code' detour
 * and back with the arrow, then the app's code.
 */
export const AuthenticatorAppWithBackupCodeDetour: Story = {
  parameters: providerDemo(46),
  args: { config: organizationConfig('acme-capital', ['password']) },
  play: async ({ canvas, args }) => {
    await screen(canvas, 'Continue to Acme Capital');
    await typeInto(textbox(canvas, 'Email'), grace.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, 'Log in with email and password');
    await typeInto(canvas.getByLabelText('Password'), grace.password);
    await userEvent.keyboard('{Enter}');

    await screen(canvas, 'Enter verification code');
    await tabTo(textbox(canvas, 'Verification code'));
    await activate(button(canvas, 'Use a backup code'));
    await screen(canvas, 'Enter backup code');
    await tabTo(textbox(canvas, 'Backup code'));
    await goBack(canvas);

    await screen(canvas, 'Enter verification code');
    await typeInto(textbox(canvas, 'Verification code'), await authenticatorCode(grace.email, 'acme-capital'));
    await loggedIn(canvas, args.onEvent);
  },
};

/**
 * Phone enrolment: the country select and the number reached by Tab, the number sent with Enter; back from
 * the code screen to the number (kept), sent again, the newest texted code typed in.
 */
export const SmsEnrolment: Story = {
  name: 'SMS enrolment',
  parameters: providerDemo(47),
  play: async ({ canvas, args, loaded }) => {
    await reachNorthwindMfaChoice(canvas, journeyOf(loaded).page);
    await activate(button(canvas, 'Text me a code'));
    await screen(canvas, 'Enter your phone number to set up Multi-Factor Authentication');
    await tabTo(canvas.getByRole('combobox', { name: 'Country' }));
    await typeInto(textbox(canvas, /Phone number/), '4155550132');
    expect(textbox(canvas, /Phone number/)).toHaveValue('(415) 555-0132');
    await userEvent.keyboard('{Enter}');

    await screen(canvas, 'Enter passcode');
    await waitFor(() => expect(canvas.getByText(/A 6-digit passcode was sent to you at/)).toBeVisible());
    await tabTo(button(canvas, 'Resend code'));
    await goBack(canvas);
    await screen(canvas, 'Enter your phone number to set up Multi-Factor Authentication');
    expect(textbox(canvas, /Phone number/)).toHaveValue('(415) 555-0132');
    await activate(button(canvas, 'Continue'));

    await screen(canvas, 'Enter passcode');
    await waitFor(() => expect(messagesTo('+14155550132')).toBe(2));
    await typeInto(textbox(canvas, 'Passcode'), textedCode('+14155550132'));
    await loggedIn(canvas, args.onEvent);
  },
};

/** A member whose default second factor is SMS (Alan, Northwind): the texted code right after the password. */
export const TextedCodeAfterPassword: Story = {
  parameters: providerDemo(48),
  args: { config: organizationConfig('northwind-partners', ['password']) },
  play: async ({ canvas, args }) => {
    await screen(canvas, 'Continue to Northwind Partners');
    await typeInto(textbox(canvas, 'Email'), alan.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, 'Log in with email and password');
    await typeInto(canvas.getByLabelText('Password'), alan.password);
    await activate(button(canvas, 'Continue'));
    await screen(canvas, 'Enter passcode');
    await waitFor(() => expect(messagesTo(alan.phone)).toBe(1));
    await typeInto(textbox(canvas, 'Passcode'), textedCode(alan.phone));
    await loggedIn(canvas, args.onEvent);
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
  play: async ({ canvas, canvasElement, args, loaded }) => {
    const { page } = journeyOf(loaded);
    await screen(canvas, 'Continue to Acme Capital');
    await typeInto(textbox(canvas, 'Email'), ada.email);
    await userEvent.keyboard('{Enter}');
    await screen(canvas, 'Log in with email and password');
    await typeInto(canvas.getByLabelText('Password'), ada.password);
    await userEvent.keyboard('{Enter}');
    await loggedIn(canvas, args.onEvent);

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
    expect(summary).toHaveTextContent(
      'You do not have permissions to grant Northwind Reports access to some of the requested scopes.',
    );
    await tabTo(summary);
    await tabTo(button(canvas, 'Deny'));
    await activate(button(canvas, 'Allow'));
    await waitFor(() => expect(page.state.assigned).toHaveLength(1));
    const back = new URL(page.state.assigned[0]!);
    expect(`${back.origin}${back.pathname}`).toBe(REPORTS_CALLBACK);
    expect(back.searchParams.get('code')).toBeTruthy();
    await waitFor(() => expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'flowComplete' }));
  },
};
