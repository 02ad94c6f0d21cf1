/**
 * End-to-end harness: the production build of the app served by the node simulator server (demo scenario,
 * real HTTP, real WebSockets, the strict Content-Security-Policy), driven in Debian's Chromium through
 * playwright-core. Screenshots of each step at the three widths land in test-results/e2e/.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { realClock } from '../../src/core/clock';
import type { AssistantEmulator } from '../../simulator/emulators/assistant';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';
import { demoScenario } from '../../simulator/scenarios';
import {
  appContentSecurityPolicy,
  sameOriginServices,
  serveBuiltApp,
  startSimulatorServer,
  type SimulatorServer,
} from '../../simulator/server';
import { chromiumArgs, chromiumPath } from './chromium';

const root = path.resolve(import.meta.dirname, '../..');
export const ARTIFACTS_DIR = path.join(root, 'test-results/e2e');
/** The widths every step is photographed at: a phone, a tablet, a laptop. */
export const SCREENSHOT_WIDTHS = [375, 768, 1280] as const;
const VIEWPORT = { width: 1280, height: 900 };

/** The cookies the provider client keeps the session in (src/login/provider/cookies.ts). */
export const SESSION_COOKIES = ['stytch_session', 'stytch_session_jwt'] as const;

export interface E2eApp {
  /** The one origin of the app, the API, the sockets, the provider and the inbox. */
  url: string;
  server: SimulatorServer;
  browser: Browser;
  /** The Content-Security-Policy the server sends with the app's pages. */
  policy: string;
  /** The emulated assistant service, to push events into a chat or an output as the real service would. */
  assistant(): AssistantEmulator;
  close(): Promise<void>;
}

/** A build served as `npm start -- --dist` serves it: behind a fresh demo simulator, under the app's policy. */
export const serveBuild = (dist: string): Promise<SimulatorServer> =>
  startSimulatorServer({
    scenario: demoScenario,
    clock: realClock,
    port: 0,
    log: false,
    app: serveBuiltApp({
      dir: dist,
      config: (origin) => ({ ...sameOriginServices(origin), providerPublicToken: DEMO_PUBLIC_TOKEN }),
    }),
    contentSecurityPolicy: (origin) => appContentSecurityPolicy(sameOriginServices(origin)),
  });

/** Serves the build the global setup made (or `dist`) behind a fresh demo simulator, and starts Chromium. */
export async function startE2eApp(dist: string = inject('e2eDist')): Promise<E2eApp> {
  const server = await serveBuild(dist);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: server.url,
    server,
    browser,
    policy: appContentSecurityPolicy(sameOriginServices(server.url)),
    assistant: () => server.simulation.emulator<AssistantEmulator>('assistant'),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export interface E2ePage {
  page: Page;
  context: BrowserContext;
  /** Every Content-Security-Policy violation the page reported (event or console). */
  cspViolations: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Photographs the page at each width (then goes back to 1280 px): test-results/e2e/{name}/NN-{step}-{width}.png. */
  shoot(step: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenPageOptions {
  /**
   * Ignore the Content-Security-Policy: the XSS corpus test checks that the app itself never turns text into
   * markup, which the policy would otherwise hide by refusing the payloads' scripts.
   */
  bypassCSP?: boolean;
}

/** A fresh browser profile (no cookies, no storage) with CSP violations and page errors collected. */
export async function openPage(app: E2eApp, name: string, options: OpenPageOptions = {}): Promise<E2ePage> {
  const context = await app.browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: 'reduce',
  });
  // Generous: under `npm test` the stories and browser projects share the two cores.
  context.setDefaultTimeout(30_000);
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  await context.exposeBinding('__e2eCspViolation', (_source, text: string) => void cspViolations.push(text));
  // Playwright's init scripts are not page scripts: the policy does not apply to them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => void pageErrors.push(error.message));

  // Each run's photographs replace the last run's.
  const dir = path.join(ARTIFACTS_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return {
    page,
    context,
    cspViolations,
    pageErrors,
    async shoot(label: string) {
      step += 1;
      const prefix = `${String(step).padStart(2, '0')}-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
      const size = page.viewportSize() ?? VIEWPORT;
      for (const width of SCREENSHOT_WIDTHS) {
        await page.setViewportSize({ width, height: size.height });
        await settle(page);
        await jumpToNewest(page);
        await page.screenshot({
          path: path.join(dir, `${prefix}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      }
      await page.setViewportSize(size);
      await settle(page);
      await jumpToNewest(page);
    },
    close: () => context.close(),
  };
}

/**
 * A resize re-wraps the chat's messages and can leave its list short of the end, offering 'N new messages':
 * take that jump, so the photograph (and the steps after it) see the newest message as a reader would.
 */
async function jumpToNewest(page: Page) {
  const jump = page.getByRole('button', { name: /^\d+ new messages?$/ });
  if (await jump.isVisible()) {
    await jump.click();
    await settle(page);
  }
}

/** Two animation frames: layout and paint after a resize or a state change. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

// ---------------------------------------------------------------------------------------------------------------
// Logging in

export interface LogInOptions {
  email: string;
  /** The discovered organization to pick; without it a new organization is created. */
  organization?: string;
  /** Called at each step of the login (photographs, axe): 'login', 'check-your-email', 'discovery'. */
  atEachStep?: (step: string) => Promise<void>;
}

