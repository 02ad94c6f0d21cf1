import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../../simulator/emulators/provider';
import {
  discoveryConfig,
  journeyLoader,
  journeyOf,
  loggedIn,
  providerState,
  providerDemo,
  renderJourney,
  screen,
  signInAtIdentityProvider,
  type Canvas,
  type JourneyArgs,
} from './journeyKit';

/**
 * SSO discovery, end to end: 'Continue with SSO', the member's e-mail, then what the provider finds for it.
 * One connection sends the browser to its identity provider at once; several are offered on the menu; none
 * leads to the slug fallback. The story plays the browser: the start URL the client navigated to (recorded,
 * the story's page stays), the simulated identity provider's page, and the way back with a token, opened on
 * the story's page, where the widget completes the login.
 */

const { ada } = DEMO_PEOPLE;
/** A Globex Ventures employee the provider does not know yet; the story gives Globex his domain. */
const hank = 'hank.scorpio@globex.example';

const meta = {
  title: 'Login/Journeys/SSO discovery',
  args: { config: discoveryConfig(['magic_link', 'sso']), onEvent: fn() },
  loaders: [journeyLoader()],
  render: renderJourney,
  parameters: providerDemo(1),
} satisfies Meta<JourneyArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openSsoDiscovery(canvas: Canvas, email: string) {
  await screen(canvas, 'Sign up or log in');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
  await screen(canvas, 'Enter your email to continue');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** The one SSO start the widget made, checked against the connection and the configured redirects. */
async function ssoStarted(navigations: string[], connectionId: string) {
  await waitFor(() => expect(navigations).toHaveLength(1));
  const start = new URL(navigations[0]!);
  expect(`${start.origin}${start.pathname}`).toBe(`${location.origin}/v1/public/sso/start`);
  expect(Object.fromEntries(start.searchParams)).toEqual({
    public_token: DEMO_PUBLIC_TOKEN,
    connection_id: connectionId,
    login_redirect_url: `${location.origin}/authenticate`,
    signup_redirect_url: `${location.origin}/authenticate`,
  });
  return start.href;
}

/** One connection for the address: no menu, the browser goes straight to Globex's Okta; Hank joins by SSO. */
export const OneConnection: Story = {
  parameters: providerDemo(31),
  play: async ({ canvas, args, loaded }) => {
    const { page, navigations } = journeyOf(loaded);
    const state = await providerState();
    const globex = state.organizationBySlug('globex-ventures')!;
    globex.email_allowed_domains.push('globex.example');

    await openSsoDiscovery(canvas, hank);
    const url = await ssoStarted(navigations, globex.sso_default_connection_id!);
    // No menu for a single connection: the browser is on its way to the identity provider, the widget busy.
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Enter your email to continue');
    expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();

    const { html, landing } = await signInAtIdentityProvider(url, hank);
    expect(html).toContain('Sign in with Globex Okta');
    expect(html).toContain('to continue to Globex Ventures on Genios Web');
    expect(landing.searchParams.get('stytch_token_type')).toBe('sso');
    page.open(landing.href);

    await loggedIn(canvas, args.onEvent);
    await waitFor(() => expect(new URL(page.state.href).searchParams.has('token')).toBe(false));
    expect(state.memberByEmail(globex.organization_id, hank)?.status).toBe('active');
  },
};

/** Several connections: the menu lists every one; Ada picks Acme Capital's Okta and signs in there. */
export const SeveralConnections: Story = {
  parameters: providerDemo(32),
  play: async ({ canvas, args, loaded }) => {
    const { page, navigations } = journeyOf(loaded);
    await openSsoDiscovery(canvas, ada.email);

    await screen(canvas, 'Select a connection to continue');
    expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '',
      'Continue with Acme Okta',
      'Continue with Northwind Entra ID',
      'Continue with Northwind Google Workspace',
      'Continue with Globex Okta',
    ]);
    expect(navigations).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme Okta' }));

    const acme = (await providerState()).organizationBySlug('acme-capital')!;
    const url = await ssoStarted(navigations, acme.sso_default_connection_id!);
    const { html, landing } = await signInAtIdentityProvider(url, ada.email);
    expect(html).toContain('Sign in with Acme Okta');
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent);
  },
};

/**
 * No connection for the address: the fallback asks for the organization's slug. An unknown slug is named
 * under the field; Acme Capital's slug leads to its Main screen, whose SSO button goes to its Okta.
 */
export const NoConnections: Story = {
  parameters: providerDemo(33),
  play: async ({ canvas, args, loaded }) => {
    const { page, navigations } = journeyOf(loaded);
    await openSsoDiscovery(canvas, 'nobody@unknown.example');

    await screen(canvas, "Sorry, we couldn't find any connections.");
    expect(canvas.getByText("Enter your organization's unique slug to continue.")).toBeVisible();
    const slug = canvas.getByRole('textbox', { name: 'Organization slug' });
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.type(slug, 'acme-capitol');
    await userEvent.click(submit);
    await waitFor(() => expect(slug).toHaveAccessibleDescription('Organization not found. Please try again.'));

    await userEvent.clear(slug);
    await userEvent.type(slug, 'acme-capital');
    await userEvent.click(submit);
    await screen(canvas, 'Continue to Acme Capital');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme Okta' }));

    const acme = (await providerState()).organizationBySlug('acme-capital')!;
    const url = await ssoStarted(navigations, acme.sso_default_connection_id!);
    const { landing } = await signInAtIdentityProvider(url, ada.email);
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent);
  },
};
