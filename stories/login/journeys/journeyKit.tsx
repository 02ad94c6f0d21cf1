import { expect, userEvent } from 'storybook/test';
import type { Clock } from '../../../src/core/clock';
import type { IntegratorConfig } from '../../../src/login/flow';
import { currentBrowserSimulation } from '../../../simulator/browser';
import type { SimResponse } from '../../../simulator/core/types';
import type { ProviderEmulator } from '../../../simulator/emulators/provider';
import { base32Decode, hotp, TOTP_STEP_SECONDS } from '../../../simulator/emulators/provider/totp';
import { createStoryPage, WidgetHarness, type StoryPage, type WidgetHarnessProps } from '../widgetStory';

/**
 * Whole journeys through the assembled widget: the story's page (its address, its visits), the pages the
 * browser is sent to (SSO starts), and the member's side of the journey: the inbox, the authenticator app,
 * the identity provider's sign-in page. Everything runs against the provider emulator of the story's
 * simulation (parameters.simulator), a fresh one per story.
 */

/** What a journey story's loader hands the render and the play function. */
export interface Journey {
  page: StoryPage;
  /** Every URL the provider client sent the browser to (SSO and OAuth starts), in order. */
  navigations: string[];
  /** The widget's clock when the story steps time itself (countdowns), else the real one. */
  clock?: Clock;
}

/** A loader: the page at `path`, an empty navigation log and, when given, the widget's clock. */
export const journeyLoader =
  ({ path, clock }: { path?: string; clock?: () => Clock } = {}) =>
  async () => ({ journey: { page: createStoryPage(path), navigations: [], clock: clock?.() } satisfies Journey });

export const journeyOf = (loaded: Record<string, unknown>) => loaded.journey as Journey;

export type JourneyArgs = Omit<WidgetHarnessProps, 'page'>;

/** The widget on the story's page, in the toolbar's modes, where the client sends the browser recorded in the journey. */
export const JourneyHarness = ({ journey, ...props }: JourneyArgs & { journey: Journey }) => (
  <WidgetHarness
    page={journey.page}
    navigate={(url) => journey.navigations.push(url)}
    clock={journey.clock}
    {...props}
  />
);

export const renderJourney = (args: JourneyArgs, { loaded }: { loaded: Record<string, unknown> }) => (
  <JourneyHarness journey={journeyOf(loaded)} {...args} />
);

/**
 * The demo provider, seeded per story. Tokens come from the seeded random, and the widget remembers every
 * token the page has spent (module-wide, so that StrictMode cannot send one twice): two stories of a file
 * with one seed and the same calls would mail the same magic link, and the second story's would be ignored.
 */
export const providerDemo = (seed: number) => ({ simulator: { scenario: 'provider-demo', seed } });

