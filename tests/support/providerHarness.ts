import { createHash, createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import { expect } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createB2BClient, type B2BClient, type B2BClientOptions } from '../../src/login/provider/b2bClient';
import { CALLS } from '../../src/login/provider/calls';
import { DEFAULT_COOKIE_NAMES, INTERMEDIATE_TOKEN_LIFETIME_MS } from '../../src/login/provider/cookies';
import { SDK_VERSION, type Telemetry } from '../../src/login/provider/http';
import { pkceStorageKey } from '../../src/login/provider/pkceStore';
import { STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';
import type { ClientState } from '../../src/login/provider/sessionState';
import { simulatorHandlers } from '../../simulator/browser/handlers';
import type { Scenario } from '../../simulator/core/scenario';
import { Simulation } from '../../simulator/core/simulation';
import { emulatorRegistry } from '../../simulator/emulators';
import { allowAppOrigins, DEMO_PUBLIC_TOKEN, type ProviderEmulator } from '../../simulator/emulators/provider';
import type { Member, Organization } from '../../simulator/emulators/provider/state';

/**
 * The real provider client in Node, against the provider emulator: the client's own fetch reaches the
 * simulation through MSW (the simulator's browser adapter, as in a page), and the page around the client
 * (document.cookie, localStorage, location.assign) is an in-memory stand-in a test inspects after every step.
 */

/** The API origin the client is configured with; MSW hands every simulated path on it to the simulation. */
export const PROVIDER_ORIGIN = 'https://provider.genios.test';
/** The page the client runs on (not local development, so cookies are Secure). */
export const APP_ORIGIN = 'https://app.genios.test';
export const APP_HOSTNAME = 'app.genios.test';
export const LOGIN_REDIRECT = `${APP_ORIGIN}/authenticate`;
export const SIGNUP_REDIRECT = `${APP_ORIGIN}/signup`;
export const RESET_REDIRECT = `${APP_ORIGIN}/reset`;
export const COOKIE = DEFAULT_COOKIE_NAMES;
/** Monday 6 January 2025, 09:00:07 UTC: seven seconds into a 30-second TOTP step. */
export const START_TIME = Date.UTC(2025, 0, 6, 9, 0, 7);
export const MINUTE = 60_000;

/** One cookie as the page holds it, with the attributes the client wrote. */
export interface StoredCookie {
  value: string;
  expires: number;
  attributes: string[];
}

/**
 * document.cookie for one page: the client writes Set-Cookie strings and reads `name=value; …`. Expired
 * cookies (by the virtual clock) are dropped, as a browser drops them; every write is kept for inspection.
 */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();
  readonly writes: string[] = [];

  constructor(private readonly clock: VirtualClock) {}

  get = (): string =>
    this.live()
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');

  set = (cookie: string): void => {
    this.writes.push(cookie);
    const [pair = '', ...attributes] = cookie.split('; ');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const expiresAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
    const expires = expiresAttribute ? Date.parse(expiresAttribute.slice('expires='.length)) : Infinity;
    if (expires <= this.clock.now()) this.cookies.delete(name);
    else this.cookies.set(name, { value, expires, attributes });
  };

  /** The live cookies' values by name (decoded). */
  values(): Record<string, string> {
    return Object.fromEntries(this.live().map(([name, cookie]) => [name, decodeURIComponent(cookie.value)]));
  }

  private live(): [string, StoredCookie][] {
    return [...this.cookies].filter(([, cookie]) => cookie.expires > this.clock.now());
  }
}

/** localStorage for one browser. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string): string | null => this.items.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.items.set(key, value);
  removeItem = (key: string): void => void this.items.delete(key);
}

/** Deterministic PKCE randomness (a new verifier per pair), so runs do not depend on the machine's. */
export function pkceWords(seed: number) {
  let pairs = 0;
  return (count: number) => {
    pairs += 1;
    return Uint32Array.from({ length: count }, (_, i) => (i * 2654435761 + pairs * 40503 + seed * 97) >>> 0);
  };
}

