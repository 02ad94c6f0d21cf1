/**
 * The provider's official client (@stytch/vanilla-js, headless B2B, unchanged: its published browser bundle)
 * in Debian's Chromium against the provider emulator served by the simulator server as `npm start` serves it.
 * Conformance tests drive it through `run`, which evaluates a function in the page with the client as `c`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StytchB2BClient } from '@stytch/vanilla-js/b2b/headless';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { realClock } from '../../src/core/clock';
import type { ProviderEmulator } from '../../simulator/emulators/provider';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider/seed';
import type { Scenario } from '../../simulator/core/scenario';
import type { InboxMessage } from '../../simulator/core/inbox';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/server';
import { chromiumArgs, chromiumPath } from './chromium';

/** The published IIFE bundle of the headless B2B client: `window.stytch.createStytchB2BClient`. */
const officialBundle = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@stytch/vanilla-js/b2b/headless')),
    '../../iife/b2b/index.headless.js',
  ),
  'utf8',
);

/** The page every journey runs on: an integrator's blank page on the server's origin. */
const BLANK_PAGE = '<!doctype html><html lang="en"><head><title>Integrator page</title></head><body></body></html>';

/**
 * A stand-in for Google's reCAPTCHA Enterprise script, which the official client loads when bootstrap says a
 * captcha is enabled: it hands out a fixed token.
 */
export const CAPTCHA_TOKEN = 'simulated-recaptcha-token';
const RECAPTCHA_STUB = `window.grecaptcha = { enterprise: { ready: (done) => done(), execute: async () => ${JSON.stringify(CAPTCHA_TOKEN)} } };`;

export interface OfficialClientPage {
  page: Page;
  context: BrowserContext;
  /** Runs `fn` in the page with the official client; the answer must be JSON-serialisable. */
  run<T, A = undefined>(fn: (c: OfficialClient, arg: A) => Promise<T> | T, arg?: A): Promise<T>;
  /** The client's failure as plain data: its class name, message and the provider's error fields. */
  failure<A = undefined>(fn: (c: OfficialClient, arg: A) => Promise<unknown>, arg?: A): Promise<Failure>;
  cookies(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface Failure {
  name: string;
  message: string;
  error_type?: string;
  status_code?: number;
}

/** Typed by the package's own declarations: the test's calls are checked against them. */
export type OfficialClient = StytchB2BClient;

export interface OfficialHarness {
  url: string;
  server: SimulatorServer;
  provider(): ProviderEmulator;
  /** A fresh browser profile on the blank page, with the official client created as an integrator would. */
  open(): Promise<OfficialClientPage>;
  /** The newest message the simulator sent to an address (e-mail or phone), read from the development inbox. */
  latestTo(to: string): Promise<InboxMessage>;
  close(): Promise<void>;
}

export async function startOfficialHarness(scenario: Scenario, browser?: Browser): Promise<OfficialHarness> {
  const server = await startSimulatorServer({
    scenario,
    clock: realClock,
    port: 0,
    log: false,
    app: (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(BLANK_PAGE);
    },
  });
  const ownBrowser = browser
    ? undefined
    : await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  const chrome = browser ?? ownBrowser!;
  const url = server.url;

  async function open(): Promise<OfficialClientPage> {
    const context = await chrome.newContext();
    context.setDefaultTimeout(30_000);
    await context.route('https://www.google.com/recaptcha/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: RECAPTCHA_STUB }),
    );
    // Every page load creates the client afresh, as an integrator's page does. (Playwright runs an init script
    // in its own scope: the bundle's `var stytch` is only seen by what follows it in the same script.)
    const create = `window.client = stytch.createStytchB2BClient(${JSON.stringify(DEMO_PUBLIC_TOKEN)}, ${JSON.stringify(
      {
        endpoints: { testAPIURL: url, liveAPIURL: url },
      },
    )});`;
    await context.addInitScript({ content: `${officialBundle}\n${create}` });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    /** Evaluates `fn` (sent as its source) with the client; `catching` turns a rejection into plain data. */
    const evaluate = (fn: unknown, arg: unknown, catching: boolean) =>
      page.evaluate(
        async ({ source, value, catching }) => {
          const client = (window as unknown as { client: unknown }).client;
          // The test's function, sent as text: nothing of the test's scope comes with it.
          const fn = new Function(`return (${source})`)() as (c: unknown, a: unknown) => unknown;
          if (!catching) return fn(client, value);
          try {
            await fn(client, value);
            return { name: 'no failure', message: '' };
          } catch (error) {
            const e = error as Failure;
            return { name: e.name, message: e.message, error_type: e.error_type, status_code: e.status_code };
          }
        },
        { source: String(fn), value: arg, catching },
      );
    return {
      page,
      context,
      run: (fn, arg) => evaluate(fn, arg, false) as never,
      failure: (fn, arg) => evaluate(fn, arg, true) as Promise<Failure>,
      cookies: async () =>
        Object.fromEntries(
          (await context.cookies(url)).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]),
        ),
      close: () => context.close(),
    };
  }

  async function latestTo(to: string): Promise<InboxMessage> {
    for (let attempt = 0; ; attempt++) {
      const messages = (await (await fetch(`${url}/__inbox.json`)).json()) as InboxMessage[];
      const found = messages.filter((message) => message.to === to).sort((a, b) => b.id - a.id)[0];
      if (found) return found;
      if (attempt > 100) throw new Error(`Nothing in the development inbox for ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    server,
    provider: () =>
      server.simulation.emulator<ProviderEmulator>(
        (scenario.emulators ?? []).find((name) => name.startsWith('provider')) ?? 'provider',
      ),
    open,
    latestTo,
    close: async () => {
      await ownBrowser?.close();
      await server.close();
    },
  };
}
