import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of app/ (what `npm run build` makes) that every end-to-end test serves. */
    e2eDist: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the app once for the whole end-to-end run, exactly as `npm run build` does but into a temporary
 * directory (dist/ is left alone), and removes it afterwards.
 */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'genios-e2e-'));
  await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      'app',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    // Vitest sets NODE_ENV=test, which Vite would honour (React's development build): this is the production build.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );
  project.provide('e2eDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
