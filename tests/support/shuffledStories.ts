import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { itemKey, planShards, type ShardItem } from '../../scripts/gate/balance.ts';
import { formatSeconds } from '../../scripts/gate/balanceReport.ts';
import { DURATIONS_FILE, readDurations } from '../../scripts/gate/durationsFile.ts';
import { seededRandom } from '../../src/core/random.ts';

/** The seed of the story files' order: new each run, or STORY_SEED=N to repeat one. Printed as the run starts. */
const STORY_SEED = Number(process.env.STORY_SEED) || Date.now() % 2 ** 31;

/** The projects whose story files run in a shuffled order: every review mode's ('stories-dark (chromium)', …). */
const SHUFFLED_PROJECTS = /^stories(-\w+)? \(/;

/**
 * `files` with the ones `chosen` picks in an order drawn from `seed` (Fisher-Yates), each in a place one of them
 * held; the others keep their places.
 */
export function shuffleChosen<T>(files: readonly T[], chosen: (file: T) => boolean, seed: number): T[] {
  const picked = files.filter(chosen);
  const random = seededRandom(seed);
  for (let i = picked.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [picked[i], picked[j]] = [picked[j]!, picked[i]!];
  }
  return files.map((file) => (chosen(file) ? picked.shift()! : file));
}

/**
 * The usual order for the other projects; the story projects' files come in an order drawn from STORY_SEED
 * (one order for them all, each mode's files where that order puts them): a story file that passes only after
 * some other file ran, or only when it ran first, then fails, and the seed printed repeats the run.
 *
 * `--shard=i/n` (npm run test:shard) cuts by the durations a sharded run recorded (scripts/gate/balance.ts), each
 * project's file on its own, rather than by count and path as Vitest does (which puts a story file's five modes
 * in one shard).
 */
export class ShuffledStories extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, shard } = this.ctx.config;
    if (!shard) return files;
    const itemOf = (spec: TestSpecification): ShardItem => ({
      project: spec.project.name,
      file: path.relative(root, spec.moduleId).split(path.sep).join('/'),
    });
    const durations = readDurations(root);
    const plan = planShards(files.map(itemOf), durations, shard.count);
    const mine = plan[shard.index - 1]!;
    const keys = new Set(mine.items.map(itemKey));
    const known = mine.items.filter((item) => durations.files[item.project]?.[item.file] !== undefined).length;
    const predicted = plan.map((planned) => planned.predictedSeconds);
    process.stdout.write(
      `Shard ${shard.index}/${shard.count}: ${mine.items.length} of ${files.length} files, predicted ` +
        `${formatSeconds(mine.predictedSeconds)} (shards ${formatSeconds(Math.min(...predicted))} to ` +
        `${formatSeconds(Math.max(...predicted))}); ${known} of its files are in ${DURATIONS_FILE}\n`,
    );
    return files.filter((spec) => keys.has(itemKey(itemOf(spec))));
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const inProject = (file: TestSpecification) => SHUFFLED_PROJECTS.test(file.project.name);
    const sorted = await super.sort(files);
    if (!sorted.some(inProject)) return sorted;
    process.stdout.write(`Story files in a shuffled order: STORY_SEED=${STORY_SEED} repeats it\n`);
    return shuffleChosen(sorted, inProject, STORY_SEED);
  }
}
