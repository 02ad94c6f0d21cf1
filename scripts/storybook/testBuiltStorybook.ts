import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { BUILT_MODES, parseShard, tally, tallyLine, testRunnerArgs, type BuiltMode, type Shard } from './builtRun.ts';

/**
 * `npm run test:built-storybook -- --shard=i/n`: one share of the built Storybook's stories (storybook-static/, from
 * `npm run build-storybook`), each story's play and axe check as @storybook/test-runner runs them
 * (.storybook/test-runner.ts), in the default, dark and pseudo-locale presets in turn. It serves the build itself
 * and stops it after; the exit code is 1 when a story failed in any mode.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT = path.join(root, 'storybook-static');
const RESULTS = path.join(root, 'test-results/built-storybook');

/** The build, served as any static host would (Vite's preview server, on a free loopback port). */
async function serveBuild(): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir: BUILT },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
}

/** One mode's run of the share; resolves with test-storybook's exit code. */
function runMode(url: string, mode: BuiltMode, shard: Shard, resultsFile: string): Promise<number> {
  const bin = path.join(root, 'node_modules/.bin/test-storybook');
  const child = spawn(bin, testRunnerArgs(url, mode, shard), {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      REVIEW_PRESET: mode,
      STORYBOOK_TEST_RESULTS: resultsFile,
      STORYBOOK_TEST_LAUNCH_OPTIONS: JSON.stringify({ executablePath: chromiumPath(), args: chromiumArgs }),
    },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<number> {
  const shard = parseShard(process.argv.slice(2));
  if (!existsSync(path.join(BUILT, 'index.json'))) {
    throw new Error('No built Storybook in storybook-static/: run `npm run build-storybook` first');
  }
  const server = await serveBuild();
  const lines: string[] = [];
  let failed = false;
  const started = performance.now();
  try {
    const url = server.resolvedUrls!.local[0]!;
    for (const mode of BUILT_MODES) {
      const since = performance.now();
      const resultsFile = path.join(RESULTS, `${mode}-${shard.index}-${shard.count}.json`);
      rmSync(resultsFile, { force: true });
      const code = await runMode(url, mode, shard, resultsFile);
      const line = existsSync(resultsFile)
        ? tallyLine(tally(mode, JSON.parse(readFileSync(resultsFile, 'utf8'))))
        : `${mode}: no results (test-storybook exited with ${code})`;
      lines.push(`${line} [${seconds(since)}]`);
      failed ||= code !== 0;
    }
  } finally {
    await server.close();
  }
  process.stdout.write(
    `\nBuilt Storybook, shard ${shard.index}/${shard.count}, ${seconds(started)}:\n${lines.join('\n')}\n`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
