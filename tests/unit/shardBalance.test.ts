import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DURATIONS, itemKey, planShards, predictShard, type Durations } from '../../scripts/gate/balance';
import { balanceReport } from '../../scripts/gate/balanceReport';
import { formatDurations, parseDurations } from '../../scripts/gate/durationsFile';
import { measureDurations, type RanFile } from '../../scripts/gate/measure';

const PROJECTS = ['e2e', 'stories (chromium)', 'stories-dark (chromium)'];

const items = fc.uniqueArray(
  fc.record({ project: fc.constantFrom(...PROJECTS), file: fc.stringMatching(/^[a-z]{1,6}\.ts$/) }),
  { selector: itemKey, maxLength: 60 },
);

/** Durations for some of the items (the others are new files), as a sharded run would have recorded them. */
const recorded = (known: readonly { project: string; file: string }[], seconds: readonly number[]): Durations => {
  const files: Durations['files'] = {};
  known.forEach((item, at) => ((files[item.project] ??= {})[item.file] = seconds[at % seconds.length]!));
  return { files, startup: { 'stories (chromium)': 20 }, parallel: { e2e: 2 }, overhead: 30, concurrency: 2.5 };
};

const keysOf = (shards: ReturnType<typeof planShards>) => shards.map((shard) => shard.items.map(itemKey));

describe('cutting the gate into shards by recorded durations (scripts/gate/balance.ts)', () => {
  it('puts every file of every project in exactly one shard', () => {
    fc.assert(
      fc.property(
        items,
        fc.array(fc.double({ min: 0, max: 100, noNaN: true })),
        fc.integer({ min: 1, max: 6 }),
        (all, seconds, count) => {
          const plan = planShards(all, recorded(all.slice(0, all.length / 2), seconds.length ? seconds : [1]), count);
          expect(plan).toHaveLength(count);
          expect(keysOf(plan).flat().sort()).toEqual(all.map(itemKey).sort());
        },
      ),
    );
  });

  it('cuts the same shards from the files in any order, as every machine of a run must', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 5 }), fc.nat(), (all, count, seed) => {
        const durations = recorded(all.slice(1), [3, 40, 0.5, 12, 3]);
        const reordered = fc.sample(fc.shuffledSubarray(all, { minLength: all.length }), { seed, numRuns: 1 })[0]!;
        expect(keysOf(planShards(reordered, durations, count))).toEqual(keysOf(planShards(all, durations, count)));
      }),
    );
  });

  it('evens out wall times where a count would not: two slow files go to different shards', () => {
    const slow = [
      { project: 'e2e', file: 'a.ts' },
      { project: 'e2e', file: 'b.ts' },
    ];
    const quick = Array.from({ length: 10 }, (_, at) => ({ project: 'stories (chromium)', file: `s${at}.ts` }));
    const durations: Durations = {
      files: {
        e2e: { 'a.ts': 60, 'b.ts': 60 },
        'stories (chromium)': Object.fromEntries(quick.map((i) => [i.file, 6])),
      },
      startup: {},
      parallel: {},
      overhead: 0,
      concurrency: 1,
    };
    const plan = planShards([...slow, ...quick], durations, 2);
    expect(plan.map((shard) => shard.predictedSeconds)).toEqual([90, 90]);
    expect(plan.map((shard) => shard.items.filter((item) => item.project === 'e2e'))).toEqual([[slow[0]], [slow[1]]]);
  });

  it("predicts a shard's wall time as its longest lane or its lanes shared by the machine, plus what surrounds them", () => {
    const durations: Durations = {
      files: { e2e: { 'a.ts': 100 }, 'stories (chromium)': { 's.ts': 10, 't.ts': 10 } },
      startup: { 'stories (chromium)': 20 },
      parallel: {},
      overhead: 30,
      concurrency: 2,
    };
    const stories = [
      { project: 'stories (chromium)', file: 's.ts' },
      { project: 'stories (chromium)', file: 't.ts' },
    ];
    expect(predictShard(stories, durations)).toBe(30 + 40);
    // The end-to-end lane alone (100 s) outlasts the 140 s of lanes shared by two cores.
    expect(predictShard([...stories, { project: 'e2e', file: 'a.ts' }], durations)).toBe(30 + 100);
    expect(predictShard([...stories, { project: 'e2e', file: 'a.ts' }], { ...durations, concurrency: 1 })).toBe(
      30 + 140,
    );
    // Two workers share a project's files out, but cannot split one.
    const e2e = { files: { e2e: { 'a.ts': 100, 'b.ts': 60, 'c.ts': 60 } }, parallel: { e2e: 2 }, concurrency: 4 };
    const files = ['a.ts', 'b.ts', 'c.ts'].map((file) => ({ project: 'e2e', file }));
    expect(predictShard(files, { ...durations, ...e2e })).toBe(30 + 110);
    expect(predictShard(files.slice(0, 2), { ...durations, ...e2e })).toBe(30 + 100);
  });

  it("weighs a file the record does not know as its project's median, else every file's", () => {
    const durations: Durations = { ...NO_DURATIONS, files: { e2e: { 'a.ts': 10, 'b.ts': 20, 'c.ts': 90 } } };
    expect(predictShard([{ project: 'e2e', file: 'new.ts' }], durations)).toBe(20);
    expect(predictShard([{ project: 'stories (chromium)', file: 'new.ts' }], durations)).toBe(20);
    expect(predictShard([{ project: 'e2e', file: 'x.ts' }], NO_DURATIONS)).toBe(1);
  });

  it('refuses a count that is no number of shards', () => {
    expect(() => planShards([], NO_DURATIONS, 0)).toThrow('A gate needs a whole number of shards, not 0');
  });
});

