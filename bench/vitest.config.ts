import path from 'node:path';
import type { BrowserCommandContext } from 'vitest/node';
import type * as StreamServerModule from './streamServer.ts';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vite.config.ts';
import { chromiumProvider } from '../tests/support/chromium.ts';

// What members run: React's production build. Vitest sets NODE_ENV=test, and Vite would honour it with React's
// development build, several times slower at rendering than what ships.
process.env.NODE_ENV = 'production';

/** The stream server's module, loaded through Vite like the tests' own code (the config stays light). */
type StreamServer = typeof StreamServerModule;
const streamServer = ({ project }: BrowserCommandContext) =>
  project.import<StreamServer>(path.resolve(import.meta.dirname, 'streamServer.ts'));

/** `npm run bench`: figures and their targets, kept out of `npm test` (no timed unit tests). */
export default mergeConfig(
  { ...base, test: undefined },
  defineConfig({
    // Dependencies pre-bundled for production, kept apart from the tests' development ones.
    cacheDir: 'node_modules/.vite-bench',
    test: {
      reporters: ['default'],
      testTimeout: 600_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'bench-node',
            include: ['bench/**/*.bench.test.ts'],
            environment: 'node',
            // A collection before each timed run: neither side pays for the garbage the other left.
            execArgv: ['--expose-gc'],
          },
        },
        {
          extends: true,
          test: {
            name: 'bench-browser',
            include: ['bench/**/*.bench.browser.{ts,tsx}'],
            globalSetup: ['bench/simulatorSetup.ts', 'bench/uploadFileSetup.ts'],
            browser: {
              commands: {
                startStream: async (context, options: Parameters<StreamServer['startStream']>[0]) =>
                  (await streamServer(context)).startStream(options),
                stopStream: async (context) => (await streamServer(context)).stopStream(),
              },
              enabled: true,
              headless: true,
              // Exact heap figures instead of Chromium's coarse, bucketed ones.
              provider: chromiumProvider(['--enable-precise-memory-info']),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