/** base64url(SHA-256(verifier)) with node:crypto, to check the client's challenge independently. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** RFC 4648 base32, decoded here rather than with the emulator's helper. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes = Math.floor(bits.length / 8);
  return Buffer.from(Array.from({ length: bytes }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2)));
}

/** RFC 6238 (HMAC-SHA-1, 30-second steps, 6 digits) with node:crypto, independent of the emulator's code. */
export function totpCode(secretBase32: string, timeMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / 30)));
  const mac = createHmac('sha1', base32Bytes(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

type ClientOverrides = Partial<Omit<B2BClientOptions, 'environment' | 'publicToken' | 'baseUrl' | 'telemetry'>>;

export interface HarnessOptions {
  /** A registered emulator: 'provider' (default), 'provider-captcha', 'provider-ad-blocked', 'provider-luds-pkce'. */
  emulator?: string;
  /** A whole scenario instead; its first emulator must be a provider. */
  scenario?: Scenario;
  /** Options for the first page's client on top of the harness's (captchaToken, dfpTelemetryId, onLogout, …). */
  client?: ClientOverrides;
}

/** One page (a tab, or another device) running its own client, and what it holds. */
export interface Page {
  client: B2BClient;
  jar: CookieJar;
  storage: MemoryStorage;
  /** URLs the client sent the browser to (location.assign). */
  navigations: string[];
  warnings: string[];
  errors: string[];
  /** What the client persisted in local storage (null when signed out). */
  storedState(): ClientState | null;
  /** The stored PKCE pair, if any. */
  storedPkce(): { code_challenge: string; code_verifier: string } | null;
}

/** A request the client sent, with the headers the provider reads. */
export interface SentRequest {
  method: string;
  url: string;
  authorization: string | null;
  sdkClient: string | null;
  parentHost: string | null;
  contentType: string | null;
}

/** Basic auth as the provider reads it: [user, password]. */
export const basicAuth = (header: string | null): [string, string] => {
  const decoded = atob((header ?? '').replace(/^Basic /, ''));
  const colon = decoded.indexOf(':');
  return [decoded.slice(0, colon), decoded.slice(colon + 1)];
};

/** A page running the real client against a fresh simulation; `stop()` closes MSW and every page's client. */
export async function startProviderHarness(options: HarnessOptions = {}) {
  const clock = new VirtualClock(START_TIME);
  const emulatorName = options.scenario?.emulators?.[0] ?? options.emulator ?? 'provider';
  const scenario: Scenario = options.scenario ?? {
    name: `provider-integration-${emulatorName}`,
    description: 'The real provider client against the provider emulator',
    seed: 1,
    emulators: [emulatorName],
  };
  const simulation = new Simulation({ scenario, clock, registry: emulatorRegistry });
  const provider = simulation.emulator<ProviderEmulator>(emulatorName);
  await provider.ready;
  // The app's pages are configured in the project, as a developer lists the app's URLs in the dashboard: the
  // provider mails and redirects to no other.
  allowAppOrigins(simulation, [APP_ORIGIN]);
  provider.allowRedirectUrls(SIGNUP_REDIRECT, RESET_REDIRECT);

  const server = setupServer(...simulatorHandlers(simulation));
  server.listen({ onUnhandledRequest: 'error' });
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      sdkClient: request.headers.get('x-sdk-client'),
      parentHost: request.headers.get('x-sdk-parent-host'),
      contentType: request.headers.get('content-type'),
    });
  });

  const pages: Page[] = [];
  const stateKey = `${STATE_KEY_PREFIX}${DEMO_PUBLIC_TOKEN}`;
  const pkceKey = pkceStorageKey(DEMO_PUBLIC_TOKEN);

  /**
   * A page with its own client. Pass the `jar` and `storage` of an earlier page to reload it (same browser);
   * leave them out for another device.
   */
  async function openPage(
    overrides: ClientOverrides = {},
    browser?: { jar: CookieJar; storage: MemoryStorage },
  ): Promise<Page> {
    const jar = browser?.jar ?? new CookieJar(clock);
    const storage = browser?.storage ?? new MemoryStorage();
    const navigations: string[] = [];
    const warnings: string[] = [];
    const errors: string[] = [];
    let event = 0;
    const telemetry = (): Telemetry => ({
      event_id: `event-${++event}`,
      app_session_id: 'app-session-1',
      persistent_id: 'persistent-1',
      client_sent_at: new Date(clock.now()).toISOString(),
      timezone: 'UTC',
      app: { identifier: APP_HOSTNAME },
      sdk: { identifier: 'genios-web', version: SDK_VERSION },
    });
    const client: B2BClient = createB2BClient({
      calls: CALLS,
      publicToken: DEMO_PUBLIC_TOKEN,
      baseUrl: PROVIDER_ORIGIN,
      environment: {
        cookies: { get: jar.get, set: jar.set },
        storage,
        onStorage: () => () => undefined,
        hostname: APP_HOSTNAME,
        origin: APP_ORIGIN,
        clock,
        random: seededRandom(1),
      },
      telemetry,
      navigate: (url) => void navigations.push(url),
      randomWords: pkceWords(pages.length + 1),
      isBrowser: true,
      page: {},
      warn: (message) => void warnings.push(message),
      error: (message) => void errors.push(message),
      ...overrides,
    });
    // PKCE decisions wait for the project's configuration: let it arrive before the test starts a flow.
    await client.bootstrap.getAsync();
    const page: Page = {
      client,
      jar,
      storage,
      navigations,
      warnings,
      errors,
      storedState: () => {
        const raw = storage.getItem(stateKey);
        return raw ? (JSON.parse(raw) as ClientState) : null;
      },
      storedPkce: () => {
        const raw = storage.getItem(pkceKey);
        return raw ? (JSON.parse(raw) as { code_challenge: string; code_verifier: string }) : null;
      },
    };
    pages.push(page);
    return page;
  }

  const first = await openPage(options.client);
  const { state } = provider;

  const org = (slug: string): Organization => state.organizationBySlug(slug) ?? fail(`No organization ${slug}`);
  const member = (email: string, slug: string): Member =>
    state.memberByEmail(org(slug).organization_id, email) ?? fail(`No member ${email} in ${slug}`);

  const latestTo = (to: string) => simulation.inbox.latestTo(to) ?? fail(`Nothing in the inbox for ${to}`);

  /** The link in the newest message to an address: the URL, its token and token type. */
  const mailedLink = (to: string) => {
    const link = new URL(latestTo(to).links[0] ?? fail(`No link in the newest message to ${to}`));
    return { link, token: link.searchParams.get('token')!, type: link.searchParams.get('stytch_token_type') };
  };

  /** The 6-digit code in the newest message to an address. */
  const mailedCode = (to: string) =>
    /\b(\d{6})\b/.exec(latestTo(to).text)?.[1] ?? fail(`No code in the newest message to ${to}`);

  /** A browser visit that does not follow redirects. */
  const visit = (url: string) => fetch(url, { redirect: 'manual' });

  /**
   * The browser at a start URL the client navigated to: the provider redirects to the simulated identity
   * provider's page, the member picks the account `email` there, and the callback redirects back to the app.
   * Returns the page and the app URL the browser lands on.
   */
  const signInAtIdp = async (startUrl: string, email: string) => {
    const started = await visit(startUrl);
    if (started.status !== 302) fail(`The start answered ${started.status}: ${await started.text()}`);
    const idpPage = new URL(started.headers.get('location')!, startUrl);
    const shown = await visit(idpPage.href);
    const html = await shown.text();
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    const href =
      hrefs.find((candidate) => new URL(candidate, idpPage).searchParams.get('email') === email) ??
      fail(`The identity provider page offers no account ${email}`);
    const back = await visit(new URL(href, idpPage).href);
    if (back.status !== 302) fail(`The callback answered ${back.status}: ${await back.text()}`);
    return { idpPage, status: shown.status, html, landing: new URL(back.headers.get('location')!) };
  };

  return {
    ...first,
    clock,
    simulation,
    provider,
    state,
    sent,
    openPage,
    org,
    member,
    mailedLink,
    mailedCode,
    visit,
    signInAtIdp,
    /** The HTTP exchanges the simulation answered, in order (method, path, status, body received). */
    exchanges: () =>
      simulation.transcript.entries.flatMap((entry) =>
        entry.kind === 'http'
          ? [{ method: entry.method, path: entry.path, status: entry.status, request: entry.request }]
          : [],
      ),
    stop() {
      for (const page of pages) page.client.stop();
      server.close();
    },
  };
}