const ran = (project: string, file: string, startTime: number, duration: number, setup = 0): RanFile => ({
  project,
  file,
  startTime,
  duration,
  setup,
  collect: 1000,
  prepare: 0,
  environment: 0,
});

describe("a sharded run's durations (scripts/gate/measure.ts)", () => {
  it("hands the first file's setup of each project in a shard to the project, and measures what is outside the lanes", () => {
    const measured = measureDurations([
      {
        executionTime: 100_000,
        files: [
          ran('stories (chromium)', 'b.ts', 51_000, 9000, 500),
          ran('stories (chromium)', 'a.ts', 31_000, 10_000, 20_000),
          ran('e2e', 'x.ts', 11_000, 40_000),
        ],
      },
    ]);
    expect(measured.files).toEqual({ 'stories (chromium)': { 'a.ts': 11, 'b.ts': 10.5 }, e2e: { 'x.ts': 41 } });
    expect(measured.startup).toEqual({ 'stories (chromium)': 20, e2e: 0 });
    expect(measured.parallel).toEqual({ 'stories (chromium)': 1, e2e: 1 });
    // The lanes span 10 s to 60 s: 50 s of the run's 100 s, in which they did 82.5 s of work.
    expect(measured.overhead).toBe(50);
    expect(measured.concurrency).toBe(1.65);
  });

  it("counts a file's own time, not the wait behind earlier files nor a parallel worker's", () => {
    // An isolated browser project's page counts each file's preparation from the project's start.
    const browser = [ran('browser', 'a.ts', 12_000, 5000), ran('browser', 'b.ts', 20_000, 5000)];
    browser[0]!.prepare = 10_000;
    browser[1]!.prepare = 18_500;
    // Two end-to-end files side by side in two workers.
    const e2e = [ran('e2e', 'x.ts', 2000, 30_000, 300), ran('e2e', 'y.ts', 3000, 30_000, 300)];
    const measured = measureDurations([{ executionTime: 40_000, files: [...browser, ...e2e] }]);
    expect(measured.files).toEqual({ browser: { 'a.ts': 6, 'b.ts': 8 }, e2e: { 'x.ts': 31, 'y.ts': 31 } });
    // 62 s of end-to-end files in the 32 s from the first's import to the last's end.
    expect(measured.parallel).toEqual({ browser: 1, e2e: 1.9 });
  });
});

describe('the durations file (scripts/gate/durationsFile.ts)', () => {
  const durations: Durations = {
    files: { e2e: { 'b.ts': 2, 'a.ts': 1 } },
    startup: { e2e: 0 },
    parallel: { e2e: 2 },
    overhead: 3,
    concurrency: 2,
  };

  it('reads what it writes, names in order', () => {
    const text = formatDurations(durations);
    expect(parseDurations(text, 'd.json')).toEqual(durations);
    expect(text.indexOf('"a.ts"')).toBeLessThan(text.indexOf('"b.ts"'));
  });

  it('names what is wrong with a file it cannot use', () => {
    expect(() => parseDurations('{', 'd.json')).toThrow(/^d\.json: not JSON/);
    const broken = { ...durations, files: { e2e: { 'a.ts': -1 } } };
    expect(() => parseDurations(JSON.stringify(broken), 'd.json')).toThrow(
      'd.json: files.e2e.a.ts: -1 is not a number of at least 0',
    );
    expect(() => parseDurations(JSON.stringify({ ...durations, concurrency: 0 }), 'd.json')).toThrow(/concurrency: 0/);
    expect(() => parseDurations(JSON.stringify({ ...durations, parallel: { e2e: 0.5 } }), 'd.json')).toThrow(
      'd.json: parallel.e2e: 0.5 is not a number of at least 1',
    );
  });
});

describe("the balance's report (scripts/gate/balanceReport.ts)", () => {
  const durations: Durations = { ...NO_DURATIONS, files: { e2e: { 'a.ts': 60, 'b.ts': 60 } } };
  const shard = (label: string, file: string, wallSeconds: number) => ({
    label,
    items: [{ project: 'e2e', file }],
    wallSeconds,
  });

  it('is content with shards within the target whose files the durations know', () => {
    const report = balanceReport([shard('1/2', 'a.ts', 60), shard('2/2', 'b.ts', 70)], durations, 'd.json');
    expect(report.drifted).toBe(false);
    expect(report.lines).toContain('| 2/2 | 1 | 1 min 10 s | 1 min 0 s |');
  });

  it('asks for a refresh when a shard outlasts the target or files are new', () => {
    expect(balanceReport([shard('1/2', 'a.ts', 30), shard('2/2', 'b.ts', 90)], durations, 'd.json').drifted).toBe(true);
    const report = balanceReport([shard('1/2', 'a.ts', 60), shard('2/2', 'new.ts', 60)], durations, 'd.json');
    expect(report.drifted).toBe(true);
    expect(report.lines).toContain("1 files are not in d.json: each was weighed as its project's median.");
  });
});
