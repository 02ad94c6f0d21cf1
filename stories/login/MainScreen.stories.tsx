import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MainScreen, type MainScreenProps, type MainScreenView } from '../../src/login/screens/MainScreen';
import { oauthProviders } from '../../src/login/screens/types';
import { acmeLogoUrl, applicationLogoUrl, hostileName, passwordFailure, ssoConnections } from './loginFixtures';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const organizationView: MainScreenView = {
  flowType: 'Organization',
  organization: { name: 'Acme Corporation', logoUrl: acmeLogoUrl, ssoConnections },
  application: { name: 'Genios', logoUrl: applicationLogoUrl },
  resolvingOrganization: false,
  products: ['emailMagicLinks', 'oauth', 'sso'],
  oauthProviders: ['google', 'microsoft'],
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
    onSubmitPassword: fn(),
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
      flowType: 'Discovery',
      organization: null,
      products: ['oauth', 'sso', 'emailMagicLinks'],
      oauthProviders: ['google', 'microsoft', 'github'],
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
    view: view({ products: ['emailMagicLinks', 'emailOtp'], knownEmail: 'ada@acme.com', verifyEmail: true }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Verify your email');
    expect(canvas.getByText('Confirm your email address with one of the following:')).toBeVisible();
    expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }));
    expect(args.onEmailMe).toHaveBeenCalledWith('magicLink');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }));
    expect(args.onEmailMe).toHaveBeenLastCalledWith('otp');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KnownEmailCodeOnly: Story = {
  args: { view: view({ products: ['emailOtp', 'oauth'], knownEmail: 'ada@acme.com' }) },
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
  args: { view: view({ products: ['emailMagicLinks'] }) },
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
      products: ['emailOtp'],
      emailError:
        'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/marked as inactive/);
    await imagesLoaded(canvasElement);
  },
};

export const EmailWithPasswordOption: Story = {
  args: { view: view({ products: ['emailMagicLinks', 'passwords', 'oauth'] }) },
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
  args: { view: view({ products: ['passwords', 'sso'] }) },
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

/** The flow around the form: a member with a password gets the password field, focused. */
function RevealingMain(args: MainScreenProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <MainScreen
      {...args}
      view={{ ...args.view, passwordRevealed: revealed }}
      onSubmitPasswordEmail={(email) => {
        args.onSubmitPasswordEmail(email);
        setRevealed(true);
      }}
    />
  );
}

export const PasswordRevealed: Story = {
  args: { view: view({ products: ['passwords'] }) },
  render: (args) => <RevealingMain {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const password = canvas.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.type(password, 'correct horse');
    await userEvent.click(submit);
    expect(args.onSubmitPassword).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordFailure: Story = {
  args: { view: view({ products: ['passwords'], passwordRevealed: true, passwordError: passwordFailure }) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const password = canvas.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(passwordFailure);
    password.blur();
  },
};

export const AllOAuthProviders: Story = {
  args: { view: view({ products: ['oauth'], oauthProviders: [...oauthProviders] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const names = ['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'];
    for (const [index, name] of names.entries()) {
      await userEvent.click(canvas.getByRole('button', { name: `Continue with ${name}` }));
      expect(args.onOAuth).toHaveBeenLastCalledWith(oauthProviders[index]);
    }
    expect(canvasElement.querySelectorAll('[data-brand] svg')).toHaveLength(5);
    expect(dividers(canvasElement)).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SsoConnectionsOnly: Story = {
  args: { view: view({ products: ['sso'] }) },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Okta' }));
    expect(args.onSso).toHaveBeenCalledWith('saml-okta-1');
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SsoWithoutConnections: Story = {
  args: {
    view: view({
      products: ['emailMagicLinks', 'sso'],
      organization: { name: 'Acme Corporation', logoUrl: acmeLogoUrl, ssoConnections: [] },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('button', { name: /Continue with (SSO|Okta)/ })).toBeNull();
    expect(dividers(canvasElement)).toHaveLength(0);
  },
};

export const ButtonGroupsSplitByForm: Story = {
  args: { view: view({ products: ['oauth', 'emailOtp', 'sso'], oauthProviders: ['slack'] }) },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const groups = Array.from(canvasElement.querySelectorAll('[data-group]')).map((g) => g.getAttribute('data-group'));
    expect(groups).toEqual(['buttons', 'form', 'buttons']);
    expect(dividers(canvasElement)).toHaveLength(2);
  },
};

export const PasswordResetFlow: Story = {
  args: { view: view({ flowType: 'PasswordReset', products: ['emailMagicLinks'] }) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  },
};

export const HostileOrganizationName: Story = {
  args: {
    view: view({
      organization: {
        name: hostileName,
        logoUrl: null,
        ssoConnections: [{ connectionId: 'c-1', displayName: hostileName }],
      },
      application: null,
      products: ['sso'],
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