export type ProviderHarness = Awaited<ReturnType<typeof startProviderHarness>>;

function fail(message: string): never {
  throw new Error(message);
}

/** Cookie expiry as the client writes it: whole seconds (toUTCString). */
const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/** Signed out: no state in memory or storage, no session or intermediate cookie. */
export function expectSignedOut(page: Page): void {
  expect(page.client.state.client).toBeNull();
  expect(page.storedState()).toBeNull();
  expect(page.jar.values()).toEqual({});
}

/**
 * Between a primary factor and a session (section 4): state cleared, session cookies removed, the
 * intermediate token stored in its cookie for 10 minutes (SameSite=Lax, path /, Secure off localhost).
 */
export function expectIntermediate(page: Page, token: string, now: number): void {
  expect(token).not.toBe('');
  expect(page.client.state.client).toBeNull();
  expect(page.storedState()).toBeNull();
  expect(page.jar.values()).toEqual({ [COOKIE.intermediate]: token });
  const cookie = page.jar.cookies.get(COOKIE.intermediate)!;
  expect(cookie.expires).toBe(wholeSeconds(now + INTERMEDIATE_TOKEN_LIFETIME_MS));
  expect(cookie.attributes.slice(1)).toEqual(['SameSite=Lax', 'path=/', 'Secure']);
}

// An authenticate answer is read deep in assertions; typing it fully would restate the wire shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any>;

/**
 * Signed in (section 4): member, organization and session stored in memory and local storage, the session
 * token and JWT in cookies expiring with the session, the intermediate cookie removed.
 */
export function expectSession(page: Page, answer: Answer): ClientState {
  const client = page.client.state.client;
  expect(client).not.toBeNull();
  expect(client).toEqual({
    member: answer.member,
    organization: answer.organization,
    session: answer.member_session,
  });
  expect(page.storedState()).toEqual(client);
  expect(page.jar.values()).toEqual({ [COOKIE.session]: answer.session_token, [COOKIE.jwt]: answer.session_jwt });
  const expires = Date.parse(answer.member_session.expires_at);
  for (const name of [COOKIE.session, COOKIE.jwt]) {
    const cookie = page.jar.cookies.get(name)!;
    expect(cookie.expires).toBe(expires);
    expect(cookie.attributes.slice(1)).toEqual(['SameSite=Lax', 'path=/', 'Secure']);
  }
  return client!;
}
