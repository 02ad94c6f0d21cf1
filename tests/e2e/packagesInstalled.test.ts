import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveBuiltApp } from '../../simulator/server';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { SESSION_COOKIES } from '../support/e2e';
import { installHost, packPackages, run, throwawayFolder } from '../support/packedHosts';
import { startProviderProcess, type ProviderProcess } from '../support/providerProcess';

/**
 * Issue 39's acceptance: @genios/login and @genios/provider-emulator as integrators receive them, from their
 * `npm pack` tarballs (packed once per run), installed in three apps in a throwaway folder outside the repository:
 * (a) a Vite + React 19 + TypeScript app (tests/e2e/hosts/react) rendering `LoginWidget` from `./react` among its
 * own providers under StrictMode; (b) a page with no framework and no build step (tests/e2e/widget-page) using
 * `<genios-login>` from the package's `dist/`, copied beside it; (c) a Node server (tests/e2e/hosts/node) with the
 * provider's official SDK, `stytch`, which also installs the emulator and runs its command. A member logs in
 * through (a) and (b) in Chromium, in the brand colour each gives as `theme.colors.primary`, and (c) authenticates
 * each session the browser holds.
 */

/** The emulator's project file, which the Node host runs it with: its keys, its one organization and member. */
const PROJECT = JSON.parse(readFileSync(path.join(import.meta.dirname, 'hosts/node/project.json'), 'utf8')) as {
  project_id: string;
  public_token: string;
  secrets: [string];
  organizations: [{ organization_name: string; members: [{ email_address: string }] }];
};
const ORGANIZATION = PROJECT.organizations[0].organization_name;
const MEMBER = PROJECT.organizations[0].members[0].email_address;
/** The brand colour both pages give as `theme.colors.primary`, and how the browser computes it. */
const BRAND = { hex: '#0B5D4B', rgb: 'rgb(11, 93, 75)' };

/** Guards against a hang on a busy 2-core machine, never speed checks: packing alone took 170 s under load. */
const SETUP_GUARD_MS = 15 * 60_000;
const STEP_GUARD_MS = 5 * 60_000;

let folder: string | undefined;
const hosts = { react: '', page: '', node: '' };
const servers: Server[] = [];
let emulator: ProviderProcess | undefined;
let browser: Browser | undefined;
/** `tsc` in the React host, started once it is installed: it runs while the pages are driven. */
let typeCheck: Promise<string>;
/** The React app's page, and the page with the element. */
let reactPage: string;
let elementPage: string;

/** A host's files behind a static server, its /config.json pointing its pages at the emulator; its origin. */
async function serve(dir: string): Promise<string> {
  const files = serveBuiltApp({
    dir,
    config: () => ({
      providerBaseUrl: emulator!.url,
      providerPublicToken: PROJECT.public_token,
      brandColor: BRAND.hex,
    }),
  });
  const server = createServer((request, response) => files(request, response, () => response.writeHead(404).end()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

beforeAll(async () => {
  folder = await throwawayFolder();
  let start = performance.now();
  const tarballs = await packPackages(path.join(folder, 'tarballs'));
  const timings = [`packed in ${since(start)}`];
  start = performance.now();
  const login = { '@genios/login': tarballs.login };
  [hosts.react, hosts.page, hosts.node] = await Promise.all([
    installHost(folder, 'hosts/react', {
      registry: [
        'react',
        'react-dom',
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
      ],
      tarballs: login,
    }),
    installHost(folder, 'widget-page', { tarballs: login }),
    installHost(folder, 'hosts/node', {
      registry: ['stytch'],
      tarballs: { '@genios/provider-emulator': tarballs.emulator },
    }),
  ]);
  timings.push(`three hosts installed in ${since(start)}`);
  start = performance.now();
  typeCheck = run(path.join(hosts.react, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], hosts.react);
  // Its test awaits it; a failure here must not also surface as an unhandled rejection.
  typeCheck.catch(() => {});
  // No bundler on this page: its integrator copies the package's dist/ as it is to where the page loads it from.
  await cp(path.join(hosts.page, 'node_modules/@genios/login/dist'), path.join(hosts.page, 'widget'), {
    recursive: true,
  });
  await run(path.join(hosts.react, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], hosts.react);
  const [reactOrigin, pageOrigin] = await Promise.all([serve(path.join(hosts.react, 'dist')), serve(hosts.page)]);
  [reactPage, elementPage] = [`${reactOrigin}/`, `${pageOrigin}/element.html`];
  [emulator, browser] = await Promise.all([
    startProviderProcess(['--project', 'project.json', '--redirect-url', reactPage, '--redirect-url', elementPage], {
      file: path.join(hosts.node, 'node_modules/.bin/genios-provider'),
      args: [],
      cwd: hosts.node,
    }),
    chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true }),
  ]);
  timings.push(`built and started in ${since(start)}`);
  console.warn(`packagesInstalled: ${timings.join(', ')}`);
}, SETUP_GUARD_MS);

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The newest magic link the emulator "e-mailed" the member for a page, from its inbox (/__inbox.json). */
function magicLink(address: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const inbox = (await (await fetch(`${emulator!.url}/__inbox.json`)).json()) as {
        to: string;
        links: string[];
        sentAt: number;
      }[];
      const link = inbox
        .filter((message) => message.to === MEMBER)
        .sort((a, b) => b.sentAt - a.sentAt)
        .flatMap((message) => message.links)
        .find((candidate) => candidate.startsWith(`${address}?`));
      if (!link) throw new Error(`no magic link to ${address} for ${MEMBER} in the emulator's inbox`);
      return link;
    },
    { timeout: 60_000, interval: 200 },
  );
}

