import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  IdpConsentScreen,
  type IdpConsentScreenProps,
  type IdpConsentView,
} from '../../src/login/groups/federation/IdpConsentScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const none = { standardScopes: [], customScopes: [] };

const standard: IdpConsentView = {
  state: 'authorize',
  title: 'Sign in to Acme CRM with Genios',
  clientName: 'Acme CRM',
  projectName: 'Genios',
  grantable: { standardScopes: ['openid', 'email', 'profile', 'phone', 'offline_access'], customScopes: [] },
  ungrantable: none,
  submitting: false,
};

const meta = {
  title: 'Login/Screens/IdP consent',
  component: IdpConsentScreen,
  args: { view: standard, onAllow: fn(), onDeny: fn(), onConfirmLogout: fn(), onCancelLogout: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof IdpConsentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listedTexts = (list: HTMLElement) => Array.from(list.querySelectorAll('li'), (item) => item.textContent);

export const Loading: Story = {
  args: { view: { state: 'loading' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const StandardScopes: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Sign in to Acme CRM with Genios');
    expect(canvas.getByText('Acme CRM is requesting to:')).toBeVisible();
    expect(listedTexts(canvas.getByRole('list'))).toEqual([
      'Verify your identity',
      'View your personal profile (name, picture and language)',
      'View your email address',
      'View your phone number',
      'Maintain access to your account when you are offline',
    ]);
    expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    expect(args.onDeny).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    expect(args.onAllow).toHaveBeenCalledOnce();
  },
};

export const CustomAndUngrantableScopes: Story = {
  args: {
    view: {
      ...standard,
      title: 'Acme CRM wants to access your Genios account',
      grantable: {
        standardScopes: ['openid', 'full_access'],
        customScopes: [
          { scope: 'read:reports', description: 'Read your quarterly reports' },
          { scope: 'write:notes', description: 'Use the write:notes scope' },
        ],
      },
      ungrantable: {
        standardScopes: [],
        customScopes: [
          { scope: 'admin:billing', description: 'Manage billing for your organization' },
          { scope: 'delete:all', description: 'Use the delete:all scope' },
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('heading', { name: 'Acme CRM wants to access your Genios account' })).toBeVisible();
    const [granted] = canvas.getAllByRole('list');
    expect(listedTexts(granted!)).toEqual([
      'Verify your identity',
      'Fully access and manage your Genios account',
      'Read your quarterly reports',
      'Use the write:notes scope',
    ]);
    const details = canvasElement.querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = canvas.getByText(
      'You do not have permissions to grant Acme CRM access to some of the requested scopes.',
    );
    expect(canvas.getByText('Manage billing for your organization')).not.toBeVisible();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(canvas.getByText('Manage billing for your organization')).toBeVisible();
    expect(canvas.getByText('Use the delete:all scope')).toBeVisible();
    summary.blur();
  },
};

/** The controller marks the answer as being submitted: the chosen button spins, both are blocked. */
function Answering(args: IdpConsentScreenProps) {
  const [submitting, setSubmitting] = useState(false);
  const view =
    args.view.state === 'authorize' || args.view.state === 'logout' ? { ...args.view, submitting } : args.view;
  const answer = (intent: () => void) => () => {
    intent();
    setSubmitting(true);
  };
  return (
    <IdpConsentScreen
      view={view}
      onAllow={answer(args.onAllow)}
      onDeny={answer(args.onDeny)}
      onConfirmLogout={answer(args.onConfirmLogout)}
      onCancelLogout={answer(args.onCancelLogout)}
    />
  );
}

export const SubmittingAllow: Story = {
  render: (args) => <Answering {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    expect(args.onAllow).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-busy', 'true');
    const deny = canvas.getByRole('button', { name: 'Deny' });
    expect(deny).toBeDisabled();
    expect(deny).not.toHaveAttribute('aria-busy');
    await userEvent.click(deny, { pointerEventsCheck: 0 });
    expect(args.onDeny).not.toHaveBeenCalled();
  },
};

export const Logout: Story = {
  args: { view: { state: 'logout', projectName: 'Genios', submitting: false } },
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Log out?');
    expect(canvas.getByText('Are you sure you want to log out of your Genios account?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    expect(args.onCancelLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    expect(args.onConfirmLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { view: { state: 'logout', projectName: 'Genios', submitting: false } },
  render: (args) => <Answering {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    expect(args.onConfirmLogout).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('button', { name: 'No' })).toBeDisabled();
  },
};

export const NotLoggedOut: Story = {
  args: { view: { state: 'answered', message: 'You have not been logged out. You may close this page.' } },
  play: async ({ canvas }) => {
    await expectHeadingFocused(canvas, 'You have not been logged out. You may close this page.');
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AccessDenied: Story = {
  args: { view: { state: 'answered', message: 'Access to the application was denied.' } },
  play: async ({ canvas }) => {
    await expectHeadingFocused(canvas, 'Access to the application was denied.');
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoActiveSession: Story = {
  args: { view: { state: 'error', message: 'No active session detected. Please log in to continue.' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    expect(canvas.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

export const MissingParameter: Story = {
  args: {
    view: {
      state: 'error',
      message: 'Required parameter is missing: redirect_uri. Please reach out to the application developer.',
    },
  },
  play: async ({ canvas }) => {
    expect(
      canvas.getByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.'),
    ).toBeVisible();
  },
};

/** The provider's error_message, shown as text with its documentation link clickable. */
export const PreflightError: Story = {
  args: {
    view: {
      state: 'error',
      message:
        'The redirect_uri is not allowed for this client. See https://example.com/docs/oauth-errors for details.',
    },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByText(/The redirect_uri is not allowed for this client\./)).toBeVisible();
    expect(canvas.getByRole('link', { name: 'https://example.com/docs/oauth-errors' })).toHaveAttribute(
      'href',
      'https://example.com/docs/oauth-errors',
    );
  },
};

const hostile = '<img src=x onerror="window.__consentXss=1">Evil';

export const HostileClientName: Story = {
  args: {
    view: {
      ...standard,
      title: `${hostile} wants to access your Genios account`,
      clientName: hostile,
      grantable: {
        standardScopes: ['openid'],
        customScopes: [
          {
            scope: '<script>window.__consentXss=1</script>',
            description: 'Use the <script>window.__consentXss=1</script> scope',
          },
        ],
      },
      ungrantable: {
        standardScopes: [],
        customScopes: [{ scope: 'admin', description: '<b onclick="window.__consentXss=1">Admin</b>' }],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('heading', { name: `${hostile} wants to access your Genios account` })).toBeVisible();
    expect(canvas.getByText(`${hostile} is requesting to:`)).toBeVisible();
    expect(canvas.getByText('Use the <script>window.__consentXss=1</script> scope')).toBeVisible();
    expect(
      canvas.getByText(`You do not have permissions to grant ${hostile} access to some of the requested scopes.`),
    ).toBeVisible();
    expect(canvasElement.querySelector('img, script, b')).toBeNull();
    expect((window as { __consentXss?: number }).__consentXss).toBeUndefined();
  },
};
