import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OAUTH_PROVIDERS, type EmailMethod, type OAuthProvider } from '../../src/login/flow';
import type { MainBlock, MainButton } from '../../src/login/groups/main/view';
import { MainScreen, type MainScreenView } from '../../src/login/groups/main/MainScreen';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { acmeLogoUrl, applicationLogoUrl, hostileName, ssoConnections } from './loginFixtures';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** Main's blocks as the flow computes them (src/login/flow/view.ts): the screen only renders them. */
const oauthButtons = (...providers: OAuthProvider[]): MainButton[] =>
  providers.map((provider) => ({ kind: 'oauth', provider }));
const oauth = (...providers: OAuthProvider[]): MainBlock => ({ kind: 'buttons', buttons: oauthButtons(...providers) });
const sso = (connections = ssoConnections): MainBlock => ({
  kind: 'buttons',
  buttons: connections.map((connection) => ({ kind: 'sso', connection })),
});
const emailForm = (methods: EmailMethod[] = ['magic_link'], passwordLink = false): MainBlock => ({
  kind: 'emailForm',
  passwordLink,
  knownEmail: null,
  methods,
});
const divider: MainBlock = { kind: 'divider' };

const organizationView: MainScreenView = {
  header: 'Continue to Acme Corporation',
  organization: { name: 'Acme Corporation', logoUrl: acmeLogoUrl },
  application: { name: 'Genios', logoUrl: applicationLogoUrl },
  resolvingOrganization: false,
  blocks: [
    emailForm(),
    divider,
    {
      kind: 'buttons',
      buttons: [
        ...oauthButtons('google', 'microsoft'),
        ...ssoConnections.map((connection): MainButton => ({ kind: 'sso', connection })),
      ],
    },
  ],
};

