import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vite.config.ts';

/** `npm run bench`: figures and their targets, kept out of `npm test` (no timed unit tests). */
export default mergeConfig(
  { ...base, test: undefined },
  defineConfig({
    test: {
      name: 'bench',
      root: '.',
      include: ['bench/**/*.bench.test.ts'],
      environment: 'node',
      testTimeout: 600_000,
      reporters: ['default'],
    },
  }),
);
