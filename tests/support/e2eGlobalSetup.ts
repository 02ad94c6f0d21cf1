import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { buildSite } from './buildSite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The static site `npm run build` makes (the app's pages and the login page) that every end-to-end test serves. */
    e2eDist: string;
    /**
     * Integrators' pages (tests/e2e/widget-page) with the login package's files (what `npm run build:login`
     * makes) under widget/, as such a page serves them.
     */
    e2eWidgetDist: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

// Vitest sets NODE_ENV=test, which Vite would honour (React's development build): these are production builds.
const node = (args: string[]) =>
  promisify(execFile)(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
/** The login package's JavaScript, fonts and all, as `npm run build:login` makes it (its types are not tried here). */
const loginBuild = (outDir: string) =>
  node(['--import', 'tsx', 'packages/login/build.mjs', '--out-dir', outDir, '--skip-declarations']);

/**
 * Builds the app and the login package once for the whole end-to-end run, exactly as `npm run build` and
 * `npm run build:login` do but into temporary directories (dist/ is left alone), and removes them afterwards.
 */
export default async function setup(project: TestProject) {
  const appDir = await mkdtemp(path.join(tmpdir(), 'genios-e2e-'));
  const widgetDir = await mkdtemp(path.join(tmpdir(), 'genios-e2e-widget-'));
  await Promise.all([buildSite(appDir), loginBuild(path.join(widgetDir, 'widget'))]);
  await cp(path.join(root, 'tests/e2e/widget-page'), widgetDir, { recursive: true });
  project.provide('e2eDist', appDir);
  project.provide('e2eWidgetDist', widgetDir);
  return () => Promise.all([appDir, widgetDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
