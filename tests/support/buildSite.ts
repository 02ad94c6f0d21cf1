import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

/** `vite build` with a config of the project's; production, whatever NODE_ENV the test runner set. */
export const viteBuild = (args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'error'],
    // Vitest sets NODE_ENV=test, which Vite would honour (React's development build).
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );

/**
 * The static site as `npm run build` makes it, into `outDir`: the app's pages (vite.config.ts) first, emptying
 * the folder, then the login page beside them (vite.login.config.ts).
 */
export async function buildSite(outDir: string): Promise<void> {
  await viteBuild(['app', '--config', 'vite.config.ts', '--outDir', outDir, '--emptyOutDir']);
  await viteBuild(['--config', 'vite.login.config.ts', '--outDir', outDir]);
}
