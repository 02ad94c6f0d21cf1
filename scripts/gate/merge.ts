// npm run test:merge: every blob of .vitest-reports/ (the unit run's and the shards', from any machine) merged
// into one HTML report, Vitest's JSON report and, on GitHub Actions, annotations and the job's summary.
import { existsSync } from 'node:fs';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { planShards } from './balance.ts';
import { balanceReport, formatSeconds } from './balanceReport.ts';
import { attachmentsOf, itemsOf, ranShard, readBlobs, rebased, shardOf, type Blob } from './blobs.ts';
import { DURATIONS_FILE, formatDurations, readDurations } from './durationsFile.ts';
import { measureDurations } from './measure.ts';
import { ATTACHMENTS_DIR, FRESH_DURATIONS, HTML_REPORT, JSON_REPORT, REPORTS_DIR, ROOT, inRoot } from './paths.ts';
import { run } from './run.ts';
import { formatTotals, readTotals } from './totals.ts';

/** The blobs as this checkout names its files; the merge reads nothing else from there. */
const STAGED_BLOBS = 'test-results/blobs';

async function stage(blobs: readonly Blob[]) {
  await rm(inRoot(STAGED_BLOBS), { recursive: true, force: true });
  await mkdir(inRoot(STAGED_BLOBS), { recursive: true });
  await Promise.all(blobs.map((blob) => writeFile(inRoot(`${STAGED_BLOBS}/${blob.name}`), rebased(blob, ROOT))));
}

/** Pictures the blobs name that are not here: the shards' .vitest-attachments/ were not brought beside their blobs. */
function missingAttachments(blobs: readonly Blob[]) {
  return blobs
    .flatMap(attachmentsOf)
    .filter((file) => !existsSync(inRoot(path.join(ATTACHMENTS_DIR, path.basename(file)))));
}

function mergeWithVitest() {
  const reporters = ['default', 'json', 'html', ...(process.env.GITHUB_ACTIONS === 'true' ? ['github-actions'] : [])];
  return run(inRoot('node_modules/.bin/vitest'), [
    'run',
    `--merge-reports=${STAGED_BLOBS}`,
    ...reporters.map((reporter) => `--reporter=${reporter}`),
    `--outputFile.json=${JSON_REPORT}`,
    `--outputFile.html=${HTML_REPORT}/index.html`,
  ]);
}

/**
 * The shards' balance, when the blobs hold every shard of one run; then also this run's durations, written
 * beside the report for npm run test:durations.
 */
async function balance(blobs: readonly Blob[]): Promise<string[]> {
  const shards = blobs.flatMap((blob) => {
    const shard = shardOf(blob);
    return shard ? [{ blob, ...shard }] : [];
  });
  const count = shards[0]?.count;
  if (!count) return [];
  if (shards.length !== count || shards.some((shard) => shard.count !== count)) {
    return [`Not every shard of one run is here (${shards.map((s) => `${s.index}/${s.count}`).join(', ')}).`];
  }
  const committed = readDurations(ROOT);
  const measured = shards.map(({ blob, index }) => ({
    label: `${index}/${count}`,
    items: itemsOf(blob),
    wallSeconds: blob.executionTime / 1000,
  }));
  const fresh = measureDurations(shards.map(({ blob }) => ranShard(blob)));
  await mkdir(path.dirname(inRoot(FRESH_DURATIONS)), { recursive: true });
  await writeFile(inRoot(FRESH_DURATIONS), formatDurations(fresh));
  const { lines, drifted } = balanceReport(measured, committed, DURATIONS_FILE);
  const refreshed = planShards(
    measured.flatMap((shard) => shard.items),
    fresh,
    count,
  ).map((s) => s.predictedSeconds);
  return [
    ...lines,
    `This run's durations: ${FRESH_DURATIONS} (cut by them, the shards are predicted at ` +
      `${formatSeconds(Math.min(...refreshed))} to ${formatSeconds(Math.max(...refreshed))}).`,
    ...(drifted
      ? [
          `Refresh the balance: npm run test:durations -- ${FRESH_DURATIONS} (or the report artifact's), and commit ${DURATIONS_FILE}.`,
        ]
      : []),
  ];
}

const blobs = await readBlobs(inRoot(REPORTS_DIR));
await stage(blobs);
await rm(inRoot(HTML_REPORT), { recursive: true, force: true });
const code = await mergeWithVitest();
const totals = await readTotals(inRoot(JSON_REPORT));
const missing = missingAttachments(blobs);
const notes = [
  `## Tests: ${totals ? formatTotals(totals) : 'no report was merged'}`,
  '',
  `One HTML report: ${HTML_REPORT}/index.html (npm run test:report serves it; each failed picture shows its reference, actual and diff).`,
  ...(missing.length
    ? [`${missing.length} attached pictures are not in ${ATTACHMENTS_DIR}/: bring each shard's beside its blob.`]
    : []),
  '',
  ...(await balance(blobs)),
];
process.stdout.write(`\n${notes.join('\n')}\n`);
if (process.env.GITHUB_STEP_SUMMARY) await appendFile(process.env.GITHUB_STEP_SUMMARY, `${notes.join('\n')}\n`);
process.exit(totals ? code : 1);
