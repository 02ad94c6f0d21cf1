import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { IdpConsentScreen } from '../../src/login/groups/federation/IdpConsentScreen';
import { federationIntentSpies } from './intentSpies';
import { standardConsent } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/IdP consent',
  component: IdpConsentScreen,
  args: { view: standardConsent, intents: federationIntentSpies(), back: undefined },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof IdpConsentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client and the project the consent stories name (data: they fill the catalogue's templates). */
const names = { client: 'Acme CRM', project: 'Genios' };

const listedTexts = (list: HTMLElement) => Array.from(list.querySelectorAll('li'), (item) => item.textContent);

export const Loading: Story = {
  args: { view: { screen: 'IdpConsent', state: 'loading' } },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(canvas.getByRole('status', { name: common.loading })).toBeInTheDocument();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const StandardScopes: Story = {
  play: async ({ canvas, args, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    const { scopes } = idpConsent;
    await expectHeadingFocused(canvas, formatMessage(idpConsent.signInTitle, names));
    expect(canvas.getByText(formatMessage(idpConsent.requesting, names))).toBeVisible();
    expect(listedTexts(canvas.getByRole('list'))).toEqual([
      scopes.openid,
      scopes.profile,
      scopes.email,
      scopes.phone,
      scopes.offline_access,
    ]);
    expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.deny }));
    expect(args.intents.denyConsent).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.allow }));
    expect(args.intents.allowConsent).toHaveBeenCalledOnce();
  },
};

export const CustomAndUngrantableScopes: Story = {
  args: {
    view: {
      ...standardConsent,
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
  play: async ({ canvas, canvasElement, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    const customScope = (scope: string) => formatMessage(idpConsent.customScope, { scope });
    expect(canvas.getByRole('heading', { name: formatMessage(idpConsent.accessTitle, names) })).toBeVisible();
    const [granted] = canvas.getAllByRole('list');
    // Standard scopes in the catalogue's words, then the policy's own descriptions (data) as written.
    expect(listedTexts(granted!)).toEqual([
      idpConsent.scopes.openid,
      formatMessage(idpConsent.scopes.full_access, names),
      'Read your quarterly reports',
      customScope('write:notes'),
    ]);
    const details = canvasElement.querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = canvas.getByText(formatMessage(idpConsent.ungrantable, names));
    expect(canvas.getByText('Manage billing for your organization')).not.toBeVisible();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(canvas.getByText('Manage billing for your organization')).toBeVisible();
    expect(canvas.getByText(customScope('delete:all'))).toBeVisible();
    summary.blur();
  },
};

/** The flow marks the answer as being submitted: the chosen button spins, both are blocked. */
function Answering(args: ComponentProps<typeof IdpConsentScreen>) {
  const [submitting, setSubmitting] = useState(false);
  const view =
    args.view.state === 'authorize' || args.view.state === 'logout' ? { ...args.view, submitting } : args.view;
  const answer =
    <Result,>(intent: () => Result) =>
    (): Result => {
      const result = intent();
      setSubmitting(true);
      return result;
    };
  const { intents } = args;
  return (
    <IdpConsentScreen
      {...args}
      view={view}
      intents={{
        ...intents,
        allowConsent: answer(intents.allowConsent),
        denyConsent: answer(intents.denyConsent),
        confirmLogout: answer(intents.confirmLogout),
        declineLogout: answer(intents.declineLogout),
      }}
    />
  );
}

export const SubmittingAllow: Story = {
  render: (args) => <Answering {...args} />,
  play: async ({ canvas, args, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.allow }));
    expect(args.intents.allowConsent).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: idpConsent.allow })).toHaveAttribute('aria-busy', 'true');
    const deny = canvas.getByRole('button', { name: idpConsent.deny });
    expect(deny).toBeDisabled();
    expect(deny).not.toHaveAttribute('aria-busy');
    await userEvent.click(deny, { pointerEventsCheck: 0 });
    expect(args.intents.denyConsent).not.toHaveBeenCalled();
  },
};

export const Logout: Story = {
  args: { view: { screen: 'IdpConsent', state: 'logout', projectName: 'Genios', submitting: false } },
  play: async ({ canvas, args, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, idpConsent.logoutTitle);
    expect(canvas.getByText(formatMessage(idpConsent.logoutQuestion, names))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.no }));
    expect(args.intents.declineLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.yes }));
    expect(args.intents.confirmLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { view: { screen: 'IdpConsent', state: 'logout', projectName: 'Genios', submitting: false } },
  render: (args) => <Answering {...args} />,
  play: async ({ canvas, args, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    await userEvent.click(canvas.getByRole('button', { name: idpConsent.yes }));
    expect(args.intents.confirmLogout).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: idpConsent.yes })).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('button', { name: idpConsent.no })).toBeDisabled();
  },
};

export const NotLoggedOut: Story = {
  args: {
    view: {
      screen: 'IdpConsent',
      state: 'answered',
      message: 'You have not been logged out. You may close this page.',
    },
  },
  play: async ({ canvas, globals }) => {
    await expectHeadingFocused(canvas, storyTexts(globals).login.idpConsent.notLoggedOut);
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AccessDenied: Story = {
  args: { view: { screen: 'IdpConsent', state: 'answered', message: 'Access to the application was denied.' } },
  play: async ({ canvas, globals }) => {
    await expectHeadingFocused(canvas, storyTexts(globals).login.idpConsent.accessDenied);
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoActiveSession: Story = {
  args: {
    view: { screen: 'IdpConsent', state: 'error', message: 'No active session detected. Please log in to continue.' },
  },
  play: async ({ canvas, globals }) => {
    const { common, error, idpConsent } = storyTexts(globals).login;
    expect(canvas.getByRole('heading', { name: error.heading })).toBeVisible();
    expect(canvas.getByText(idpConsent.noActiveSession)).toBeVisible();
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
  },
};

export const MissingParameter: Story = {
  args: {
    view: {
      screen: 'IdpConsent',
      state: 'error',
      message: 'Required parameter is missing: redirect_uri. Please reach out to the application developer.',
    },
  },
  play: async ({ canvas, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    expect(canvas.getByText(formatMessage(idpConsent.missingParameter, { param: 'redirect_uri' }))).toBeVisible();
  },
};

/** The provider's error_message, shown as text with its documentation link clickable. */
export const PreflightError: Story = {
  args: {
    view: {
      screen: 'IdpConsent',
      state: 'error',
      message:
        'The redirect_uri is not allowed for this client. See https://example.com/docs/oauth-errors for details.',
    },
  },
  play: async ({ canvas, globals }) => {
    expect(canvas.getByRole('heading', { name: storyTexts(globals).login.error.heading })).toBeVisible();
    // The provider's own message (data, in English), with its link.
    expect(canvas.getByText(/The redirect_uri is not allowed for this client\./)).toBeVisible();
    expect(canvas.getByRole('link', { name: 'https://example.com/docs/oauth-errors' })).toHaveAttribute(
      'href',
      'https://example.com/docs/oauth-errors',
    );
  },
};
