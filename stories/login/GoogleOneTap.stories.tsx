import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import type { IntegratorConfig, OAuthProviderOptions } from '../../src/login/flow';
import type { LoginStrings } from '../../src/login/groups/catalogue';
import { currentBrowserSimulation } from '../../simulator/browser';
import { SIMULATED_GOOGLE_IDENTITY_PATH } from '../../simulator/emulators/provider/googleIdentity';
import { OneTapHarness, pageOf, promptOn, screen, type OneTapArgs } from './oneTapStory';
import { createStoryPage } from './widgetStory';

/**
 * Google One Tap on Main (login spec, sections 2, 7, 8 and 9), end to end: the real provider client against
 * the provider emulator over MSW, and the emulator's simulated Google identity library in place of Google's
 * (its prompt is a small card: 'Continue as {member}' and Close). One Tap shows only when Google is the sole
 * product and provider with one_tap on. The client's redirects are recorded on the story's page, not followed.
 */

const google = (options: Partial<OAuthProviderOptions> = {}): OAuthProviderOptions => ({
  type: 'google',
  one_tap: true,
  ...options,
});

const discovery = (options?: Partial<OAuthProviderOptions>): IntegratorConfig => ({
  products: ['google_oauth'],
  authFlowType: 'Discovery',
  sessionOptions: { sessionDurationMinutes: 60 },
  oauthOptions: { providers: [google(options)], discoveryRedirectURL: `${location.origin}/authenticate` },
});

const organization = (options?: Partial<OAuthProviderOptions>): IntegratorConfig => ({
  products: ['google_oauth'],
  authFlowType: 'Organization',
  organizationSlug: 'acme-capital',
  sessionOptions: { sessionDurationMinutes: 60 },
  oauthOptions: {
    providers: [google(options)],
    loginRedirectURL: `${location.origin}/authenticate`,
    signupRedirectURL: `${location.origin}/authenticate`,
  },
});

const meta = {
  title: 'Login/Google One Tap',
  args: { config: discovery(), onEvent: fn(), googleIdentityScriptUrl: SIMULATED_GOOGLE_IDENTITY_PATH },
  loaders: [async () => ({ page: createStoryPage() })],
  render: (args, { loaded }) => <OneTapHarness page={pageOf(loaded)} {...args} />,
  parameters: { simulator: { scenario: 'provider-demo', seed: 1 } },
} satisfies Meta<OneTapArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What One Tap says when it could not go on (the toast area is an alert region too). */
const oneTapAlert = (root: HTMLElement) =>
  waitFor(() => {
    const alert = root.querySelector<HTMLElement>('[data-google-one-tap] [role="alert"]');
    expect(alert).not.toBeNull();
    return alert!;
  });

/** The One Tap calls the story's simulation answered. */
const oneTapCalls = () =>
  (currentBrowserSimulation()?.transcript.entries ?? []).flatMap((entry) =>
    entry.kind === 'http' && entry.path.includes('/onetap/') ? [entry.path] : [],
  );

/** 'Continue with Google', in the texts the story shows. */
const continueWithGoogle = (main: LoginStrings['main']) =>
  formatMessage(main.continueWithProvider, { provider: 'Google' });

/** Discovery flow: the floating prompt at the top right of the page, offering the browser's Google account. */
export const FloatingPrompt: Story = {
  play: async ({ canvas, globals }) => {
    const { main } = storyTexts(globals).login;
    await screen(canvas, main.signUpOrLogIn);
    expect(canvas.getByRole('button', { name: continueWithGoogle(main) })).toBeVisible();
    const prompt = await promptOn(document.body, 'Use');
    expect(prompt).toHaveAttribute('data-simulated-google-one-tap', 'floating');
    expect(within(prompt).getByRole('button', { name: 'Continue as Ada Lovelace' })).toBeVisible();
    expect(within(prompt).getByText('ada@acme-capital.example')).toBeVisible();
    // Floating: Google draws it on the page, not in the widget.
    expect(canvas.queryByRole('dialog')).toBeNull();
    expect(oneTapCalls()).toEqual(['/sdk/v1/b2b/oauth/google/onetap/start']);
  },
};

/** Under React StrictMode (effects run, are cleaned up, and run again) there is still one prompt, not two. */
export const StrictModeOnePrompt: Story = {
  name: 'Strict mode: one prompt',
  render: (args, { loaded }) => (
    <StrictMode>
      <OneTapHarness page={pageOf(loaded)} {...args} />
    </StrictMode>
  ),
  play: async ({ canvas, globals }) => {
    await screen(canvas, storyTexts(globals).login.main.signUpOrLogIn);
    await promptOn(document.body, 'Use');
    // Long enough for a second prompt to come up, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('[data-simulated-google-one-tap]')).toHaveLength(1);
  },
};

