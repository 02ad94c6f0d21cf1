import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProviderEmulator } from '../../simulator/emulators/provider';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider/seed';
import { defaultTheme } from '../../src/theme';
import { expectAccessible, magicLink, openPage, startE2eApp, type E2eApp, type E2ePage } from '../support/e2e';

/**
 * @genios/login's `.` entry (`npm run build:login`: preact/compat, lazy chunks) on an integrator's page, under
 * the strict Content-Security-Policy: the same journey the app's login page makes with React.
 */
let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp(inject('e2eWidgetDist'));
  // The integrator's page is where its magic links land: a redirect URL configured in the project.
  app.server.simulation.emulator<ProviderEmulator>('provider').allowRedirectUrls(`${app.url}/`);
});
afterAll(() => app?.close());

const { ada } = DEMO_PEOPLE;

/**
 * The bundle styles with the compact Emotion runtime (tests/unit/compactEmotion.test.ts holds its CSS to
 * Emotion's): the theme's sizes and colours reach the elements, nested rules (the focus ring) included.
 */
async function expectThemedStyles(page: E2ePage['page']) {
  const style = (locator: ReturnType<typeof page.getByRole>, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const email = page.getByLabel('Email', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue with email' });
  expect(await style(email, 'height')).toBe(`${defaultTheme.inputs.height}px`);
  expect(await style(submit, 'min-height')).toBe(`${defaultTheme.buttons.sizes.large.height}px`);
  expect(await style(submit, 'background-color')).toBe('rgb(25, 48, 61)'); // midDay: the theme's #19303D
  await email.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await style(email, 'outline-style')).toBe('solid');
  expect(await style(email, 'outline-width')).toBe('3px');
}

/** The fonts the package ships (`./fonts.css`, its faces in fonts/) load from the page's origin under its CSP. */
async function expectShippedFonts(page: E2ePage['page']) {
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  expect(loaded).toContain('Arimo');
  const heading = page.getByRole('heading', { name: 'Sign up or log in' });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Arimo,/);
}

describe.each([
  ['in the page', ''],
  ['in a shadow root', '?shadow'],
])('the standalone widget %s', (where, query) => {
  let target: E2ePage;
  beforeAll(async () => {
    target = await openPage(app, `standalone widget ${where}`);
  });
  afterAll(() => target?.close());

  it('logs a member in by magic link, telling the page through its callbacks', async () => {
    const { page } = target;
    await page.goto(`${app.url}/${query}`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await expectAccessible(page, `standalone widget ${where}`);
    await expectThemedStyles(page);
    await expectShippedFonts(page);
    await page.getByLabel('Email', { exact: true }).fill(ada.email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await target.shoot('check your email');
    const callbacks = page.locator('#callbacks li');
    expect(await callbacks.allTextContents()).toEqual(['onSuccess magicLinks.email.discovery.send']);

    await page.goto(`${await magicLink(app, ada.email)}${query ? '&shadow' : ''}`);
    await page.getByRole('button', { name: 'Acme Capital' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await target.shoot('logged in');
    // The spent token left the address: a reload cannot send it again.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The link loaded the page afresh: the callbacks of this visit.
    expect(await callbacks.allTextContents()).toEqual([
      'onSuccess magicLinks.discovery.authenticate',
      'onSuccess discovery.intermediateSessions.exchange',
      'onFlowComplete',
    ]);
    expect(target.cspViolations).toEqual([]);
    expect(target.pageErrors).toEqual([]);
  });
});
