import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  OAUTH_PROVIDERS,
  type EmailMethod,
  type MainBlock,
  type MainButton,
  type OAuthProvider,
} from '../../src/login/flow';
import { MainScreen, type MainScreenView } from '../../src/login/screens/MainScreen';
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

/** How many 'or' dividers separate the groups. */
const dividers = (root: HTMLElement) => Array.from(root.querySelectorAll('span')).filter((s) => s.textContent === 'or');

export const OrganizationFlow: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Continue to Acme Corporation');
    expect(canvas.getByRole('img', { name: 'Acme Corporation logo' })).toBeVisible();
    expect(canvas.getByRole('img', { name: 'Genios logo' })).toBeVisible();
    await imagesLoaded(canvasElement);

    const email = canvas.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('placeholder', 'example@email.com');
    await userEvent.type(email, 'ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    expect(args.onSubmitEmail).toHaveBeenCalledWith('ada@acme.com');

    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    expect(args.onOAuth).toHaveBeenCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Microsoft Entra ID' }));
    expect(args.onSso).toHaveBeenCalledWith('oidc-entra-2');
    expect(canvas.getByRole('button', { name: 'Continue with Okta' })).toBeVisible();
    // E-mail form, then the OAuth and SSO buttons grouped: one divider.
    expect(dividers(canvasElement)).toHaveLength(1);
    expect(canvas.queryByRole('button', { name: 'Continue with SSO' })).toBeNull();
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
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Sign up or log in');
    expect(canvas.queryByRole('img', { name: /Acme/ })).toBeNull();
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    expect(args.onSsoDiscovery).toHaveBeenCalledOnce();
    expect(canvas.queryByRole('button', { name: 'Continue with Okta' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with GitHub' }));
    expect(args.onOAuth).toHaveBeenCalledWith('github');
    expect(dividers(canvasElement)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResolvingOrganization: Story = {
  args: { view: view({ organization: null, resolvingOrganization: true }) },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
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
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Verify your email');
    expect(canvas.getByText('Confirm your email address with one of the following:')).toBeVisible();
    expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }));
    expect(args.onEmailMe).toHaveBeenCalledWith('magic_link');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }));
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
  play: async ({ canvas, canvasElement }) => {
    await expectHeadingFocused(canvas, 'Continue to Acme Corporation');
    expect(canvas.getByRole('button', { name: 'Email me a code' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Email me a link' })).toBeNull();
    expect(canvas.queryByRole('textbox')).toBeNull();
    expect(dividers(canvasElement)).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

export const EmailOnlyValidation: Story = {
  args: { view: view({ blocks: [emailForm()] }) },
  play: async ({ canvas, canvasElement, args }) => {
    expect(dividers(canvasElement)).toHaveLength(0);
    await imagesLoaded(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    expect(email).toHaveAccessibleDescription('Invalid email address');
    await userEvent.type(email, 'ada@acme');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(canvas.getByText('Invalid email address')).toBeVisible();
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
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@acme.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/marked as inactive/);
    await imagesLoaded(canvasElement);
  },
};

/** The address is on its way: the button spins and waits. */
export const Sending: Story = {
  args: { view: view({ blocks: [emailForm()], email: 'ada@acme.com', submitting: true }) },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Continue with email' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await imagesLoaded(canvasElement);
  },
};

export const EmailWithPasswordOption: Story = {
  args: { view: view({ blocks: [emailForm(['magic_link'], true), divider, oauth('google')] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a password instead' }));
    expect(args.onUsePassword).toHaveBeenCalledOnce();
    expect(dividers(canvasElement)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordEmailForm: Story = {
  args: { view: view({ blocks: [{ kind: 'passwordEmailForm' }, divider, sso()] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('button', { name: 'Continue with email' })).toBeNull();
    expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@acme.com{Enter}');
    expect(args.onSubmitPasswordEmail).toHaveBeenCalledWith('ada@acme.com');
    expect(dividers(canvasElement)).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AllOAuthProviders: Story = {
  args: { view: view({ blocks: [oauth(...OAUTH_PROVIDERS)] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const names = ['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'];
    for (const [index, name] of names.entries()) {
      await userEvent.click(canvas.getByRole('button', { name: `Continue with ${name}` }));
      expect(args.onOAuth).toHaveBeenLastCalledWith(OAUTH_PROVIDERS[index]);
    }
    // The marks load on demand, into squares kept for them.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-brand] svg')).toHaveLength(5));
    expect(dividers(canvasElement)).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SsoConnectionsOnly: Story = {
  args: { view: view({ blocks: [sso()] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Okta' }));
    expect(args.onSso).toHaveBeenCalledWith('saml-okta-1');
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ButtonGroupsSplitByForm: Story = {
  args: { view: view({ blocks: [oauth('slack'), divider, emailForm(['email_otp']), divider, sso()] }) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    expect(canvasElement.querySelectorAll('[data-group="buttons"]')).toHaveLength(2);
    expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(dividers(canvasElement)).toHaveLength(2);
  },
};

export const PasswordResetFlow: Story = {
  args: { view: view({ header: '', organization: null, blocks: [emailForm()] }) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeVisible();
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
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, `Continue to ${hostileName}`);
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('img')).toBeNull();
    // The logo falls back to the name's first character, as text.
    expect(canvas.getByRole('img', { name: hostileName })).toHaveTextContent('<');
    await userEvent.click(canvas.getByRole('button', { name: `Continue with ${hostileName}` }));
    expect(args.onSso).toHaveBeenCalledWith('c-1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
