import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'flatted';
import type { RunnerTask, RunnerTestCase, RunnerTestFile } from 'vitest';
import type { ShardItem } from './balance.ts';
import type { RanShard } from './measure.ts';

/** One blob report, as a shard or the unit run wrote it, possibly on another machine. */
export interface Blob {
  name: string;
  text: string;
  files: RunnerTestFile[];
  /** Milliseconds from Vitest's start to its run's end. */
  executionTime: number;
}

/** The blobs in `dir`, by name; a clear error when there are none to merge. */
export async function readBlobs(dir: string): Promise<Blob[]> {
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.json')).sort() : [];
  if (names.length === 0) {
    throw new Error(`No blob report in ${dir}: run npm run test:fast and npm run test:shard -- i/n first`);
  }
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      const report: unknown = parse(text);
      if (!Array.isArray(report) || typeof report[0] !== 'string' || !Array.isArray(report[1])) {
        throw new Error(`${dir}/${name} is not a Vitest blob report`);
      }
      return { name, text, files: report[1] as RunnerTestFile[], executionTime: Number(report[4]) || 0 };
    }),
  );
}

/** The shard a blob's name says it ran (`blob-2-4.json`), if it is a shard's. */
export function shardOf(blob: Pick<Blob, 'name'>): { index: number; count: number } | undefined {
  const match = /^blob-(\d+)-(\d+)\.json$/.exec(blob.name);
  return match ? { index: Number(match[1]), count: Number(match[2]) } : undefined;
}

/** The checkout the blob's run worked in: each file's absolute path less its path in the repository. */
export function rootOf(blob: Blob): string | undefined {
  const file = blob.files.find((candidate) => candidate.filepath.endsWith(`/${candidate.name}`));
  return file?.filepath.slice(0, -file.name.length - 1);
}

/**
 * The blob's text with the checkout it ran in replaced by `root`: a shard on another machine (another workspace
 * path, a container) names its files, sources and pictures there, and the merged report reads them here.
 */
export function rebased(blob: Blob, root: string): string {
  const from = rootOf(blob);
  return from === undefined || from === root ? blob.text : blob.text.split(`${from}/`).join(`${root}/`);
}

function testsOf(task: RunnerTask): RunnerTestCase[] {
  return task.type === 'test' ? [task] : task.tasks.flatMap(testsOf);
}

/** Every picture or file the blob's tests attached (a failed screenshot's reference, actual and diff). */
export function attachmentsOf(blob: Blob): string[] {
  return blob.files
    .flatMap(testsOf)
    .flatMap((test) => test.artifacts ?? [])
    .flatMap((artifact) => artifact.attachments ?? [])
    .flatMap((attachment) => (attachment.path ? [attachment.path] : []));
}

/** The files the blob's run ran, each in its project. */
export const itemsOf = (blob: Blob): ShardItem[] =>
  blob.files.map((file) => ({ project: file.projectName ?? '', file: file.name }));

/** What the balance needs of a shard's blob. */
export function ranShard(blob: Blob): RanShard {
  return {
    executionTime: blob.executionTime,
    files: blob.files.map((file) => ({
      project: file.projectName ?? '',
      file: file.name,
      startTime: file.result?.startTime,
      duration: file.result?.duration ?? 0,
      setup: file.setupDuration ?? 0,
      collect: file.collectDuration ?? 0,
      prepare: file.prepareDuration ?? 0,
      environment: file.environmentLoad ?? 0,
    })),
  };
}
