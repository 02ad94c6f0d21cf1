import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRER_POLICY } from '../../simulator/server';
import { logIn, openPage, SESSION_COOKIES, settle, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const ADA = { email: 'ada@acme-capital.example', organization: 'Acme Capital' };
const isRefresh = (url: string) => url.endsWith('/sdk/v1/b2b/sessions/authenticate');

/** The session cookies the browser holds, as `name path`. */
async function sessionCookies(target: E2ePage): Promise<string[]> {
  const cookies = await target.context.cookies();
  return cookies
    .filter((cookie) => (SESSION_COOKIES as readonly string[]).includes(cookie.name))
    .map((cookie) => `${cookie.name} ${cookie.path}`)
    .sort();
}

describe('session cookies across the pages of the app', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('login, reload an output page, logout from /chat, login again, open the output page: still signed in', async () => {
    target = await openPage(app, 'session-cookies');
    const { page } = target;
    await logIn(app, target, ADA);
    const output = `${app.url}/output/output-1`;

    // A load and a reload of an output page each refresh the session, writing its cookies.
    for (const load of [() => page.goto(output), () => page.reload()]) {
      const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
      await load();
      expect((await refreshed).status()).toBe(200);
    }
    expect(await sessionCookies(target)).toEqual(['stytch_session /', 'stytch_session_jwt /']);

    await page.goto(`${app.url}/chat`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await sessionCookies(target), 'logout left no session cookie under any path').toEqual([]);

    await logIn(app, target, ADA);
    const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
    await page.goto(output);
    expect((await refreshed).status(), 'the output page refreshes the new session').toBe(200);
    await settle(page);
    expect(new URL(page.url()).pathname, 'still signed in on the output page').toBe('/output/output-1');
    expect(await sessionCookies(target)).toEqual(['stytch_session /', 'stytch_session_jwt /']);
    expect(target.pageErrors).toEqual([]);
  });
});

describe('the magic-link token and the Referer', () => {
  let target: E2ePage;
  afterAll(() => target?.close());

  it('never sends the address with its token as a Referer, to the app or the services', async () => {
    target = await openPage(app, 'referrer');
    const { page } = target;
    const leaks: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer?.includes('token=')) leaks.push(`${request.url()} <- ${referer}`);
    });
    const landing = page.waitForResponse((response) => response.url().includes('token='));
    await logIn(app, target, ADA);
    expect((await landing).headers()['referrer-policy']).toBe(REFERRER_POLICY);
    expect(leaks).toEqual([]);
  });
});
