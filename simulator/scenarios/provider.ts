import type { Scenario } from '../core/scenario';

/**
 * Logging in offline: the provider emulator with its demo organizations (Acme Capital, Northwind Partners,
 * Globex Ventures) and members, magic links and codes in the development inbox (/__inbox), SSO and OAuth
 * through the simulated identity-provider page. Passwords: simulator/emulators/provider/seed.ts.
 */
export const providerDemoScenario: Scenario = {
  name: 'provider-demo',
  description:
    'The identity provider alone: demo organizations and members, e-mails and texts in the inbox, SSO and OAuth through a simulated identity provider.',
  seed: 1,
  emulators: ['provider'],
};

/** The same, with every captcha-protected call answered 'Captcha required' until it carries a captcha token. */
export const providerCaptchaScenario: Scenario = {
  ...providerDemoScenario,
  name: 'provider-captcha',
  description: 'The identity provider asking for a captcha on every login call that comes without one.',
  emulators: ['provider-captcha'],
};

/** The same, with the provider's API (bootstrap aside) failing as if an ad blocker swallowed the requests. */
export const providerAdBlockedScenario: Scenario = {
  ...providerDemoScenario,
  name: 'provider-ad-blocked',
  description: 'The identity provider behind an ad blocker: bootstrap loads, every other call fails without an answer.',
  emulators: ['provider-ad-blocked'],
};

/** The same, with no Google client for One Tap: its start answers an empty google_client_id. */
export const providerNoOneTapScenario: Scenario = {
  ...providerDemoScenario,
  name: 'provider-no-one-tap',
  description: 'The identity provider without a Google client for One Tap (google_client_id empty).',
  emulators: ['provider-no-one-tap'],
};
