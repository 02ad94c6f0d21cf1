import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import type { LoginStrings } from '../../../src/login/groups/catalogue';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../../simulator/emulators/provider';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import { loggedIn, screen, type Canvas } from '../widgetStory';
import {
  discoveryConfig,
  journeyLoader,
  journeyOf,
  providerState,
  providerDemo,
  renderJourney,
  signInAtIdentityProvider,
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

async function openSsoDiscovery(canvas: Canvas, email: string, { main, common, ssoDiscoveryEmail }: LoginStrings) {
  await screen(canvas, main.signUpOrLogIn);
  await userEvent.click(canvas.getByRole('button', { name: main.continueWithSso }));
  await screen(canvas, ssoDiscoveryEmail.heading);
  await userEvent.type(canvas.getByRole('textbox', { name: common.email }), email);
  await userEvent.click(canvas.getByRole('button', { name: common.continue }));
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
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { page, navigations } = journeyOf(loaded);
    const state = await providerState();
    const globex = state.organizationBySlug('globex-ventures')!;
    globex.email_allowed_domains.push('globex.example');

    await openSsoDiscovery(canvas, hank, login);
    const url = await ssoStarted(navigations, globex.sso_default_connection_id!);
    // No menu for a single connection: the browser is on its way to the identity provider, the widget busy.
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(login.ssoDiscoveryEmail.heading);
    expect(await canvas.findByRole('status', { name: login.common.loading })).toBeVisible();

    const { html, landing } = await signInAtIdentityProvider(url, hank);
    expect(html).toContain('Sign in with Globex Okta');
    expect(html).toContain('to continue to Globex Ventures on Genios Web');
    expect(landing.searchParams.get('stytch_token_type')).toBe('sso');
    page.open(landing.href);

    await loggedIn(canvas, args.onEvent, login);
    await waitFor(() => expect(new URL(page.state.href).searchParams.has('token')).toBe(false));
    expect(state.memberByEmail(globex.organization_id, hank)?.status).toBe('active');
  },
};

/** Several connections: the menu lists every one; Ada picks Acme Capital's Okta and signs in there. */
export const SeveralConnections: Story = {
  parameters: providerDemo(32),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const continueWith = (connectionName: string) =>
      formatMessage(login.main.continueWithConnection, { connectionName });
    const { page, navigations } = journeyOf(loaded);
    await openSsoDiscovery(canvas, ada.email, login);

    await screen(canvas, login.ssoDiscoveryMenu.heading);
    const connections = ['Acme Okta', 'Northwind Entra ID', 'Northwind Google Workspace', 'Globex Okta'];
    expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '',
      ...connections.map(continueWith),
    ]);
    expect(navigations).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: continueWith('Acme Okta') }));

    const acme = (await providerState()).organizationBySlug('acme-capital')!;
    const url = await ssoStarted(navigations, acme.sso_default_connection_id!);
    const { html, landing } = await signInAtIdentityProvider(url, ada.email);
    expect(html).toContain('Sign in with Acme Okta');
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent, login);
  },
};

/**
 * No connection for the address: the fallback asks for the organization's slug. An unknown slug is named
 * under the field; Acme Capital's slug leads to its Main screen, whose SSO button goes to its Okta.
 */
export const NoConnections: Story = {
  parameters: providerDemo(33),
  play: async ({ canvas, args, loaded, globals }) => {
    const login = storyTexts(globals).login;
    const { main, common, ssoDiscoveryFallback, messages } = login;
    const { page, navigations } = journeyOf(loaded);
    await openSsoDiscovery(canvas, 'nobody@unknown.example', login);

    await screen(canvas, ssoDiscoveryFallback.heading);
    expect(canvas.getByText(ssoDiscoveryFallback.enterSlug)).toBeVisible();
    const slug = canvas.getByRole('textbox', { name: ssoDiscoveryFallback.slug });
    const submit = canvas.getByRole('button', { name: common.continue });
    expect(submit).toBeDisabled();
    await userEvent.type(slug, 'acme-capitol');
    await userEvent.click(submit);
    await waitFor(() => expect(slug).toHaveAccessibleDescription(messages.organizationNotFound));

    await userEvent.clear(slug);
    await userEvent.type(slug, 'acme-capital');
    await userEvent.click(submit);
    await screen(canvas, formatMessage(main.continueTo, { organizationName: 'Acme Capital' }));
    const acmeOkta = formatMessage(main.continueWithConnection, { connectionName: 'Acme Okta' });
    await userEvent.click(canvas.getByRole('button', { name: acmeOkta }));

    const acme = (await providerState()).organizationBySlug('acme-capital')!;
    const url = await ssoStarted(navigations, acme.sso_default_connection_id!);
    const { landing } = await signInAtIdentityProvider(url, ada.email);
    page.open(landing.href);
    await loggedIn(canvas, args.onEvent, login);
  },
};
