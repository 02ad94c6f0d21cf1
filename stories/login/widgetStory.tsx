import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { proxy } from 'valtio/vanilla';
import { expect, waitFor, type within } from 'storybook/test';
import { realClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import type { IntegratorConfig } from '../../src/login/flow';
import type { LoginStrings } from '../../src/login/groups/catalogue';
import { createB2BClient, type B2BClient, type B2BClientOptions } from '../../src/login/provider/b2bClient';
import { CALLS } from '../../src/login/provider/calls';
import { SDK_VERSION } from '../../src/login/provider/http';
import { WidgetShell, type WidgetShellProps } from '../../src/login/widget';
import { useStoryModes, useWidgetModes } from '../../.storybook/modes';
import { currentBrowserSimulation } from '../../simulator/browser';
import { DEMO_PUBLIC_TOKEN, type ProviderEmulator } from '../../simulator/emulators/provider';
import { base32Decode, hotp, TOTP_STEP_SECONDS } from '../../simulator/emulators/provider/totp';

/**
 * The whole widget against the provider emulator, over the network: the story's `parameters.simulator`
 * starts MSW in the page, and a real provider client talks to it at the page's own origin. Each story gets
 * its own cookies and local storage, so no session leaks from one story into the next.
 */

/** document.cookie for one story: Set-Cookie strings in, `name=value; …` out, expired cookies dropped. */
function memoryCookies() {
  const jar = new Map<string, string>();
  return {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie: string) => {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now();
      if (expired) jar.delete(pair.slice(0, equals));
      else jar.set(pair.slice(0, equals), pair.slice(equals + 1));
    },
  };
}

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface StoryClientOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The page's fetch (answered by the simulation) unless replaced. */
  fetch?: B2BClientOptions['fetch'];
  /** Where OAuth, SSO and One Tap redirects go; nowhere by default. */
  navigate?: B2BClientOptions['navigate'];
}

/** The real provider client, configured as an integrator would: the page's origin and the demo project's token. */
export function createStoryClient({ storage = memoryStorage(), fetch, navigate }: StoryClientOptions = {}): B2BClient {
  let event = 0;
  return createB2BClient({
    calls: CALLS,
    fetch,
    publicToken: DEMO_PUBLIC_TOKEN,
    baseUrl: location.origin,
    environment: {
      cookies: memoryCookies(),
      storage,
      onStorage: () => () => undefined,
      hostname: location.hostname,
      origin: location.origin,
      clock: realClock,
      random: seededRandom(1),
    },
    telemetry: () => ({
      event_id: `story-event-${++event}`,
      app_session_id: 'story-session',
      persistent_id: 'story-persistent',
      client_sent_at: new Date().toISOString(),
      timezone: 'UTC',
      app: { identifier: location.hostname },
      sdk: { identifier: 'genios-web', version: SDK_VERSION },
    }),
    // OAuth and SSO would leave the page: the story stays.
    navigate: navigate ?? (() => undefined),
    // One client per story, not a second one on the page: the multiple-clients warning is for real pages.
    page: {},
  });
}

/**
 * The host page around the widget: its address, which the flow rewrites when it spends a token, and the
 * visits a story makes (opening a magic link loads the page afresh, so the widget mounts again).
 */
export function createStoryPage(path = '/login') {
  const page = proxy({ href: `${location.origin}${path}`, visit: 0, assigned: [] as string[] });
  return {
    state: page,
    /** Loads `url` as the browser would after a click in the e-mail: a new visit of the page. */
    open(url: string) {
      page.href = url;
      page.visit += 1;
    },
    location: {
      get href() {
        return page.href;
      },
      replace: (url: string) => {
        page.href = url;
      },
      assign: (url: string) => {
        page.assigned.push(url);
      },
    },
  };
}
export type StoryPage = ReturnType<typeof createStoryPage>;

export const storyOrigin = () => location.origin;

