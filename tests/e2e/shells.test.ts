/**
 * The signed-in pages' shells (issue 40): each page paints from the HTML the build wrote, with nothing of any
 * member's in it, and React takes it over without a mismatch; a visitor without a session reaches the login page.
 */
import type { ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openPage, settle, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const ORGANIZATION_REQUEST = '/api/1/users/self/organization';

/** Each page behind a session, with the heading its shell shows. */
const SHELLS = [
  { address: '/dashboard', heading: 'Getting Started' },
  { address: '/chat', heading: 'Chat' },
  { address: '/output/output-1', heading: 'Output' },
] as const;

/**
 * Every console message the page prints while `visit` runs (React's hydration warnings are console errors), as
 * `type: text`; but Chromium's own line for a page answered with an error status (the not-found page's 404).
 */
async function consoleDuring(target: E2ePage, visit: () => Promise<void>): Promise<string[]> {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const pageStatus = message.location().url === target.page.url() && /^Failed to load resource/.test(message.text());
    if (!pageStatus) messages.push(`${message.type()}: ${message.text()}`);
  };
  target.page.on('console', onConsole);
  try {
    await visit();
  } finally {
    target.page.off('console', onConsole);
  }
  return messages;
}

/**
 * Keeps the page's first heading as the HTML parser made it, before any script of the page runs (an init
 * script's listener runs when parsing ends, before the page's deferred modules): React keeps that very element
 * when it takes the shell over, and replaces it when the first render did not match.
 */
const KEEP_SHELL_HEADING = () =>
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { shellHeading?: Element | null }).shellHeading = document.querySelector('h1');
  });
const shellHeadingKept = (target: E2ePage) =>
  target.page.evaluate(() => {
    const kept = (window as unknown as { shellHeading?: Element | null }).shellHeading;
    return !!kept && kept.isConnected && kept === document.querySelector('h1');
  });

describe('without a session', () => {
  let target: E2ePage;
  beforeAll(async () => {
    target = await openPage(app, 'shells-signed-out');
  });
  afterAll(() => target?.close());

  it.each(['/dashboard', '/dashboard?chat=chat-1', '/chat', '/chat?chat=chat-1', '/output/output-1', '/output'])(
    '%s leaves for the login page at /, asking nothing of a member',
    async (address) => {
      const asked: string[] = [];
      const onRequest = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
      target.page.on('request', onRequest);
      try {
        await target.page.goto(`${app.url}${address}`);
        await target.page.waitForURL(`${app.url}/`);
      } finally {
        target.page.off('request', onRequest);
      }
      expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
      expect(target.pageErrors).toEqual([]);
    },
  );

  it('the not-found page is taken over without a mismatch or a console message, its answer a 404', async () => {
    await target.context.addInitScript(KEEP_SHELL_HEADING);
    const messages = await consoleDuring(target, async () => {
      const response = await target.page.goto(`${app.url}/no/such/page`);
      expect(response?.status()).toBe(404);
      await target.page.getByText('/no/such/page').waitFor();
    });
    expect(await shellHeadingKept(target)).toBe(true);
    expect(messages).toEqual([]);
  });
});

describe('with a session', () => {
  const member = { email: 'shells@shell-capital.example', company: 'Shellbright Holdings', question: 'Any moat?' };
  let target: E2ePage;
  let chatAddress: string;
  let outputAddress: string;
  beforeAll(async () => {
    target = await openPage(app, 'shells-signed-in');
    await logIn(app, target, { email: member.email });
    const { page } = target;
    await page.getByLabel('Company name').fill(member.company);
    await page.getByRole('button', { name: 'Create pitch' }).click();
    await page.waitForURL(/\/dashboard\?chat=/);
    chatAddress = new URL(page.url()).search;
    const input = page.getByLabel('Ask anything');
    await input.fill(member.question);
    await input.press('Enter');
    await page.getByText(member.question).waitFor();
    await page.getByRole('button', { name: 'Go to Genios Output' }).click();
    await page.waitForURL(/\/output\/output-\d+$/);
    outputAddress = new URL(page.url()).pathname;
    await target.context.addInitScript(KEEP_SHELL_HEADING);
  });
  afterAll(() => target?.close());

  it("each page's HTML is its shell, with nothing of the member's in it", async () => {
    const addresses = [
      ...SHELLS.map(({ address }) => address),
      `/dashboard${chatAddress}`,
      `/chat${chatAddress}`,
      outputAddress,
    ];
    const organization = await target.page.evaluate(async (request) => {
      const response = await fetch(request, { credentials: 'include' });
      return ((await response.json()) as { organization_name: string }).organization_name;
    }, ORGANIZATION_REQUEST);
    for (const address of addresses) {
      // The member's own request, cookies and all: a static file answers it the same as anyone's.
      const response = await target.context.request.get(`${app.url}${address}`);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toMatch(/<div id="root"><style data-emotion/);
      for (const data of [member.email, member.company, member.question, organization, chatAddress.slice(6)])
        expect(html.includes(data), `${address} holds "${data}"`).toBe(false);
    }
  });

  it.each(SHELLS)('$address paints its shell with no script at all', async ({ address, heading }) => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${app.url}${address}`);
      await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each(['/dashboard', '/chat', '/output/{uid}', '/no/such/page'])(
    '%s is taken over by React without a mismatch, and prints nothing to the console',
    async (address) => {
      const { page } = target;
      // The member's data waits until the takeover is checked: once it is in, a page may draw anew what its shell
      // showed (the output page's connected view is another tree than its shell's).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const organizationRequest = `**${ORGANIZATION_REQUEST}`;
      await page.route(organizationRequest, async (route) => {
        await released;
        await route.continue();
      });
      let kept = false;
      try {
        const messages = await consoleDuring(target, async () => {
          const organization =
            address === '/no/such/page'
              ? undefined
              : page.waitForResponse((response) => response.url().endsWith(ORGANIZATION_REQUEST));
          await page.goto(`${app.url}${address.replace('/output/{uid}', outputAddress)}`);
          await page.waitForFunction(() =>
            Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
          );
          kept = await shellHeadingKept(target);
          release();
          // Not networkidle: the time zone's worker script, a blob, counts as a request that never ends.
          await organization;
          await settle(page);
        });
        expect(messages).toEqual([]);
      } finally {
        release();
        await page.unroute(organizationRequest);
      }
      expect(kept, "the shell's heading is the one React took over").toBe(true);
      expect(new URL(page.url()).pathname).not.toBe('/');
      expect(target.pageErrors).toEqual([]);
      expect(target.cspViolations).toEqual([]);
    },
  );

  // Last: it logs the member out.
  it('a button pressed before React took the shell over acts once it has: Logout on /chat', async () => {
    const { page } = target;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let chunkAsked = () => {};
    const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
    // The page's code held back: the shell shows, the entry has run, React has not taken the page over.
    const chatPageCode = /\/assets\/ChatPage-[^/]*\.js$/;
    await page.route(chatPageCode, async (route) => {
      chunkAsked();
      await released;
      await route.continue();
    });
    try {
      const entryRan = page.waitForRequest((request) => request.url().endsWith('/config.json'));
      await page.goto(`${app.url}/chat`, { waitUntil: 'commit' });
      await Promise.all([asked, entryRan]);
      await page.getByRole('button', { name: 'Logout' }).click();
      expect(new URL(page.url()).pathname, 'held until the page is taken over').toBe('/chat');
      release();
      await page.waitForURL(`${app.url}/`);
    } finally {
      release();
      await page.unroute(chatPageCode);
    }
    expect(target.pageErrors).toEqual([]);
  });
});
