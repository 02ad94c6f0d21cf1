import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { OAUTH_PROVIDERS } from '../../src/login/flow';
import { MainScreen } from '../../src/login/groups/main/MainScreen';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { divider, emailForm, mainView, oauth, oauthButtons, organizationView, sso } from './loginFixtures';
import { mainIntentSpies } from './intentSpies';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Main',
  component: MainScreen,
  decorators: [withWidgetFrame],
  args: {
    view: organizationView,
    intents: mainIntentSpies(),
    back: undefined,
  },
} satisfies Meta<typeof MainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How many 'or' dividers separate the groups, in the texts the story shows. */
const dividers = (root: HTMLElement, or: string) =>
  Array.from(root.querySelectorAll('span')).filter((s) => s.textContent === or);

export const OrganizationFlow: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, formatMessage(main.continueTo, { organizationName: 'Acme Corporation' }));
    expect(canvas.getByRole('img', { name: formatMessage(main.logo, { name: 'Acme Corporation' }) })).toBeVisible();
    expect(canvas.getByRole('img', { name: formatMessage(main.logo, { name: 'Genios' }) })).toBeVisible();
    await imagesLoaded(canvasElement);

    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('placeholder', common.emailPlaceholder);
    await userEvent.type(email, 'ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: main.continueWithEmail }));
    expect(args.intents.submitEmail).toHaveBeenCalledWith('ada@acme.com');

    const continueWith = (provider: string) => formatMessage(main.continueWithProvider, { provider });
    const continueWithConnection = (connectionName: string) =>
      formatMessage(main.continueWithConnection, { connectionName });
    await userEvent.click(canvas.getByRole('button', { name: continueWith('Google') }));
    expect(args.intents.startOAuth).toHaveBeenCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: continueWithConnection('Microsoft Entra ID') }));
    expect(args.intents.startSso).toHaveBeenCalledWith('oidc-entra-2');
    expect(canvas.getByRole('button', { name: continueWithConnection('Okta') })).toBeVisible();
    // E-mail form, then the OAuth and SSO buttons grouped: one divider.
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    expect(canvas.queryByRole('button', { name: main.continueWithSso })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DiscoveryFlow: Story = {
  args: {
    view: mainView({
      header: 'Sign up or log in',
      organizationLogo: null,
      blocks: [
        { kind: 'buttons', buttons: [...oauthButtons('google', 'microsoft', 'github'), { kind: 'ssoDiscovery' }] },
        divider,
        emailForm(),
      ],
    }),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, main.signUpOrLogIn);
    expect(canvas.queryByRole('img', { name: /Acme/ })).toBeNull();
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: main.continueWithSso }));
    expect(args.intents.openSsoDiscovery).toHaveBeenCalledOnce();
    const okta = formatMessage(main.continueWithConnection, { connectionName: 'Okta' });
    expect(canvas.queryByRole('button', { name: okta })).toBeNull();
    const gitHub = formatMessage(main.continueWithProvider, { provider: 'GitHub' });
    await userEvent.click(canvas.getByRole('button', { name: gitHub }));
    expect(args.intents.startOAuth).toHaveBeenCalledWith('github');
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResolvingOrganization: Story = {
  args: { view: mainView({ organizationLogo: null, resolvingOrganization: true }) },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(canvas.getByRole('status', { name: common.loading })).toBeVisible();
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.queryByRole('button')).toBeNull();
    expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const VerifyYourEmail: Story = {
  args: {
    view: mainView({
      header: 'Verify your email',
      subheader: 'Confirm your email address with one of the following:',
      blocks: [
        { kind: 'emailForm', passwordLink: false, knownEmail: 'ada@acme.com', methods: ['magic_link', 'email_otp'] },
      ],
    }),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, main.verifyYourEmail);
    expect(canvas.getByText(main.confirmYourEmail)).toBeVisible();
    expect(canvas.queryByRole('textbox', { name: common.email })).toBeNull();
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: main.emailMeALink }));
    expect(args.intents.chooseEmailMethod).toHaveBeenCalledWith('magic_link');
    await userEvent.click(canvas.getByRole('button', { name: main.emailMeACode }));
    expect(args.intents.chooseEmailMethod).toHaveBeenLastCalledWith('email_otp');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KnownEmailCodeOnly: Story = {
  args: {
    view: mainView({
      blocks: [
        { kind: 'emailForm', passwordLink: false, knownEmail: 'ada@acme.com', methods: ['email_otp'] },
        divider,
        oauth('google', 'microsoft'),
      ],
    }),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, formatMessage(main.continueTo, { organizationName: 'Acme Corporation' }));
    expect(canvas.getByRole('button', { name: main.emailMeACode })).toBeVisible();
    expect(canvas.queryByRole('button', { name: main.emailMeALink })).toBeNull();
    expect(canvas.queryByRole('textbox')).toBeNull();
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

export const EmailOnlyValidation: Story = {
  args: { view: mainView({ blocks: [emailForm()] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common, messages } = storyTexts(globals).login;
    expect(dividers(canvasElement, common.or)).toHaveLength(0);
    await imagesLoaded(canvasElement);
    const email = canvas.getByRole('textbox', { name: common.email });
    await userEvent.click(canvas.getByRole('button', { name: main.continueWithEmail }));
    expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress);
    await userEvent.type(email, 'ada@acme');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(canvas.getByText(messages.invalidEmailAddress)).toBeVisible();
    expect(args.intents.submitEmail).not.toHaveBeenCalled();
    email.blur();
  },
};

export const EmailSendError: Story = {
  args: {
    view: mainView({
      blocks: [emailForm(['email_otp'])],
      email: 'ada@acme.com',
      errors: {
        email:
          'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
      },
    }),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toHaveValue('ada@acme.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.inactiveEmail);
    await imagesLoaded(canvasElement);
  },
};

/** The address is on its way: the button spins and waits. */
export const Sending: Story = {
  args: { view: mainView({ blocks: [emailForm()], email: 'ada@acme.com', submitting: true }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    const button = canvas.getByRole('button', { name: main.continueWithEmail });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await imagesLoaded(canvasElement);
  },
};

export const EmailWithPasswordOption: Story = {
  args: { view: mainView({ blocks: [emailForm(['magic_link'], true), divider, oauth('google')] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByLabelText(common.password)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: main.usePasswordInstead }));
    expect(args.intents.usePassword).toHaveBeenCalledOnce();
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordEmailForm: Story = {
  args: { view: mainView({ blocks: [{ kind: 'passwordEmailForm' }, divider, sso()] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('button', { name: main.continueWithEmail })).toBeNull();
    expect(canvas.queryByLabelText(common.password)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), 'ada@acme.com{Enter}');
    expect(args.intents.submitPasswordEmail).toHaveBeenCalledWith('ada@acme.com');
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AllOAuthProviders: Story = {
  name: 'All OAuth providers',
  args: { view: mainView({ blocks: [oauth(...OAUTH_PROVIDERS)] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    const names = ['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'];
    for (const [index, provider] of names.entries()) {
      await userEvent.click(
        canvas.getByRole('button', { name: formatMessage(main.continueWithProvider, { provider }) }),
      );
      expect(args.intents.startOAuth).toHaveBeenLastCalledWith(OAUTH_PROVIDERS[index]);
    }
    // The marks load on demand, into squares kept for them.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-brand] svg')).toHaveLength(5));
    expect(dividers(canvasElement, common.or)).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SsoConnectionsOnly: Story = {
  name: 'SSO connections only',
  args: { view: mainView({ blocks: [sso()] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    const okta = formatMessage(main.continueWithConnection, { connectionName: 'Okta' });
    await userEvent.click(canvas.getByRole('button', { name: okta }));
    expect(args.intents.startSso).toHaveBeenCalledWith('saml-okta-1');
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ButtonGroupsSplitByForm: Story = {
  args: { view: mainView({ blocks: [oauth('slack'), divider, emailForm(['email_otp']), divider, sso()] }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvasElement.querySelectorAll('[data-group="buttons"]')).toHaveLength(2);
    expect(canvas.getByRole('textbox', { name: common.email })).toBeVisible();
    expect(dividers(canvasElement, common.or)).toHaveLength(2);
  },
};

export const PasswordResetFlow: Story = {
  args: { view: mainView({ header: '', organizationLogo: null, blocks: [emailForm()] }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.getByRole('button', { name: main.continueWithEmail })).toBeVisible();
  },
};