/** Integrator configurations the journeys use; redirects come back to the story's own origin. */
export const discoveryConfig = (products: IntegratorConfig['products'] = ['magic_link']): IntegratorConfig => ({
  products,
  authFlowType: 'Discovery',
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/authenticate` },
  ssoOptions: {
    loginRedirectURL: `${location.origin}/authenticate`,
    signupRedirectURL: `${location.origin}/authenticate`,
  },
});

export const organizationConfig = (slug: string, products: IntegratorConfig['products']): IntegratorConfig => ({
  products,
  authFlowType: 'Organization',
  organizationSlug: slug,
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { loginRedirectURL: `${location.origin}/authenticate` },
  ssoOptions: {
    loginRedirectURL: `${location.origin}/authenticate`,
    signupRedirectURL: `${location.origin}/authenticate`,
  },
});

/** The running simulation (parameters.simulator on the story). */
export function simulation() {
  const running = currentBrowserSimulation();
  if (!running) throw new Error('No simulation runs: set parameters.simulator on the story');
  return running;
}

export async function providerState() {
  const provider = simulation().emulator<ProviderEmulator>('provider');
  await provider.ready;
  return provider.state;
}

/** The 6-digit code in the newest text message to a phone number (E.164), from the development inbox. */
export function textedCode(phone: string): string {
  const message = simulation().inbox.latestTo(phone);
  if (message?.channel !== 'sms') throw new Error(`No text message to ${phone}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in the newest text message to ${phone}`);
  return code;
}

/** How many messages the development inbox holds for an address or number. */
export const messagesTo = (to: string) =>
  simulation()
    .inbox.list()
    .filter((message) => message.to === to).length;

/**
 * What an authenticator app shows now for a secret as the widget displays it (lower case, in groups of 4).
 * TOTP runs on the simulation's clock, as the emulator checks it.
 */
export async function authenticatorAppCode(shownSecret: string): Promise<string> {
  const secret = shownSecret.replace(/\s+/g, '').toUpperCase();
  const counter = Math.floor(simulation().clock.now() / 1000 / TOTP_STEP_SECONDS);
  return hotp(base32Decode(secret), counter);
}

/** The browser at a URL of the simulation (a GET without cookies), answered by the emulators directly. */
async function visit(url: URL): Promise<SimResponse> {
  return simulation().http({
    method: 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { accept: 'text/html' },
    cookies: {},
    body: { kind: 'none' },
  });
}

const redirectTarget = (response: SimResponse, from: URL) => {
  const target = response.headers?.location;
  if (response.status !== 302 || !target)
    throw new Error(`Expected a redirect from ${from.href}, got ${response.status}`);
  return new URL(target, from);
};

/**
 * The member's browser after an SSO start: the provider sends it to the simulated identity provider's page,
 * the member picks the account `email` there, and the callback sends the browser back to the app. Returns
 * the identity provider page's HTML and the app URL the browser lands on (token in the query).
 */
export async function signInAtIdentityProvider(startUrl: string, email: string) {
  const start = new URL(startUrl);
  const idp = redirectTarget(await visit(start), start);
  const page = await visit(idp);
  const html = String(page.body);
  const unescape = (text: string) => text.replace(/&amp;/g, '&');
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => new URL(unescape(match[1]!), idp));
  // One of the accounts listed, or the page's form with another address typed in.
  let account = hrefs.find((href) => href.searchParams.get('email') === email);
  if (!account) {
    const action = /<form method="get" action="([^"]*)"/.exec(html)?.[1];
    const visitId = /name="visit" value="([^"]*)"/.exec(html)?.[1];
    if (!action || !visitId) throw new Error('The identity provider page has no sign-in form');
    account = new URL(unescape(action), idp);
    account.search = new URLSearchParams({ visit: unescape(visitId), email }).toString();
  }
  return { html, landing: redirectTarget(await visit(account), account) };
}

// ---------------------------------------------------------------------------------------------------------
// Keyboard only

/** The element holding the focus, looked up through open shadow roots. */
export const focused = () => document.activeElement as HTMLElement | null;

/** A focus indicator is drawn: an outline wider than 0 that is not 'none', or a box shadow. */
export function expectVisibleFocus(element: HTMLElement) {
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
  expect(
    outline || shadow,
    `${element.tagName} "${element.textContent ?? ''}" shows no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`,
  ).toBe(true);
}

/**
 * Tab (or Shift+Tab) until `target` holds the focus: the control is reachable from the keyboard. Every
 * control passed on the way, inside the widget, must show its focus indicator.
 */
export async function tabTo(target: HTMLElement, { backwards = false, max = 25 } = {}) {
  for (let presses = 0; focused() !== target; presses++) {
    if (presses >= max) throw new Error(`${target.tagName} "${target.textContent ?? ''}" is not reachable by Tab`);
    await userEvent.tab({ shift: backwards });
    const now = focused();
    if (now && now.closest('[data-login-widget]')) expectVisibleFocus(now);
  }
  expect(target).toHaveFocus();
  expectVisibleFocus(target);
}

/** Tab to a control and press Enter on it. */
export async function activate(target: HTMLElement, options?: { backwards?: boolean }) {
  await tabTo(target, options);
  await userEvent.keyboard('{Enter}');
}

/** Tab to a field and type into it from the keyboard. */
export async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard(text);
}
