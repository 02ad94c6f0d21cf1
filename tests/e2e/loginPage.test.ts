import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  logIn,
  loginPageTakenOver,
  magicLink,
  openPage,
  settle,
  startE2eApp,
  type E2eApp,
} from '../support/e2e';

/**
 * The login page (app/login/, issue 40) as the built site serves it: the widget's first screen is in the HTML,
 * and the standalone widget takes it over without changing an element or a pixel.
 */

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** What the page said on its console, uncaught errors included: the login page says nothing. */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/**
 * Holds the project's bootstrap until released: its answer shows the provider's watermark under the card, which
 * the build-time render cannot know of, so the takeover is compared before it.
 */
async function holdBootstrap(page: Page) {
  const held: Route[] = [];
  await page.route('**/projects/bootstrap/**', (route) => void held.push(route));
  return { release: () => Promise.all(held.map((route) => route.continue())) };
}

/** Fonts in, two frames drawn: the page as a member sees it. */
async function drawn(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settle(page);
}

/**
 * How many pixels of two PNG pictures of the same size differ, and by how much at most (a channel's units),
 * decoded by the browser itself on a blank page (the app's policy lets no data: address be fetched).
 */
async function differentPixels(page: Page, first: Buffer, second: Buffer) {
  const blank = await page.context().newPage();
  const difference = await blank.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [one, two] = await Promise.all([pixels(a!), pixels(b!)]);
      if (one.width !== two.width || one.height !== two.height)
        return { sizes: `${one.width}x${one.height} and ${two.width}x${two.height}`, count: -1, most: 0 };
      let count = 0;
      let most = 0;
      for (let i = 0; i < one.data.length; i += 4) {
        let delta = 0;
        for (let c = 0; c < 4; c++) delta = Math.max(delta, Math.abs(one.data[i + c]! - two.data[i + c]!));
        if (delta > 0) count++;
        most = Math.max(most, delta);
      }
      return { sizes: `${one.width}x${one.height}`, count, most };
    },
    [first.toString('base64'), second.toString('base64')],
  );
  await blank.close();
  return difference;
}

describe('the login page', () => {
  it('is the widget’s first screen in HTML, taken over by the login page’s own code alone, silently', async () => {
    const target = await openPage(app, 'login-page-takeover');
    const { page } = target;
    const said = consoleOf(page);
    try {
      const html = await (await fetch(`${app.url}/`)).text();
      expect(/<div id="root">(.*)<\/div>/s.exec(html)?.[1], 'the first screen is in the HTML').toContain(
        'Continue with email',
      );

      const bootstrap = await holdBootstrap(page);
      const response = await page.goto(`${app.url}/`);
      expect(response?.headers()['content-security-policy']).toBe(app.policy);
      await loginPageTakenOver(page);
      // Nothing of the app's React build: the page's scripts are the login page's own.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      );
      const appEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(
        await (await fetch(`${app.url}/dashboard`)).text(),
      )?.[1];
      expect(appEntry).toBeDefined();
      expect(scripts).not.toContain(appEntry);

      await bootstrap.release();
      await page.getByRole('img', { name: 'Stytch' }).waitFor();
      expect(target.cspViolations).toEqual([]);
      expect(said).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it.each([375, 1280])(
    'has the same elements and pixels from HTML as once the widget took over, %i px',
    async (width) => {
      const target = await openPage(app, `login-page-pixels-${width}`);
      const { page } = target;
      try {
        await page.setViewportSize({ width, height: 900 });
        const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        // The first paint: the HTML and its styles, no script run.
        await page.route('**/*.js', (route) => route.abort());
        await page.goto(`${app.url}/`);
        await drawn(page);
        const firstPaint = await shot();
        const fromHtml = await page.locator('#root').innerHTML();
        await page.unroute('**/*.js');

        await holdBootstrap(page);
        await page.goto(`${app.url}/`);
        await loginPageTakenOver(page);
        await drawn(page);
        const takenOverShot = await shot();
        expect(await page.locator('#root').innerHTML()).toBe(fromHtml);

        const difference = await differentPixels(page, firstPaint, takenOverShot);
        if (difference.count !== 0) {
          const dir = path.join(ARTIFACTS_DIR, `login-page-pixels-${width}`);
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, 'first-paint.png'), firstPaint);
          writeFileSync(path.join(dir, 'taken-over.png'), takenOverShot);
        }
        expect(difference).toEqual({ sizes: difference.sizes, count: 0, most: 0 });
      } finally {
        await target.close();
      }
    },
  );

  it('keeps what a member typed before the widget took over, and where they were typing', async () => {
    const target = await openPage(app, 'login-page-typed-early');
    const { page } = target;
    const said = consoleOf(page);
    try {
      // The page's scripts wait until the member has typed into the screen drawn from HTML.
      const held: Route[] = [];
      let typed = false;
      await page.route('**/assets/*.js', (route) => (typed ? route.continue() : void held.push(route)));
      // Not to its load event, which waits for the page's scripts.
      await page.goto(`${app.url}/`, { waitUntil: 'commit' });
      const email = page.getByLabel('Email', { exact: true });
      await email.fill('early.typist@genios-e2e.example');
      // The widget loads its next screens once its first screen's effects ran, its heading's focus among them.
      const effectsRan = page.waitForRequest(/\/assets\/next-[^/]+\.js$/);
      typed = true;
      await Promise.all(held.map((route) => route.continue()));
      await effectsRan;
      await settle(page);
      expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await email.inputValue()).toBe('early.typist@genios-e2e.example');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      expect(await magicLink(app, 'early.typist@genios-e2e.example')).toContain('/authenticate?');
      expect(said).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('sends the e-mail of a member who pressed Continue before the widget took over, never in the address', async () => {
    const target = await openPage(app, 'login-page-pressed-early');
    const { page } = target;
    const said = consoleOf(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      // The page's code has run and waits for its configuration: the screen is the HTML's, not yet the widget's.
      const entryRan = page.waitForRequest((request) => request.url().endsWith('/config.json'));
      await page.route('**/config.json', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${app.url}/`, { waitUntil: 'commit' });
      await entryRan;
      await page.getByLabel('Email', { exact: true }).fill('early.presser@genios-e2e.example');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      expect(page.url(), 'the form was not sent the browser’s way').toBe(`${app.url}/`);
      release();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      expect(await magicLink(app, 'early.presser@genios-e2e.example')).toContain('/authenticate?');
      expect(said).toEqual([]);
    } finally {
      release();
      await target.close();
    }
  });

  it('logs in by magic link, then loads /dashboard whole; a member with a session goes there from / at once', async () => {
    const target = await openPage(app, 'login-page-journey');
    const { page } = target;
    const said = consoleOf(page);
    try {
      await page.goto(`${app.url}/`);
      await loginPageTakenOver(page);
      await logIn(app, target, { email: 'lin.login-page@genios-e2e.example' });
      expect(new URL(page.url()).search, 'the token left the address').toBe('');
      // A full load, not a move inside one page: the document itself is /dashboard's.
      const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name);
      expect(new URL(loaded).pathname).toBe('/dashboard');
      await page.getByRole('heading', { name: 'Getting Started' }).waitFor();

      for (const address of ['/', '/authenticate']) {
        await page.goto(`${app.url}${address}`);
        await page.waitForURL(`${app.url}/dashboard`);
      }
      await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
      expect(target.cspViolations).toEqual([]);
      expect(said).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
