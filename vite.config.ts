/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumProvider } from './tests/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// One config serves the app build, Storybook (which reads it through @storybook/react-vite) and the tests.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Pre-bundled up front: a dependency Vite discovers mid-run reloads the page under a running story test.
  optimizeDeps: {
    include: [
      'react-router-dom',
      'valtio',
      'libphonenumber-js',
      '@emotion/cache',
      '@tanstack/react-virtual',
      'react-markdown',
      'remark-gfm',
      'msw/browser',
      'mock-socket',
      'exceljs',
    ],
  },
  test: {
    // The JSON report lets .ci/run state how many tests ran.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'simulator/**/*.test.ts'],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/support/simulatorGlobalSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          // The built app behind the node simulator server, driven in Debian's Chromium by playwright-core.
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2eGlobalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'stories',
          setupFiles: ['tests/support/story-screenshot.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium', viewport: { width: 1200, height: 900 } }],
            expect: {
              toMatchScreenshot: {
                // Near-exact: Chromium's software rasterizer shades a rounded corner's anti-aliased pixels
                // one unit differently under load, so a zero threshold failed on noise. 0.01 (YIQ distance)
                // forgives that and nothing a designer can see: any visible colour or layout change fails.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
