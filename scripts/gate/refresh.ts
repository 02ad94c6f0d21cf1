// npm run test:durations [-- FILE]: records a complete sharded run's durations (test:merge writes them beside
// the report, test-results/html/durations.json; a CI report artifact holds the same file) as the ones the shards
// are cut by. Commit the result.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DURATIONS_FILE, formatDurations, parseDurations } from './durationsFile.ts';
import { FRESH_DURATIONS, inRoot } from './paths.ts';

const source = path.resolve(process.argv[2] ?? inRoot(FRESH_DURATIONS));
const durations = parseDurations(
  await readFile(source, 'utf8').catch(() => {
    throw new Error(`No durations at ${source}: npm run test:merge writes them after a complete sharded run`);
  }),
  source,
);
await writeFile(inRoot(DURATIONS_FILE), formatDurations(durations));
const files = Object.values(durations.files).reduce((sum, byFile) => sum + Object.keys(byFile).length, 0);
process.stdout.write(
  `${DURATIONS_FILE}: ${files} files of ${Object.keys(durations.files).length} projects, ` +
    `${durations.concurrency} s of lane time per second, ${durations.overhead} s outside the lanes\n`,
);
