// npm run test:shards -- N [--whole FILE]: the CI gate on this machine, the very commands its jobs run, one after
// another: the unit run's blob, each of N shards, the merge. Prints each one's wall time and the merged totals,
// and records them in bench/results/shards.json (a measurement, not a timed test). It checks that the blobs hold
// every file `vitest list` lists, each once; --whole names the JSON report of a whole `vitest run` with the same
// STORY_SEED, whose counts the merged ones must equal.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { itemKey, predictShard } from './balance.ts';
import { BALANCE_TARGET, formatSeconds } from './balanceReport.ts';
import { itemsOf, readBlobs, shardOf, type Blob } from './blobs.ts';
import { DURATIONS_FILE, readDurations } from './durationsFile.ts';
import { ATTACHMENTS_DIR, JSON_REPORT, REPORTS_DIR, ROOT, inRoot } from './paths.ts';
import { run } from './run.ts';
import { formatTotals, readTotals } from './totals.ts';

/** The issue's bar for the slowest shard on an idle 2-core machine. */
const SLOWEST_TARGET_SECONDS = 7 * 60;
const RESULTS = 'bench/results/shards.json';
/** Every file of every project, as `vitest list` finds them: what the blobs must hold, each once. */
const LISTED = 'test-results/gate-files.json';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { whole: { type: 'string' } } });
const count = Number(positionals[0]);
if (!Number.isInteger(count) || count < 1) {
  console.error(`npm run test:shards -- N: N shards, a whole number (got ${positionals[0] ?? 'nothing'})`);
  process.exit(2);
}
const seed = process.env.STORY_SEED || String(Date.now() % 2 ** 31);
const env = { ...process.env, STORY_SEED: seed };
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

async function step(label: string, args: string[]) {
  process.stdout.write(`\n=== ${label}\n`);
  const started = performance.now();
  const exitCode = await run('npm', args, env);
  return { command: label, seconds: Math.round((performance.now() - started) / 100) / 10, exitCode };
}

/** Files `vitest list` lists that no blob ran, and files more than one blob ran. */
async function completeness(blobs: readonly Blob[]) {
  const listed = JSON.parse(await readFile(inRoot(LISTED), 'utf8')) as { file: string; projectName?: string }[];
  const ran = blobs.flatMap(itemsOf).map(itemKey);
  const inBlobs = new Set(ran);
  return {
    listed: listed.length,
    inBlobs: ran.length,
    lost: listed
      .map(({ file, projectName }) => itemKey({ project: projectName ?? '', file: path.relative(ROOT, file) }))
      .filter((key) => !inBlobs.has(key)),
    twice: ran.filter((key, at) => ran.indexOf(key) !== at),
  };
}

const machine = {
  cpus: os.availableParallelism(),
  cpu: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageBefore: os.loadavg().map((load) => Math.round(load * 100) / 100),
};
await Promise.all([REPORTS_DIR, ATTACHMENTS_DIR].map((dir) => rm(inRoot(dir), { recursive: true, force: true })));
if ((await run(inRoot('node_modules/.bin/vitest'), ['list', '--filesOnly', `--json=${LISTED}`], env)) !== 0) {
  console.error('vitest list failed: the gate cannot say which files it must run');
  process.exit(1);
}
const steps = [await step('npm run test:fast', ['run', 'test:fast'])];
for (let index = 1; index <= count; index++) {
  steps.push(await step(`npm run test:shard -- ${index}/${count}`, ['run', 'test:shard', '--', `${index}/${count}`]));
}
const blobs = await readBlobs(inRoot(REPORTS_DIR));
const files = await completeness(blobs);
steps.push(await step('npm run test:merge', ['run', 'test:merge']));

const durations = readDurations(ROOT);
const shards = blobs.flatMap((blob) => {
  const shard = shardOf(blob);
  if (!shard) return [];
  const items = itemsOf(blob);
  const label = `${shard.index}/${shard.count}`;
  return [
    {
      shard: label,
      seconds: steps.find((s) => s.command.endsWith(` ${label}`))?.seconds ?? 0,
      vitestSeconds: Math.round(blob.executionTime / 100) / 10,
      predictedSeconds: Math.round(predictShard(items, durations)),
      files: items.length,
    },
  ];
});
const walls = shards.map((shard) => shard.seconds);
const slowestSeconds = Math.max(...walls);
const slowestOverMean = Math.round((slowestSeconds / (walls.reduce((a, b) => a + b, 0) / walls.length)) * 100) / 100;
const merged = await readTotals(inRoot(JSON_REPORT));
const whole = values.whole ? await readTotals(path.resolve(values.whole)) : undefined;
const record = {
  recorded: new Date().toISOString(),
  commit: `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`,
  machine: { ...machine, loadAverageAfter: os.loadavg().map((load) => Math.round(load * 100) / 100) },
  storySeed: Number(seed),
  durationsFile: DURATIONS_FILE,
  steps,
  shards,
  slowestSeconds,
  slowestOverMean,
  targets: { slowestOverMean: BALANCE_TARGET, slowestSeconds: SLOWEST_TARGET_SECONDS },
  files,
  merged,
  ...(whole && { wholeRun: { report: values.whole, ...whole } }),
};
await mkdir(path.dirname(inRoot(RESULTS)), { recursive: true });
await writeFile(inRoot(RESULTS), `${JSON.stringify(record, null, 2)}\n`);

const sameAsWhole =
  whole && merged
    ? merged.passed === whole.passed && merged.failed === whole.failed && merged.skipped === whole.skipped
    : undefined;
process.stdout.write(
  [
    '',
    `=== The gate in ${count} shards, STORY_SEED=${seed} (load average ${machine.loadAverageBefore.join(', ')} before)`,
    ...steps.map((s) => `${s.command.padEnd(32)} ${formatSeconds(s.seconds).padStart(12)}  exit ${s.exitCode}`),
    `Slowest shard ${formatSeconds(slowestSeconds)}, ${slowestOverMean}x the mean (targets: at most ` +
      `${formatSeconds(SLOWEST_TARGET_SECONDS)} and ${BALANCE_TARGET}x on an idle 2-core machine)`,
    `Files: ${files.listed} listed by vitest list, ${files.inBlobs} in the blobs; ${files.lost.length} lost, ` +
      `${files.twice.length} twice${[...files.lost, ...files.twice].map((key) => `\n  ${key}`).join('')}`,
    `Merged: ${merged ? formatTotals(merged) : 'no report'}`,
    ...(whole
      ? [`Whole run (${values.whole}): ${formatTotals(whole)}: ${sameAsWhole ? 'the same' : 'DIFFERENT'}`]
      : []),
    `Recorded in ${RESULTS}`,
    '',
  ].join('\n'),
);
const complete = files.lost.length === 0 && files.twice.length === 0;
process.exit(steps.every((s) => s.exitCode === 0) && complete && sameAsWhole !== false ? 0 : 1);
