/**
 * How the gate's shards are cut. A shard takes whole test files of whole projects (a story file runs once per
 * review mode, each a file of its own here), and its wall time is predicted from what a sharded run recorded
 * (tests/shards/durations.json): Vitest's own `--shard` splits by count, and five modes of a story file or one
 * end-to-end file can outweigh dozens of others.
 */

/** One test file as one project runs it: what a shard is made of. */
export interface ShardItem {
  readonly project: string;
  /** Relative to the repository's root, with forward slashes. */
  readonly file: string;
}

/**
 * What a shard's wall time is predicted from. The projects of a shard run side by side on one machine: each
 * project's files one after another in its lane (a browser project's one tab, `fileParallelism: false`) or in a
 * few (a node project's workers), all lanes sharing the machine's cores.
 */
export interface Durations {
  /** Seconds each file took in its project's lane (setup, import and tests), by project and file. */
  files: Record<string, Record<string, number>>;
  /** Seconds a project's lane takes before its first file runs in a shard (a browser project's page, its preview). */
  startup: Record<string, number>;
  /** How many of a project's files run at once (its lanes); 1 for a project not named. */
  parallel: Record<string, number>;
  /** Seconds a shard spends outside every lane: Vitest's start, global setups (the end-to-end build), the end. */
  overhead: number;
  /** How many seconds of lane time a shard gets through per second of wall time on the machine that recorded it. */
  concurrency: number;
}

/** Nothing recorded: every file weighs the same, so the shards balance by count, as Vitest's own do. */
export const NO_DURATIONS: Durations = { files: {}, startup: {}, parallel: {}, overhead: 0, concurrency: 1 };

/** What a file weighs when nothing at all has been recorded. */
const UNRECORDED_SECONDS = 1;

export interface PlannedShard {
  items: ShardItem[];
  predictedSeconds: number;
}

/** One name for a project's file, to find it again. */
export const itemKey = (item: ShardItem) => JSON.stringify([item.project, item.file]);

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Seconds a file weighs: as recorded, or, for a file the record does not know yet (a new story file), its
 * project's median, else the median of every recorded file.
 */
function fileSeconds(durations: Durations): (item: ShardItem) => number {
  const everyFile = median(Object.values(durations.files).flatMap((files) => Object.values(files)));
  const projectMedians = new Map(
    Object.entries(durations.files).map(([project, files]) => [project, median(Object.values(files))]),
  );
  return ({ project, file }) =>
    durations.files[project]?.[file] ?? projectMedians.get(project) ?? everyFile ?? UNRECORDED_SECONDS;
}

/** One shard as files are added to it. */
class ShardLoad {
  readonly items: ShardItem[] = [];
  /** Each project's files in the shard: their seconds, and the longest one's. */
  private readonly projects = new Map<string, { seconds: number; longest: number }>();

  constructor(private readonly durations: Durations) {}

  add(item: ShardItem, seconds: number) {
    this.items.push(item);
    this.projects.set(item.project, withFile(this.projects.get(item.project), seconds));
  }

  /**
   * The wall time predicted: its longest lane, or all its lanes shared out by the machine, whichever is longer,
   * plus what surrounds them; with `extra`, one more file, as if it had been added.
   */
  predictedSeconds(extra?: { item: ShardItem; seconds: number }): number {
    const projects = new Map(this.projects);
    if (extra) projects.set(extra.item.project, withFile(projects.get(extra.item.project), extra.seconds));
    let longest = 0;
    let total = 0;
    for (const [project, files] of projects) {
      const startup = this.durations.startup[project] ?? 0;
      const lanes = this.durations.parallel[project] ?? 1;
      longest = Math.max(longest, startup + Math.max(files.seconds / lanes, files.longest));
      total += startup + files.seconds;
    }
    return this.durations.overhead + Math.max(longest, total / this.durations.concurrency);
  }
}

const withFile = (files: { seconds: number; longest: number } | undefined, seconds: number) => ({
  seconds: (files?.seconds ?? 0) + seconds,
  longest: Math.max(files?.longest ?? 0, seconds),
});

/** The wall time predicted for a shard running `items`. */
export function predictShard(items: readonly ShardItem[], durations: Durations): number {
  const seconds = fileSeconds(durations);
  const load = new ShardLoad(durations);
  for (const item of items) load.add(item, seconds(item));
  return load.predictedSeconds();
}

/**
 * `items` cut into `count` shards whose predicted wall times are as even as this greedy way makes them: the
 * heaviest file first, each into the shard it leaves quickest. The cut depends on nothing but the items (in any
 * order), the durations and the count, so every shard of a run, on any machine, computes the same one.
 */
export function planShards(items: readonly ShardItem[], durations: Durations, count: number): PlannedShard[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`A gate needs a whole number of shards, not ${count}`);
  const seconds = fileSeconds(durations);
  const weighed = items
    .map((item) => ({ item, seconds: seconds(item), key: itemKey(item) }))
    .sort((a, b) => b.seconds - a.seconds || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shards = Array.from({ length: count }, () => new ShardLoad(durations));
  for (const entry of weighed) {
    let best = shards[0]!;
    let bestSeconds = best.predictedSeconds(entry);
    for (const shard of shards.slice(1)) {
      const predicted = shard.predictedSeconds(entry);
      if (predicted < bestSeconds) [best, bestSeconds] = [shard, predicted];
    }
    best.add(entry.item, entry.seconds);
  }
  return shards.map((shard) => ({ items: shard.items, predictedSeconds: shard.predictedSeconds() }));
}
