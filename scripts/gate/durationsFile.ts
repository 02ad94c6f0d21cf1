import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_DURATIONS, type Durations } from './balance.ts';

/** The durations the shards are cut by, committed; `npm run test:durations` refreshes them from a run's report. */
export const DURATIONS_FILE = 'tests/shards/durations.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function number(value: unknown, where: string, least = 0): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < least) {
    throw new Error(`${where}: ${JSON.stringify(value)} is not a number of at least ${least}`);
  }
  return value;
}

function numbersBy(value: unknown, where: string, least = 0): Record<string, number> {
  if (!isRecord(value)) throw new Error(`${where}: not an object of numbers by name`);
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, number(item, `${where}.${name}`, least)]),
  );
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
  return {
    files: Object.fromEntries(
      Object.entries(files).map(([project, byFile]) => [project, numbersBy(byFile, `${source}: files.${project}`)]),
    ),
    startup: numbersBy(value.startup, `${source}: startup`),
    // A project runs one file at a time at least; a shard gets through some lane time each second.
    parallel: numbersBy(value.parallel, `${source}: parallel`, 1),
    overhead: number(value.overhead, `${source}: overhead`),
    concurrency: number(value.concurrency, `${source}: concurrency`, 0.1),
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
  const [startup, parallel] = [sortedKeys(durations.startup), sortedKeys(durations.parallel)];
  return `${JSON.stringify({ overhead, concurrency, startup, parallel, files }, null, 2)}\n`;
}
