import path from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

/**
 * The emulator's command as one ES module for Node 20 (`npm run build:provider-emulator`):
 * simulator/server/provider.ts with everything it imports bundled in (ws included), so the installed package
 * depends on nothing; Node's own modules stay Node's.
 */
export default defineConfig({
  root: here,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: path.resolve(here, '../../simulator/server/provider.ts'),
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'cli.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  ssr: { noExternal: true, target: 'node' },
});
