import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_DURATIONS, type Durations } from './balance.ts';

/** The durations the shards are cut by, committed; `npm run test:durations` refreshes them from a run's report. */
export const DURATIONS_FILE = 'tests/shards/durations.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function seconds(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${where}: ${JSON.stringify(value)} is not a number of seconds`);
  }
  return value;
}

function secondsBy(value: unknown, where: string): Record<string, number> {
  if (!isRecord(value)) throw new Error(`${where}: not an object of seconds by name`);
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, seconds(item, `${where}.${name}`)]));
}

/** Durations read from a file's text, each wrong value named with where it is. */
export function parseDurations(text: string, source: string): Durations {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!isRecord(value)) throw new Error(`${source}: not an object of durations`);
  const files = value.files;
  if (!isRecord(files)) throw new Error(`${source}: files: not an object of projects`);
  const concurrency = seconds(value.concurrency, `${source}: concurrency`);
  if (concurrency === 0) throw new Error(`${source}: concurrency: 0 would predict an endless shard`);
  return {
    files: Object.fromEntries(
      Object.entries(files).map(([project, byFile]) => [project, secondsBy(byFile, `${source}: files.${project}`)]),
    ),
    startup: secondsBy(value.startup, `${source}: startup`),
    overhead: seconds(value.overhead, `${source}: overhead`),
    concurrency,
  };
}

/** The committed durations of the repository at `root`; none when the file is missing (the shards balance by count). */
export function readDurations(root: string): Durations {
  const file = path.join(root, DURATIONS_FILE);
  return existsSync(file) ? parseDurations(readFileSync(file, 'utf8'), DURATIONS_FILE) : NO_DURATIONS;
}

const sortedKeys = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The file's text: names in order, so a refresh's diff shows what changed and nothing else. */
export function formatDurations(durations: Durations): string {
  const files = Object.fromEntries(
    Object.entries(sortedKeys(durations.files)).map(([project, byFile]) => [project, sortedKeys(byFile)]),
  );
  const { overhead, concurrency } = durations;
  return `${JSON.stringify({ overhead, concurrency, startup: sortedKeys(durations.startup), files }, null, 2)}\n`;
}