export interface WidgetHarnessProps extends Omit<WidgetShellProps, 'client' | 'location' | 'storage' | 'config'> {
  config: IntegratorConfig;
  page: StoryPage;
  /** Where the client's redirects (OAuth, SSO and One Tap starts) go; nowhere by default (the story stays). */
  navigate?: StoryClientOptions['navigate'];
}

/**
 * The widget on the story's page, with the story's own client, in the toolbar's modes; each visit of the page
 * mounts it again.
 */
export function WidgetHarness({ page, navigate, ...props }: WidgetHarnessProps) {
  const modes = useWidgetModes(props);
  const [storage] = useState(memoryStorage);
  const [client] = useState(() => createStoryClient({ storage, navigate }));
  useEffect(() => () => client.stop(), [client]);
  const { visit } = useSnapshot(page.state);
  // The widget reads its texts once, when it mounts: a locale picked in the toolbar mounts it afresh.
  const { locale } = useStoryModes();
  return (
    <WidgetShell
      key={`${visit} ${locale}`}
      client={client}
      location={page.location}
      storage={storage}
      {...props}
      theme={modes.theme}
      strings={modes.strings}
    />
  );
}

/** The running simulation's provider emulator and development inbox. */
function simulation() {
  const running = currentBrowserSimulation();
  if (!running) throw new Error('No simulation runs: set parameters.simulator on the story');
  return running;
}

const newestTo = (email: string) => {
  const message = simulation().inbox.latestTo(email);
  if (!message) throw new Error(`Nothing in the simulated inbox for ${email}`);
  return message;
};

/** The magic link in the newest e-mail to an address. */
export const mailedLink = (email: string): string => {
  const link = newestTo(email).links[0];
  if (!link) throw new Error(`No link in the newest e-mail to ${email}`);
  return link;
};

/** The 6-digit code in the newest e-mail to an address. */
export const mailedCode = (email: string): string => {
  const code = /\b(\d{6})\b/.exec(newestTo(email).text)?.[1];
  if (!code) throw new Error(`No code in the newest e-mail to ${email}`);
  return code;
};

/** What the member's authenticator app shows now, for a member with an app enrolled in an organization. */
export async function authenticatorCode(email: string, organizationSlug: string): Promise<string> {
  const running = simulation();
  const { state } = running.emulator<ProviderEmulator>('provider');
  const organization = state.organizationBySlug(organizationSlug);
  const member = organization && state.memberByEmail(organization.organization_id, email);
  if (!member?.totp) throw new Error(`${email} has no authenticator app in ${organizationSlug}`);
  const counter = Math.floor(running.clock.now() / 1000 / TOTP_STEP_SECONDS);
  return hotp(base32Decode(member.totp.secret), counter);
}

// ---------------------------------------------------------------------------------------------------------
// What a whole-widget story checks, in the texts of its mode (storyTexts(globals).login)

export type Canvas = ReturnType<typeof within>;

/** The screen's heading, once it is up and holds the focus (every screen takes it when it appears). */
export async function screen(canvas: Canvas, name: string | RegExp) {
  const heading = await canvas.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** The success view: its heading, its text, and the flow-complete event. */
export async function loggedIn(canvas: Canvas, onEvent: unknown, { loggedIn: texts }: LoginStrings) {
  await screen(canvas, texts.success);
  expect(canvas.getByText(texts.loggedIn)).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith({ type: 'flowComplete' });
}

/**
 * The time left ('9:59') in an OTP countdown's text, read through the locale's 'expires in {time}' template;
 * null while it shows something else (the expired text).
 */
export function countdownTime(text: string, { expiresIn }: LoginStrings['otpEntry']): string | null {
  const [before = '', after = ''] = expiresIn.split('{time}');
  const end = text.indexOf(after, before.length);
  return text.startsWith(before) && end > 0 ? text.slice(before.length, end) : null;
}

/** A CSS colour as the browser computes it ('#10181D' is 'rgb(16, 24, 29)'): a theme's colour, to compare with what is drawn. */
export function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}