/**
 * Organization flow, embedded: the legacy prompt (FedCM's cannot be embedded) drawn inside the widget,
 * under 'Continue with Google'.
 */
export const EmbeddedPrompt: Story = {
  args: { config: organization({ oneTapDisplay: 'embedded', oneTapForceLegacyEmbedded: true }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    await screen(canvas, formatMessage(main.continueTo, { organizationName: 'Acme Capital' }));
    const prompt = await promptOn(canvasElement, 'Sign in to');
    expect(prompt).toHaveAttribute('data-simulated-google-one-tap', 'embedded');
    expect(within(prompt).getByRole('button', { name: 'Continue as Ada Lovelace' })).toBeVisible();
    expect(document.querySelector('[data-simulated-google-one-tap="floating"]')).toBeNull();
  },
};

/** The project has no Google client: the start answers an empty client id, and nothing is prompted. */
export const StartError: Story = {
  parameters: { simulator: { scenario: 'provider-no-one-tap', seed: 1 } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main, oneTap } = storyTexts(globals).login;
    await screen(canvas, main.signUpOrLogIn);
    const alert = await oneTapAlert(canvasElement);
    expect(alert).toHaveTextContent(formatMessage(oneTap.couldNotLoad, { reason: 'oauth_config_not_found' }));
    expect(alert).toHaveTextContent(oneTap.noOAuthClient);
    // The documentation link in the developer message is a link.
    expect(within(alert).getByRole('link', { name: 'https://stytch.com/dashboard/oauth' })).toHaveAttribute(
      'href',
      'https://stytch.com/dashboard/oauth',
    );
    expect(document.querySelector('[data-simulated-google-one-tap]')).toBeNull();
  },
};

/** The member closes the prompt: Google reports it skipped (user_cancel), and the widget says so. */
export const PromptSkipped: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const { main, oneTap } = storyTexts(globals).login;
    await screen(canvas, main.signUpOrLogIn);
    const prompt = await promptOn(document.body, 'Use');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Close' }));
    const alert = await oneTapAlert(canvasElement);
    expect(alert.textContent).toBe(formatMessage(oneTap.couldNotLoad, { reason: 'user_cancel' }));
    expect(prompt).not.toBeInTheDocument();
    // 'Continue with Google' still works the usual way.
    expect(canvas.getByRole('button', { name: continueWithGoogle(main) })).toBeEnabled();
  },
};

/**
 * A discovery login by One Tap, with PKCE required: 'Continue as Ada Lovelace', the discovery submit (a fresh
 * PKCE challenge), the redirect it answers (recorded, then opened as the browser would), the widget
 * authenticating the discovery_oauth token on /authenticate with the stored verifier, Ada's organizations,
 * one picked, 'Success!'.
 */
export const DiscoveryLogin: Story = {
  parameters: {
    simulator: {
      scenario: {
        name: 'provider-pkce-one-tap',
        description: 'The identity provider requiring PKCE, with Google One Tap',
        seed: 1,
        emulators: ['provider-luds-pkce'],
      },
    },
  },
  play: async ({ canvas, args, loaded, globals }) => {
    const { main, discovery, loggedIn } = storyTexts(globals).login;
    const page = pageOf(loaded);
    await screen(canvas, main.signUpOrLogIn);
    const prompt = await promptOn(document.body, 'Use');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continue as Ada Lovelace' }));
    await waitFor(() => expect(page.state.assigned).toHaveLength(1));
    expect(prompt).not.toBeInTheDocument();
    const redirect = new URL(page.state.assigned[0]!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${location.origin}/authenticate`);
    expect(redirect.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    expect(oneTapCalls()).toEqual([
      '/sdk/v1/b2b/oauth/google/onetap/start',
      '/sdk/v1/b2b/oauth/google/onetap/discovery/submit',
    ]);

    page.open(redirect.href);
    await screen(canvas, discovery.heading);
    await userEvent.click(canvas.getByRole('button', { name: 'Acme Capital' }));
    await screen(canvas, loggedIn.success);
    expect(args.onEvent).toHaveBeenCalledWith({ type: 'flowComplete' });
  },
};

/** Google beside another product: the Google button shows, One Tap does not (no start call, no prompt). */
export const HiddenWithAnotherProduct: Story = {
  args: { config: { ...discovery(), products: ['google_oauth', 'magic_link'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { main } = storyTexts(globals).login;
    await screen(canvas, main.signUpOrLogIn);
    expect(canvas.getByRole('button', { name: continueWithGoogle(main) })).toBeVisible();
    expect(canvas.getByRole('button', { name: main.continueWithEmail })).toBeVisible();
    // Give a start call time to be made, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(oneTapCalls()).toEqual([]);
    expect(document.querySelector('[data-simulated-google-one-tap]')).toBeNull();
    expect(canvasElement.querySelector('[data-google-one-tap]')).toBeNull();
  },
};