/**
 * Logs in as a member would, through the login widget: the e-mail in its discovery form ('Continue with
 * email'), 'Check your email', the magic link from the development inbox (/__inbox.json), then the
 * organization picked (or, without one, created); ends on /dashboard.
 */
export async function logIn(
  app: Pick<E2eApp, 'url'>,
  target: Pick<E2ePage, 'page'>,
  options: LogInOptions,
): Promise<void> {
  const { page } = target;
  await page.goto(`${app.url}/`);
  const form = page.getByRole('button', { name: 'Continue with email' });
  await loginPageTakenOver(page);
  await options.atEachStep?.('login');

  await page.getByLabel('Email', { exact: true }).fill(options.email);
  await form.click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await options.atEachStep?.('check-your-email');

  await page.goto(await magicLink(app, options.email));
  const success = page.getByRole('heading', { name: 'Success!' });
  const pick = options.organization
    ? page.getByRole('button', { name: new RegExp(escapeRegExp(options.organization)) })
    : page.getByRole('button', { name: 'Create an organization' });
  await pick
    .or(success)
    .or(page.getByRole('heading', { name: 'Getting Started' }))
    .first()
    .waitFor();
  await options.atEachStep?.('discovery');
  if (await pick.isVisible()) await pick.click();
  await page.waitForURL(`${app.url}/dashboard`);
}

/**
 * The login page's first screen is drawn from HTML before the widget takes it over (app/login/): once it has, its
 * heading has the focus (a form sent before then would be the browser's, not the widget's).
 */
export const loginPageTakenOver = (page: Page) =>
  // A wait of the page's own, not expect.poll: logIn runs in hooks too (beforeAll), where Vitest has no expect.poll.
  page.waitForFunction(() => document.activeElement?.textContent === 'Sign up or log in', undefined, {
    timeout: 30_000,
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest magic link the simulator "e-mailed" to an address, read from the development inbox. */
export async function magicLink(app: Pick<E2eApp, 'url'>, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${app.url}/__inbox.json`);
    const messages = (await response.json()) as { to: string; links: string[]; sentAt: number }[];
    const link = messages
      .filter((message) => message.to === email && message.links.length > 0)
      .sort((a, b) => b.sentAt - a.sentAt)[0]?.links[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No magic link for ${email} in the development inbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The session's tokens stay in their cookies: never in local or session storage, never in the address.
 * Returns the session token (for checking its revocation later).
 */
export async function expectNoTokenLeak(target: E2ePage): Promise<string> {
  const cookies = await target.context.cookies();
  const tokens = cookies
    .filter((cookie) => (SESSION_COOKIES as readonly string[]).includes(cookie.name))
    .map((cookie) => decodeURIComponent(cookie.value))
    .filter((value) => value.length > 0);
  expect(tokens.length, 'the session cookies are set').toBe(SESSION_COOKIES.length);
  const stored = await target.page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
  const address = decodeURIComponent(target.page.url());
  for (const token of tokens) {
    expect(stored.includes(token), 'a session token is in web storage').toBe(false);
    expect(address.includes(token), 'a session token is in the address').toBe(false);
  }
  expect(new URL(target.page.url()).searchParams.has('token'), 'the magic-link token left the address').toBe(false);
  return tokens[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Accessibility

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is. The engine is evaluated through the DevTools protocol rather than added
 * as a <script> element, which the page's Content-Security-Policy (rightly) refuses as an inline script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}

/** Fails with axe's findings, one line each, when the page has any. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}