/** The Node host's server authenticates a browser's session with the official SDK, by its token and by its JWT. */
async function authenticate(session: { token: string; jwt: string }) {
  const printed = await run(
    process.execPath,
    ['authenticate.mjs', emulator!.url, PROJECT.project_id, PROJECT.secrets[0], session.token, session.jwt],
    hosts.node,
  );
  return JSON.parse(printed) as Record<'byToken' | 'byJwt', { email: string; organization: string; session: string }>;
}

/**
 * A member logs in by magic link on a host's page, in a fresh profile: the Continue button in the brand colour,
 * the host's page told of each step, no error; then the Node host authenticates the session the browser holds.
 * Returns the session's id.
 */
async function expectLogInThrough(address: string, brand?: (page: Page) => Promise<void>): Promise<string> {
  const context = await browser!.newContext();
  context.setDefaultTimeout(60_000);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => void errors.push(error.message));
    // The hosts have no favicon, which the browser asks for anyway: a 404 of the host's, none of the widget's.
    const widgetError = (message: ConsoleMessage) =>
      message.type() === 'error' && !message.location().url.endsWith('/favicon.ico');
    page.on('console', (message) => void (widgetError(message) && errors.push(message.text())));
    await page.goto(address);
    await brand?.(page);
    const proceed = page.getByRole('button', { name: 'Continue with email' });
    await expect
      .poll(() => proceed.evaluate((button) => getComputedStyle(button).backgroundColor), {
        message: 'the Continue button in theme.colors.primary',
      })
      .toBe(BRAND.rgb);
    await page.getByLabel('Email', { exact: true }).fill(MEMBER);
    await proceed.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    // The host writes down what the widget tells it (a callback, a DOM event), a page at a time.
    const events = page.locator('#events li');
    expect(await events.allTextContents()).toEqual(['success magicLinks.email.discovery.send']);
    await page.goto(await magicLink(address));
    await page.getByRole('button', { name: ORGANIZATION }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(await events.allTextContents()).toEqual([
      'success magicLinks.discovery.authenticate',
      'success discovery.intermediateSessions.exchange',
      'flow-complete',
    ]);
    expect(errors).toEqual([]);

    const cookies = new Map((await context.cookies(address)).map(({ name, value }) => [name, value]));
    const [token, jwt] = SESSION_COOKIES.map((name) => decodeURIComponent(cookies.get(name) ?? ''));
    const answers = await authenticate({ token: token!, jwt: jwt! });
    const member = { email: MEMBER, organization: ORGANIZATION, session: expect.stringMatching(/^member-session-/) };
    expect(answers.byToken).toEqual(member);
    expect(answers.byJwt).toEqual({ ...member, session: answers.byToken.session });
    return answers.byToken.session;
  } finally {
    await context.close();
  }
}

describe('the packages installed from their tarballs', () => {
  let reactSession: string;

  it(
    'logs a member in through LoginWidget in a React 19 host, and its server authenticates the session',
    async () => {
      reactSession = await expectLogInThrough(reactPage);
    },
    STEP_GUARD_MS,
  );

  it(
    'logs a member in through <genios-login> on a page with no build step, and its server authenticates the session',
    async () => {
      const brand = (page: Page) =>
        page.locator('genios-login').evaluate((login, primary) => {
          (login as HTMLElement & { theme: unknown }).theme = { colors: { primary } };
        }, BRAND.hex);
      const pageSession = await expectLogInThrough(elementPage, brand);
      expect(pageSession).not.toBe(reactSession);
    },
    STEP_GUARD_MS,
  );

  it(
    "type-checks the React host against the package's declarations with tsc --strict",
    async () => {
      // Its tsconfig.json: strict, without skipLibCheck, so the package's .d.ts files are checked too.
      expect(await typeCheck).toBe('');
    },
    STEP_GUARD_MS,
  );
});

describe('a wrong use is told what is wrong', () => {
  it('@genios/login/react in a host without React names the missing peer', async () => {
    const failure = await run(
      process.execPath,
      ['--input-type=module', '-e', "import '@genios/login/react';"],
      hosts.page,
    )
      .then(() => 'imported')
      .catch((error: Error) => error.message);
    expect(failure).toContain(
      `Cannot find package 'react' imported from ${path.join(hosts.page, 'node_modules/@genios/login/dist/')}`,
    );
  });

  it('genios-provider with bad flags refuses to start, naming each', async () => {
    const command = path.join(hosts.node, 'node_modules/.bin/genios-provider');
    const failure = await run(command, ['--port', 'nope', '--bogus'], hosts.node).then(
      () => new Error('started'),
      (error: Error) => error,
    );
    expect(failure.message).toContain(`Unknown option '--bogus'`);
    expect(failure.message).toContain(`--port: "nope" is not a whole number from 0 to 65535`);
    expect((failure.cause as { code?: number }).code).toBe(2);
  });
});
