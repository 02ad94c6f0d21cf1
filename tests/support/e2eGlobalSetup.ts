import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of app/ (what `npm run build` makes) that every end-to-end test serves. */
    e2eDist: string;
    /** The standalone widget (what `npm run build:widget` makes) beside an integrator's page that mounts it. */
    e2eWidgetDist: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

// Vitest sets NODE_ENV=test, which Vite would honour (React's development build): these are production builds.
const viteBuild = (args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );

/**
 * Builds the app and the standalone widget once for the whole end-to-end run, exactly as `npm run build` and
 * `npm run build:widget` do but into temporary directories (dist/ is left alone), and removes them afterwards.
 */
export default async function setup(project: TestProject) {
  const appDir = await mkdtemp(path.join(tmpdir(), 'genios-e2e-'));
  const widgetDir = await mkdtemp(path.join(tmpdir(), 'genios-e2e-widget-'));
  await Promise.all([
    viteBuild(['app', '--config', 'vite.config.ts', '--outDir', appDir]),
    viteBuild(['--config', 'vite.widget.config.ts', '--outDir', widgetDir]),
  ]);
  await cp(path.join(root, 'tests/e2e/widget-page'), widgetDir, { recursive: true });
  project.provide('e2eDist', appDir);
  project.provide('e2eWidgetDist', widgetDir);
  return () => Promise.all([appDir, widgetDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
