import { getJestConfig } from '@storybook/test-runner';

/**
 * Jest's options for @storybook/test-runner (.storybook/test-runner.ts), which scripts/storybook/testBuiltStorybook.ts
 * runs against the built Storybook: Debian's Chromium as it hands it over, never a downloaded one.
 */
const runner = getJestConfig();

const launchOptions = process.env.STORYBOOK_TEST_LAUNCH_OPTIONS;
if (!launchOptions) throw new Error("Run the built Storybook's stories with `npm run test:built-storybook`");

/** A guard against a hang, never a speed check: a busy 2-core machine runs a story slowly (as vite.config.ts). */
const HANG_GUARD_MS = 120_000;

export default {
  ...runner,
  testTimeout: HANG_GUARD_MS,
  // Shares of the stories that every run cuts the same (test-runner writes its test files to a new folder each time).
  testSequencer: '<rootDir>/scripts/storybook/shareByTitle.js',
  testResultsProcessor: '<rootDir>/scripts/storybook/writeResults.js',
  testEnvironmentOptions: {
    'jest-playwright': {
      ...runner.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: JSON.parse(launchOptions),
      // A story that names no viewport is tried at the size the gate's story tests have (vite.config.ts).
      contextOptions: { viewport: { width: 1200, height: 900 } },
    },
  },
};
