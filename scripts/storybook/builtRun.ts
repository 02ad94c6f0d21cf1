import { parseArgs } from 'node:util';

/**
 * What `npm run test:built-storybook` runs and how it tells it (testBuiltStorybook.ts is the shell around it): the
 * built Storybook's stories in the review presets designers open most (.storybook/modes/presets.ts), each a run of
 * @storybook/test-runner over one share of the stories.
 */

/** The review presets tried; each is also the mode a story tagged `skip-<mode>` sits out, as in the gate. */
export const BUILT_MODES = ['default', 'dark', 'pseudo'] as const;
export type BuiltMode = (typeof BUILT_MODES)[number];

export interface Shard {
  index: number;
  count: number;
}

/** The command's arguments: `--shard=i/n` (every story when absent). */
export function parseShard(args: readonly string[]): Shard {
  const { values } = parseArgs({ args: [...args], options: { shard: { type: 'string' } }, strict: true });
  if (values.shard === undefined) return { index: 1, count: 1 };
  const match = /^(\d+)\/(\d+)$/.exec(values.shard);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (index < 1 || index > count) {
    throw new Error(`--shard takes i/n with 1 <= i <= n (--shard=1/3), not ${JSON.stringify(values.shard)}`);
  }
  return { index, count };
}

/** test-storybook's arguments for one mode's run of a share of the stories. */
export const testRunnerArgs = (url: string, mode: BuiltMode, { index, count }: Shard) => [
  '--index-json',
  '--url',
  url,
  `--shard=${index}/${count}`,
  '--skipTags',
  `skip-${mode}`,
];

/** Of a run's results (Jest's aggregated results, scripts/storybook/writeResults.js), what the command reports. */
export interface JestResults {
  testResults: { testResults: { title: string; fullName: string; status: string }[] }[];
}

export interface ModeTally {
  mode: BuiltMode;
  passed: number;
  failed: number;
  skipped: number;
  total: number;
  /** The failed stories, by title and name. */
  failures: string[];
}

/**
 * A mode's stories by outcome. test-runner gives a title whose stories are all left out (tagged `!test`) a
 * skipped test named 'no-op' so that its file is not empty: no story, so not counted.
 */
export function tally(mode: BuiltMode, results: JestResults): ModeTally {
  const stories = results.testResults.flatMap((file) => file.testResults).filter((test) => test.title !== 'no-op');
  const count = (status: string) => stories.filter((test) => test.status === status).length;
  return {
    mode,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('pending'),
    total: stories.length,
    failures: stories.filter((test) => test.status === 'failed').map((test) => test.fullName),
  };
}

/** 'dark: 110 of 112 stories pass (1 sits the mode out), 1 fails: Login/Screens/Main Ready play-test'. */
export function tallyLine({ mode, passed, failed, skipped, total, failures }: ModeTally): string {
  const out = skipped ? ` (${skipped} ${skipped === 1 ? 'sits' : 'sit'} the mode out)` : '';
  const failing = failed ? `, ${failed} ${failed === 1 ? 'fails' : 'fail'}: ${failures.join('; ')}` : '';
  return `${mode}: ${passed} of ${total} stories pass${out}${failing}`;
}