const meta = {
  title: 'Login/Screens/Main',
  component: MainScreen,
  decorators: [withWidgetFrame],
  args: {
    view: organizationView,
    onSubmitEmail: fn(),
    onEmailMe: fn(),
    onOAuth: fn(),
    onSso: fn(),
    onSsoDiscovery: fn(),
    onUsePassword: fn(),
    onSubmitPasswordEmail: fn(),
  },
} satisfies Meta<typeof MainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const view = (overrides: Partial<MainScreenView>): MainScreenView => ({ ...organizationView, ...overrides });

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
    expect(args.onSubmitEmail).toHaveBeenCalledWith('ada@acme.com');

    const continueWith = (provider: string) => formatMessage(main.continueWithProvider, { provider });
    const continueWithConnection = (connectionName: string) =>
      formatMessage(main.continueWithConnection, { connectionName });
    await userEvent.click(canvas.getByRole('button', { name: continueWith('Google') }));
    expect(args.onOAuth).toHaveBeenCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: continueWithConnection('Microsoft Entra ID') }));
    expect(args.onSso).toHaveBeenCalledWith('oidc-entra-2');
    expect(canvas.getByRole('button', { name: continueWithConnection('Okta') })).toBeVisible();
    // E-mail form, then the OAuth and SSO buttons grouped: one divider.
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    expect(canvas.queryByRole('button', { name: main.continueWithSso })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DiscoveryFlow: Story = {
  args: {
    view: view({
      header: 'Sign up or log in',
      organization: null,
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
    expect(args.onSsoDiscovery).toHaveBeenCalledOnce();
    const okta = formatMessage(main.continueWithConnection, { connectionName: 'Okta' });
    expect(canvas.queryByRole('button', { name: okta })).toBeNull();
    const gitHub = formatMessage(main.continueWithProvider, { provider: 'GitHub' });
    await userEvent.click(canvas.getByRole('button', { name: gitHub }));
    expect(args.onOAuth).toHaveBeenCalledWith('github');
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResolvingOrganization: Story = {
  args: { view: view({ organization: null, resolvingOrganization: true }) },
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
    view: view({
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
    expect(args.onEmailMe).toHaveBeenCalledWith('magic_link');
    await userEvent.click(canvas.getByRole('button', { name: main.emailMeACode }));
    expect(args.onEmailMe).toHaveBeenLastCalledWith('email_otp');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KnownEmailCodeOnly: Story = {
  args: {
    view: view({
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
  args: { view: view({ blocks: [emailForm()] }) },
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
    expect(args.onSubmitEmail).not.toHaveBeenCalled();
    email.blur();
  },
};

export const EmailSendError: Story = {
  args: {
    view: view({
      blocks: [emailForm(['email_otp'])],
      email: 'ada@acme.com',
      emailError:
        'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
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
  args: { view: view({ blocks: [emailForm()], email: 'ada@acme.com', submitting: true }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    const button = canvas.getByRole('button', { name: main.continueWithEmail });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await imagesLoaded(canvasElement);
  },
};

export const EmailWithPasswordOption: Story = {
  args: { view: view({ blocks: [emailForm(['magic_link'], true), divider, oauth('google')] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByLabelText(common.password)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: main.usePasswordInstead }));
    expect(args.onUsePassword).toHaveBeenCalledOnce();
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordEmailForm: Story = {
  args: { view: view({ blocks: [{ kind: 'passwordEmailForm' }, divider, sso()] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('button', { name: main.continueWithEmail })).toBeNull();
    expect(canvas.queryByLabelText(common.password)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), 'ada@acme.com{Enter}');
    expect(args.onSubmitPasswordEmail).toHaveBeenCalledWith('ada@acme.com');
    expect(dividers(canvasElement, common.or)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AllOAuthProviders: Story = {
  name: 'All OAuth providers',
  args: { view: view({ blocks: [oauth(...OAUTH_PROVIDERS)] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main, common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    const names = ['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'];
    for (const [index, provider] of names.entries()) {
      await userEvent.click(
        canvas.getByRole('button', { name: formatMessage(main.continueWithProvider, { provider }) }),
      );
      expect(args.onOAuth).toHaveBeenLastCalledWith(OAUTH_PROVIDERS[index]);
    }
    // The marks load on demand, into squares kept for them.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-brand] svg')).toHaveLength(5));
    expect(dividers(canvasElement, common.or)).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SsoConnectionsOnly: Story = {
  name: 'SSO connections only',
  args: { view: view({ blocks: [sso()] }) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    const okta = formatMessage(main.continueWithConnection, { connectionName: 'Okta' });
    await userEvent.click(canvas.getByRole('button', { name: okta }));
    expect(args.onSso).toHaveBeenCalledWith('saml-okta-1');
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ButtonGroupsSplitByForm: Story = {
  args: { view: view({ blocks: [oauth('slack'), divider, emailForm(['email_otp']), divider, sso()] }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { common } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvasElement.querySelectorAll('[data-group="buttons"]')).toHaveLength(2);
    expect(canvas.getByRole('textbox', { name: common.email })).toBeVisible();
    expect(dividers(canvasElement, common.or)).toHaveLength(2);
  },
};

export const PasswordResetFlow: Story = {
  args: { view: view({ header: '', organization: null, blocks: [emailForm()] }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.getByRole('button', { name: main.continueWithEmail })).toBeVisible();
  },
};

export const HostileOrganizationName: Story = {
  args: {
    view: view({
      header: `Continue to ${hostileName}`,
      organization: { name: hostileName, logoUrl: null },
      application: null,
      blocks: [sso([{ connection_id: 'c-1', display_name: hostileName, identity_provider: 'okta' }])],
    }),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, formatMessage(main.continueTo, { organizationName: hostileName }));
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('img')).toBeNull();
    // The logo falls back to the name's first character, as text.
    expect(canvas.getByRole('img', { name: hostileName })).toHaveTextContent('<');
    const hostileConnection = formatMessage(main.continueWithConnection, { connectionName: hostileName });
    await userEvent.click(canvas.getByRole('button', { name: hostileConnection }));
    expect(args.onSso).toHaveBeenCalledWith('c-1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
