import { predictShard, type Durations, type ShardItem } from './balance.ts';

/** The bar: the slowest shard at most this many times the mean. */
export const BALANCE_TARGET = 1.25;

/** One shard as a run measured it. */
export interface MeasuredShard {
  /** `2/4` */
  label: string;
  items: ShardItem[];
  wallSeconds: number;
}

export function formatSeconds(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * How the shards of a run came out against what the committed durations predicted for the files each ran, and
 * whether the durations need refreshing: files they do not know, or a slowest shard above the target.
 */
export function balanceReport(
  shards: readonly MeasuredShard[],
  committed: Durations,
  durationsFile: string,
): { lines: string[]; drifted: boolean } {
  const walls = shards.map((shard) => shard.wallSeconds);
  const ratio = Math.max(...walls) / (walls.reduce((sum, wall) => sum + wall, 0) / walls.length);
  const unknown = shards
    .flatMap((shard) => shard.items)
    .filter((item) => committed.files[item.project]?.[item.file] === undefined).length;
  const drifted = unknown > 0 || ratio > BALANCE_TARGET;
  return {
    drifted,
    lines: [
      '| shard | files | wall time | predicted |',
      '| --- | --- | --- | --- |',
      ...shards.map(
        (shard) =>
          `| ${shard.label} | ${shard.items.length} | ${formatSeconds(shard.wallSeconds)} | ` +
          `${formatSeconds(predictShard(shard.items, committed))} |`,
      ),
      '',
      `Slowest shard: ${ratio.toFixed(2)}x the mean (target at most ${BALANCE_TARGET}x).`,
      ...(unknown > 0
        ? [`${unknown} files are not in ${durationsFile}: each was weighed as its project's median.`]
        : []),
    ],
  };
}
