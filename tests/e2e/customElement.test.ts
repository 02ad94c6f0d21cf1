import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProviderEmulator } from '../../simulator/emulators/provider';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider/seed';
import { expectAccessible, magicLink, openPage, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

/**
 * `<genios-login>` from @genios/login/element (`npm run build:login`) on a page with no framework, under the
 * strict Content-Security-Policy: attributes and properties in, DOM events out, a member logged in.
 */
let app: E2eApp;
let target: E2ePage;
beforeAll(async () => {
  app = await startE2eApp(inject('e2eWidgetDist'));
  app.server.simulation.emulator<ProviderEmulator>('provider').allowRedirectUrls(`${app.url}/element.html`);
  target = await openPage(app, 'genios-login element');
});
afterAll(async () => {
  await target?.close();
  await app?.close();
});

const { ada } = DEMO_PEOPLE;

describe('the <genios-login> custom element', () => {
  it('renders in an open shadow root, logs a member in by magic link and says so in DOM events', async () => {
    const { page } = target;
    await page.goto(`${app.url}/element.html`);
    // Playwright's locators pierce open shadow roots: the widget's fields are reachable, as autofill's are.
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    expect(await page.locator('genios-login').evaluate((element) => element.shadowRoot?.mode)).toBe('open');
    await expectAccessible(page, 'genios-login element');
    await page.getByLabel('Email', { exact: true }).fill(ada.email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const events = page.locator('#events li');
    expect(await events.allTextContents()).toEqual(['success magicLinks.email.discovery.send']);

    await page.goto(await magicLink(app, ada.email));
    await page.getByRole('button', { name: 'Acme Capital' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await target.shoot('logged in');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await events.allTextContents()).toEqual([
      'success magicLinks.discovery.authenticate',
      'success discovery.intermediateSessions.exchange',
      'flow-complete',
    ]);
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });
});
