import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium: browsers are never downloaded on these machines. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same pixels on every machine: no LCD anti-aliasing or font hinting differences.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * How long a user event (a click, a hover, a wheel) may wait for its element to be visible and stable: a guard
 * against a hang, never a speed check. Playwright's own 30 s ran out in a full gate with every core busy.
 */
const ACTION_TIMEOUT_MS = 120_000;

/** A fresh provider per project: Vitest mutates the options it is handed. */
export const chromiumProvider = (extraArgs: readonly string[] = []) =>
  playwright({
    actionTimeout: ACTION_TIMEOUT_MS,
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, ...extraArgs] },
  });
