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
/** What Vitest says came before a file's import: the project's setup files, its page or worker, its environment. */
const before = (file: RanFile) => file.setup + file.prepare + file.environment;
const end = (file: RanFile) => file.startTime! + file.duration;

/** A shard's files that ran, by project, in the order they started. */
function projectsOf(shard: RanShard): RanFile[][] {
  const projects = new Map<string, RanFile[]>();
  for (const file of shard.files.filter((ran) => ran.startTime !== undefined)) add(projects, file.project, file);
  return [...projects.values()].map((files) => files.sort((a, b) => a.startTime! - b.startTime!));
}

const add = <T>(samples: Map<string, T[]>, name: string, sample: T) =>
  samples.set(name, [...(samples.get(name) ?? []), sample]);
const medians = (samples: Map<string, number[]>, round: (value: number) => number) =>
  Object.fromEntries([...samples].map(([name, values]) => [name, round(median(values) ?? 0)]));

/**
 * A file's time in its lane after the first: its import and tests, and what came before them since the previous
 * file ended. Vitest's own figure for that can count the wait behind earlier files (an isolated browser
 * project's page), and files of a node project overlap (two workers), so neither alone is the file's.
 */
function laneSeconds(file: RanFile, previous: RanFile) {
  const gap = file.startTime! - file.collect - end(previous);
  return file.collect + file.duration + Math.min(before(file), Math.max(0, gap));
}

/** One project's files in one shard (in the order they started): its start-up, each file's time, its files at once. */
function measureProject([first, ...others]: RanFile[]) {
  const times = new Map([[first!, first!.collect + first!.duration]]);
  others.forEach((file, at) => times.set(file, laneSeconds(file, at === 0 ? first! : others[at - 1]!)));
  const work = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  const span = Math.max(...[...times.keys()].map(end)) - (first!.startTime! - first!.collect);
  return { project: first!.project, startup: before(first!), times, work, parallel: Math.max(1, work / span || 1) };
}

/**
 * Durations as a complete sharded run recorded them: each file's time in its lane, where the first file of a
 * project in a shard hands what came before it (the page's start-up) to the project; how many of a project's
 * files ran at once; the time a shard spent outside every lane; and how much lane time the shards got through
 * per second of wall time.
 */
export function measureDurations(shards: readonly RanShard[]): Durations {
  const files: Durations['files'] = {};
  const [startups, parallels] = [new Map<string, number[]>(), new Map<string, number[]>()];
  const overheads: number[] = [];
  let [laneTotal, spanTotal] = [0, 0];
  for (const shard of shards) {
    // Files that ran nothing keep their own figures (nothing, or their import).
    for (const file of shard.files) (files[file.project] ??= {})[file.file] = seconds(file.collect + file.duration);
    const projects = projectsOf(shard);
    if (projects.length === 0) continue;
    for (const { project, startup, times, work, parallel } of projects.map(measureProject)) {
      for (const [file, ms] of times) files[project]![file.file] = seconds(ms);
      add(startups, project, startup);
      add(parallels, project, parallel);
      laneTotal += startup + work;
    }
    const start = Math.min(...projects.map(([first]) => first!.startTime! - first!.collect - before(first!)));
    const span = Math.max(...projects.flat().map(end)) - start;
    spanTotal += span;
    overheads.push(Math.max(0, shard.executionTime - span));
  }
  return {
    files,
    startup: medians(startups, seconds),
    parallel: medians(parallels, (value) => Math.round(value * 10) / 10),
    overhead: seconds(median(overheads) ?? 0),
    concurrency: spanTotal > 0 ? Math.round((laneTotal / spanTotal) * 100) / 100 : 1,
  };
}
