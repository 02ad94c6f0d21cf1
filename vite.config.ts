import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumProvider } from './tests/support/chromium.ts';
import { ShuffledStories } from './tests/support/shuffledStories.ts';
import { shippedRenderer } from './vite.widget.config.ts';
import { appHtmlHints } from './app/build/htmlHints.ts';
import { appShells } from './app/build/shells.ts';
import { loginPageInDevelopment } from './app/login/devServer.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Generous guards against a hang, never a speed check: a busy 2-core machine runs a story or a journey slowly. */
const HANG_GUARD_MS = 120_000;
/** How long a browser project may take to start Chromium and connect to it (60 s by default): a guard too. */
const BROWSER_CONNECT_MS = 300_000;

/**
 * The review modes a designer switches to in Storybook's toolbar (.storybook/modes), each with the globals that
 * set it: the gate runs every story in each, as a project of its own. Right to left is run in the right-to-left
 * pseudo-locale, which mirrors the texts too. The pseudo-locale is run on the integrator brand theme: texts and
 * colours are independent, so one pass proves both (every story's play in the pseudo-locale, and axe's contrast
 * check on the brand theme's colours).
 */
const REVIEW_MODES = {
  default: {},
  dark: { theme: 'dark' },
  pseudo: { locale: 'pseudo', theme: 'brand' },
  rtl: { locale: 'pseudo-rtl' },
} as const satisfies Record<string, Record<string, string>>;
export type ReviewMode = keyof typeof REVIEW_MODES;

/**
 * The modes whose screenshots are compared with references, in a folder per mode beside the default's
 * (`__screenshots__/<file>/dark/`, `…/rtl/`). The left-to-right pseudo-locale needs none, as right to left shows its lengths too.
 */
const SCREENSHOT_MODES: readonly ReviewMode[] = ['default', 'dark', 'rtl'];

/**
 * The modes `vitest run` tests, so the README's test command gates them all, unless STORY_MODES names fewer
 * (e.g. `STORY_MODES=default` while changing a story, `STORY_MODES=dark,rtl` to record those references).
 */
const GATED_MODES = Object.keys(REVIEW_MODES) as ReviewMode[];
const requestedModes = process.env.STORY_MODES?.trim()
  ? process.env.STORY_MODES.split(',').map((mode) => mode.trim())
  : undefined;
const testedModes = new Set<ReviewMode>(
  (requestedModes?.filter((mode) => mode in REVIEW_MODES) as ReviewMode[] | undefined) ?? GATED_MODES,
);

/**
 * Every story of a Storybook config as a test in Chromium, in one review mode: its play, the axe check and the
 * screenshot comparison (tests/support/story-screenshot.ts). A story tagged `skip-<mode>` sits that mode out;
 * it names why in `parameters.modeOptOut` (tests/unit/storybook-index.test.ts holds it to that).
 */
function storiesProject({
  name,
  configDir = '.storybook',
  mode,
  renderer,
  exclude = [],
}: {
  name: string;
  configDir?: string;
  mode: ReviewMode;
  renderer?: Plugin;
  /** Story files another project runs in this mode. */
  exclude?: string[];
}): TestProjectInlineConfiguration {
  const plugin = storybookTest({
    configDir: path.join(root, configDir),
    initialGlobals: REVIEW_MODES[mode],
    tags: { skip: [`skip-${mode}`] },
  });
  return {
    extends: true,
    plugins: [plugin, ...(renderer ? [renderer] : [])],
    test: {
      name,
      // The story files of a project share one page and the modules it loaded (Storybook's preview, React, the
      // simulator): each file no longer loads them afresh, which had cost more than the stories themselves and
      // kept four modes out of the time npm test has. A story still starts clean (.storybook/cleanSlate.ts),
      // and the shuffled order (tests/support/shuffledStories.ts) catches one that leans on what ran before it.
      isolate: false,
      exclude: [...configDefaults.exclude, ...exclude],
      setupFiles: ['tests/support/story-screenshot.ts'],
      // STORY_SCREENSHOTS=off runs plays and axe alone, as while changing many stories before their pictures.
      provide: {
        reviewMode: mode,
        screenshots: SCREENSHOT_MODES.includes(mode) && process.env.STORY_SCREENSHOTS !== 'off',
      },
      browser: {
        enabled: true,
        headless: true,
        // One tab per project: the projects already keep both cores busy, and each tab loads the modules anew.
        fileParallelism: false,
        connectTimeout: BROWSER_CONNECT_MS,
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
  };
}

/**
 * A story project per tested mode. Right to left, the login stories run on what the standalone widget ships
 * (preact/compat and the compact style runtime), so each passes on both renderers without a fifth pass over them;
 * while right to left is not tested, they run on it in the default mode.
 */
function storyProjects(): TestProjectInlineConfiguration[] {
  const widgetMode: ReviewMode = testedModes.has('rtl') ? 'rtl' : 'default';
  const reactModes = (['default', 'dark', 'pseudo', 'rtl'] as const).filter((mode) => testedModes.has(mode));
  return [
    ...reactModes.map((mode) =>
      storiesProject({
        name: mode === 'default' ? 'stories' : `stories-${mode}`,
        mode,
        exclude: mode === widgetMode && mode === 'rtl' ? ['stories/login/**', 'stories/app/Login.stories.tsx'] : [],
      }),
    ),
    storiesProject({
      // Named by its mode too, so the report lists each login story file once per mode.
      name: widgetMode === 'default' ? 'stories-widget' : `stories-widget-${widgetMode}`,
      configDir: '.storybook-widget',
      mode: widgetMode,
      renderer: shippedRenderer(),
    }),
  ];
}

// One config serves the app build, Storybook (which reads it through @storybook/react-vite) and the tests.
export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    appHtmlHints({ appDir: path.join(root, 'app') }),
    appShells({ appDir: path.join(root, 'app') }),
    loginPageInDevelopment({ appDir: path.join(root, 'app') }),
  ],
  // Pre-bundled up front: a dependency Vite discovers mid-run reloads the page under a running story test.
  optimizeDeps: {
    include: [
      'react-router-dom',
      'valtio',
      'valtio/react',
      'libphonenumber-js',
      '@emotion/cache',
      '@tanstack/react-virtual',
      'react-markdown',
      'remark-gfm',
      'msw/browser',
      'mock-socket',
      'exceljs',
      // Story ids and story exports, as Storybook's index has them (the login stories' checks and screen map).
      'storybook/internal/csf',
    ],
  },
  test: {
    // The JSON report lets .ci/run state how many tests ran.
    reporters: ['default', 'json'],
    // Vitest reads how long a browser may take to connect from here, not from each project's browser options.
    browser: { connectTimeout: BROWSER_CONNECT_MS },
    outputFile: { json: 'test-results/vitest.json' },
    // The node projects' files (unit and end-to-end) share one pool of this many workers, one on 2 cores by
    // default: the unit tests then waited behind the end-to-end tests, which mostly wait on a browser, and ran
    // alone after every story. Browser projects keep one tab each (browser.fileParallelism).
    maxWorkers: 2,
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // expect.poll waits for a condition; a second (the default) is too short for a busy machine.
    expect: { poll: { timeout: 30_000 } },
    // Stories must not lean on what ran before them: one story project runs shuffled (tests/support/shuffledStories.ts).
    sequence: { sequencer: ShuffledStories },
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
            fileParallelism: false,
            connectTimeout: BROWSER_CONNECT_MS,
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
        },
      },
      ...storyProjects(),
    ],
  },
});
