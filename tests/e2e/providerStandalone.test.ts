import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN, DEMO_SECRET } from '../../simulator/emulators/provider/seed';
import { serveBuiltApp } from '../../simulator/server';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { expectAccessible } from '../support/e2e';
import { backendCall, sdkCall, startProviderProcess, type ProviderProcess } from '../support/providerProcess';

/**
 * `npm run provider` as an integrator runs it: the emulator alone in a child process, and the integrator's page
 * (the standalone widget) served from another origin. The page logs in once its redirect URL is configured,
 * and gets a clear 400 naming the URL (and a developer hint) while it is not. The console lists what the
 * emulator holds, escapes hostile names, and revokes a session from the keyboard.
 */

const { ada } = DEMO_PEOPLE;
let page: Server;
let pageOrigin: string;
let browser: Browser;
const providers: ProviderProcess[] = [];

/** The integrator's page on 127.0.0.1, pointed (config.json) at the emulator's origin, set per test. */
let providerUrl = '';
beforeAll(async () => {
  const serve = serveBuiltApp({
    dir: inject('e2eWidgetDist'),
    config: () => ({ providerBaseUrl: providerUrl, providerPublicToken: DEMO_PUBLIC_TOKEN }),
  });
  page = createServer((request, response) => serve(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(providers.map((provider) => provider.stop('SIGKILL')));
  await new Promise((resolve) => page?.close(resolve));
});

async function startProvider(args: string[] = []) {
  const provider = await startProviderProcess(args);
  providers.push(provider);
  providerUrl = provider.url;
  return provider;
}

/** A fresh profile on the integrator's page, with the developer log collected. */
async function openWidget() {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  const tab = await context.newPage();
  const warnings: string[] = [];
  tab.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await tab.goto(`${pageOrigin}/`);
  await tab.getByLabel('Email', { exact: true }).fill(ada.email);
  await tab.getByRole('button', { name: 'Continue with email' }).click();
  return { tab, warnings };
}

const latestLink = async (url: string, to: string) => {
  const messages = (await (await fetch(`${url}/__inbox.json`)).json()) as { to: string; links: string[] }[];
  return messages.find((message) => message.to === to && message.links.length > 0)!.links[0]!;
};

describe('an app on another origin', () => {
  it('is refused with a 400 naming its redirect URL, and a developer hint, until the URL is configured', async () => {
    // Allowing its origin lets its calls through (CORS), but configures no redirect URL.
    const provider = await startProvider(['--allow-origin', pageOrigin]);
    const sent = await sdkCall(provider.url, '/b2b/magic_links/email/discovery/send', {
      email_address: ada.email,
      discovery_redirect_url: `${pageOrigin}/`,
    });
    expect(sent.status).toBe(400);
    expect(sent.json).toMatchObject({
      error_type: 'invalid_discovery_redirect_url',
      error_message: `${pageOrigin}/ is not a discovery redirect URL configured in the project`,
    });

    const { tab, warnings } = await openWidget();
    await tab.getByText('We were unable to send a passcode to the entered email address.', { exact: false }).waitFor();
    expect(warnings.join('\n')).toContain(
      `Add ${pageOrigin}/ to the project's discovery redirect URLs: for the local emulator, genios-provider --redirect-url ${pageOrigin}/`,
    );
    await tab.context().close();
  });

  it('logs in by magic link once its redirect URL is configured', async () => {
    const provider = await startProvider(['--redirect-url', `${pageOrigin}/`]);
    const { tab, warnings } = await openWidget();
    await tab.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = await latestLink(provider.url, ada.email);
    expect(link.startsWith(`${pageOrigin}/?`)).toBe(true);
    await tab.goto(link);
    await tab.getByRole('button', { name: 'Acme Capital' }).click();
    await tab.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(warnings).toEqual([]);
    await tab.context().close();
  });
});

describe('the console', () => {
  const HOSTILE = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;
  let provider: ProviderProcess;
  let tab: Page;
  let sessionToken: string;
  beforeAll(async () => {
    provider = await startProvider();
    const project = /project id:\s+(\S+)/.exec(provider.output())![1]!;
    const created = await backendCall(
      provider.url,
      { id: project, secret: DEMO_SECRET },
      'POST',
      '/v1/b2b/organizations',
      {
        organization_name: HOSTILE,
      },
    );
    expect(created.status).toBe(200);
    const state = (await (await fetch(`${provider.url}/__inbox/state.json`)).json()) as {
      maps: { organizations: [string, { organization_slug: string }][] };
    };
    const acme = state.maps.organizations.find(([, org]) => org.organization_slug === 'acme-capital')![0];
    const login = await sdkCall(provider.url, '/b2b/passwords/authenticate', {
      organization_id: acme,
      email_address: ada.email,
      password: ada.password,
      session_duration_minutes: 60,
    });
    sessionToken = login.json.data!.session_token as string;
    tab = await (await browser.newContext()).newPage();
    tab.on('dialog', (dialog) => void dialog.dismiss());
    await tab.goto(`${provider.url}/__inbox`);
  });
  afterAll(() => tab?.context().close());

  it('lists organizations, members, sessions and requests in tables, hostile names as text', async () => {
    await tab.getByRole('heading', { level: 1, name: 'Provider emulator console' }).waitFor();
    for (const name of ['Organizations', 'Members', 'Sessions', 'State', 'Messages', 'Last requests']) {
      await tab.getByRole('heading', { level: 2, name }).waitFor();
    }
    await tab.getByRole('cell', { name: HOSTILE, exact: true }).waitFor();
    expect(await tab.title()).toBe('Provider emulator console');
    expect(await tab.locator('img, script').count()).toBe(0);
    await tab.getByRole('cell', { name: '/v1/b2b/organizations', exact: true }).waitFor();
    await expectAccessible(tab, 'the provider console');
  });

  it('revokes a session from the keyboard: the list loses it and its token stops working', async () => {
    // Another site can post a form here, but not with the page's token: refused.
    const foreign = await fetch(`${provider.url}/__inbox/sessions/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ session_id: 'any' }),
    });
    expect(foreign.status).toBe(403);
    const label = `Revoke the session of ${ada.email} in Acme Capital`;
    const revoke = tab.getByRole('button', { name: label });
    await revoke.waitFor();
    // Tab from the top of the page until the button has the focus, as a keyboard user would.
    for (let presses = 0; !(await revoke.evaluate((button) => button === document.activeElement)); presses++) {
      expect(presses, 'the Revoke button is reachable by Tab').toBeLessThan(100);
      await tab.keyboard.press('Tab');
    }
    expect(await revoke.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
    await Promise.all([tab.waitForURL(`${provider.url}/__inbox#sessions`), tab.keyboard.press('Enter')]);
    await tab.getByText('No live sessions.').waitFor();
    const after = await sdkCall(provider.url, '/b2b/sessions/authenticate', {}, sessionToken);
    expect(after.status).toBe(404);
  });
});
