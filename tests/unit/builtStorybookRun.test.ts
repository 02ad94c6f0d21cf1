import { describe, expect, it } from 'vitest';
import { REVIEW_PRESETS } from '../../.storybook/modes/presets';
import { BUILT_MODES, parseShard, tally, tallyLine, type JestResults } from '../../scripts/storybook/builtRun';
import { dealShares } from '../../scripts/storybook/shareByTitle.js';

describe('the built Storybook run', () => {
  it('tries each mode as the review preset of that name', () => {
    for (const mode of BUILT_MODES) expect(REVIEW_PRESETS.map((preset) => preset.id)).toContain(mode);
  });

  it('takes --shard=i/n, and every story without it', () => {
    expect(parseShard(['--shard=2/3'])).toEqual({ index: 2, count: 3 });
    expect(parseShard(['--shard', '3/3'])).toEqual({ index: 3, count: 3 });
    expect(parseShard([])).toEqual({ index: 1, count: 1 });
  });

  it.each([['--shard=0/3'], ['--shard=4/3'], ['--shard=1'], ['--shard=a/b']])('names what is wrong in %s', (arg) => {
    expect(() => parseShard([arg])).toThrow(`--shard takes i/n with 1 <= i <= n (--shard=1/3), not "${arg.slice(8)}"`);
  });

  it('refuses an argument it does not know', () => {
    expect(() => parseShard(['--shards=1/3'])).toThrow(/--shards/);
  });

  it("tells a mode's run as stories passed of those tried, with the failed ones by name", () => {
    const test = (fullName: string, status: string) => ({ title: fullName.split(' ').at(-1)!, fullName, status });
    const results: JestResults = {
      testResults: [
        {
          testResults: [
            test('App/Pages/Dashboard Getting Started play-test', 'failed'),
            test('App/Pages/Dashboard Creating Pitch play-test', 'pending'),
          ],
        },
        {
          testResults: [
            test('Login/Screens/Main Ready play-test', 'passed'),
            test('Login/Mode matrix no-op', 'pending'),
          ],
        },
        { testResults: [test('Design system/Divider Or smoke-test', 'passed')] },
      ],
    };
    expect(tallyLine(tally('dark', results))).toBe(
      'dark: 2 of 4 stories pass (1 sits the mode out), 1 fails: App/Pages/Dashboard Getting Started play-test',
    );
  });
});

describe('shares of the stories', () => {
  const files = [
    { name: 'a.test.js', weight: 20 },
    { name: 'b.test.js', weight: 3 },
    { name: 'c.test.js', weight: 12 },
    { name: 'd.test.js', weight: 9 },
    { name: 'e.test.js', weight: 3 },
  ];
  const names = (shares: { name: string }[][]) => shares.map((share) => share.map((file) => file.name));

  it('puts every file in exactly one share, whatever order the files come in', () => {
    const shares = names(dealShares(files, 3));
    expect(shares.flat().sort()).toEqual(files.map((file) => file.name));
    expect(names(dealShares([...files].reverse(), 3))).toEqual(shares);
  });

  it('deals the stories evenly: the heaviest file first, each to the lightest share', () => {
    expect(names(dealShares(files, 2))).toEqual([
      ['a.test.js', 'b.test.js'],
      ['c.test.js', 'd.test.js', 'e.test.js'],
    ]);
  });
});
