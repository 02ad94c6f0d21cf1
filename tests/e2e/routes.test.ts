import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, logIn, openPage, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

/** Every protected address, with and without the parameters the pages read. */
const PROTECTED = [
  '/dashboard',
  '/dashboard?chat=chat-1',
  '/chat',
  '/chat?chat=chat-1',
  '/output/output-1',
  '/output/',
  '/output',
];

describe('without a session', () => {
  let target: E2ePage;
  beforeAll(async () => {
    target = await openPage(app, 'gating');
  });
  afterAll(() => target?.close());

  it.each(PROTECTED)('%s redirects to the login page at /', async (address) => {
    await target.page.goto(`${app.url}${address}`);
    await target.page.waitForURL(`${app.url}/`);
    await target.shoot(`gated ${address}`);
    expect(await target.context.cookies()).toEqual([]);
  });

  it('an unknown address shows the not-found page (accessible)', async () => {
    const { page } = target;
    const response = await page.goto(`${app.url}/no/such/page`);
    // 404.html, the not-found page's shell, answers every address that is no page and no file.
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toBe(app.policy);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('/no/such/page').waitFor();
    await expectAccessible(page, 'the 404 page');
    await target.shoot('not-found');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });

  it('a missing asset is a 404, not the app', async () => {
    const response = await fetch(`${app.url}/assets/missing-chunk.js`);
    expect(response.status).toBe(404);
  });
});

describe('with a session', () => {
  let target: E2ePage;
  beforeAll(async () => {
    target = await openPage(app, 'routes-signed-in');
    await logIn(app, target, { email: 'grace.routes@genios-e2e.example' });
  });
  afterAll(() => target?.close());

  it('the login page sends a member on to /dashboard', async () => {
    await target.page.goto(`${app.url}/`);
    await target.page.waitForURL(`${app.url}/dashboard`);
    await target.page.goto(`${app.url}/authenticate`);
    await target.page.waitForURL(`${app.url}/dashboard`);
  });

  it.each(['/output/', '/output'])('an empty output uid (%s) goes to /dashboard', async (address) => {
    await target.page.goto(`${app.url}${address}`);
    await target.page.waitForURL(`${app.url}/dashboard`);
    await target.page.getByRole('heading', { name: 'Getting Started' }).waitFor();
  });

  it('a page fetches the other pages once it has painted', async () => {
    const { page } = target;
    const fetched: string[] = [];
    const onResponse = (response: { url(): string }) => fetched.push(new URL(response.url()).pathname);
    page.on('response', onResponse);
    try {
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
      const hints = page.locator('head link[rel="prefetch"]');
      await expect.poll(() => hints.count()).toBeGreaterThan(0);
      const chatPage = (await hints.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).find(
        (href) => href?.includes('/ChatPage-'),
      );
      expect(chatPage).toBeDefined();
      await expect.poll(() => fetched).toContain(chatPage);
      expect(target.pageErrors).toEqual([]);
    } finally {
      page.off('response', onResponse);
    }
  });

  it('an unknown address still shows the not-found page', async () => {
    const { page } = target;
    await page.goto(`${app.url}/dashboard/unknown`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'the 404 page, signed in');
    await target.shoot('not-found-signed-in');
    expect(target.cspViolations).toEqual([]);
  });
});
