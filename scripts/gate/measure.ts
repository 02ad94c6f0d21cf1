import { median, type Durations } from './balance.ts';

/** What a shard's blob report says of one file it ran, in milliseconds as Vitest keeps them. */
export interface RanFile {
  project: string;
  file: string;
  /** When its tests started, after its setup and import (epoch ms); absent for a file that ran nothing. */
  startTime?: number;
  duration: number;
  /** The project's setup files (the first file of a browser project's page loads its preview here). */
  setup: number;
  /** The import of the file itself. */
  collect: number;
  /** The worker's or page's start before it. */
  prepare: number;
  environment: number;
}

export interface RanShard {
  /** From Vitest's start to its run's end (the blob's executionTime), in ms. */
  executionTime: number;
  files: RanFile[];
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const before = (file: RanFile) => file.setup + file.prepare + file.environment;

/**
 * Durations as a complete sharded run recorded them: each file's time in its lane, where the first file of a
 * project in a shard hands its setup (the page's start-up) to the project; the time a shard spent outside every
 * lane; and how much lane time the shards got through per second of wall time.
 */
export function measureDurations(shards: readonly RanShard[]): Durations {
  const files: Durations['files'] = {};
  const startups = new Map<string, number[]>();
  const overheads: number[] = [];
  let laneTotal = 0;
  let spanTotal = 0;
  for (const shard of shards) {
    const ran = shard.files.filter((file) => file.startTime !== undefined);
    const firstOf = new Map<string, RanFile>();
    for (const file of ran) {
      const first = firstOf.get(file.project);
      if (!first || file.startTime! < first.startTime!) firstOf.set(file.project, file);
    }
    const firsts = new Set(firstOf.values());
    for (const file of shard.files) {
      const first = firsts.has(file);
      if (first) startups.set(file.project, [...(startups.get(file.project) ?? []), before(file)]);
      (files[file.project] ??= {})[file.file] = seconds(file.collect + file.duration + (first ? 0 : before(file)));
      laneTotal += file.collect + file.duration + before(file);
    }
    if (ran.length === 0) continue;
    const start = Math.min(...ran.map((file) => file.startTime! - file.collect - before(file)));
    const end = Math.max(...ran.map((file) => file.startTime! + file.duration));
    spanTotal += end - start;
    overheads.push(Math.max(0, shard.executionTime - (end - start)));
  }
  return {
    files,
    startup: Object.fromEntries([...startups].map(([project, samples]) => [project, seconds(median(samples) ?? 0)])),
    overhead: seconds(median(overheads) ?? 0),
    concurrency: spanTotal > 0 ? Math.round((laneTotal / spanTotal) * 100) / 100 : 1,
  };
}
