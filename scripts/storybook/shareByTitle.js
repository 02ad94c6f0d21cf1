import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import Sequencer from '@jest/test-sequencer';

/**
 * Deals weighted items to `count` shares: the heaviest first, each to the share lightest so far (the earlier one
 * on a tie), items of equal weight by name. Whoever deals the same items gets the same shares.
 * @template {{ name: string, weight: number }} Item
 * @param {readonly Item[]} items
 * @param {number} count
 * @returns {Item[][]}
 */
export function dealShares(items, count) {
  const shares = Array.from({ length: count }, () => ({ weight: 0, items: /** @type {Item[]} */ ([]) }));
  const order = [...items].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const item of order) {
    const lightest = shares.reduce((least, share) => (share.weight < least.weight ? share : least));
    lightest.weight += item.weight;
    lightest.items.push(item);
  }
  return shares.map((share) => share.items);
}

/** How many stories a test file of @storybook/test-runner tries: one test (`it` or `it.skip`) each. */
const storiesIn = (/** @type {string} */ path) => (readFileSync(path, 'utf8').match(/\bit(?:\.skip)?\(/g) ?? []).length;

/**
 * Jest's shards of the built Storybook's test files (one per title), the same in every run. Jest's own shard
 * sorts by a hash of each file's path, and test-runner writes its files to a new temporary folder at each run:
 * two runs (two CI jobs, two modes) cut different shares, so some stories ran twice and others never. Here a
 * file is known by its name (the title's id), and the shares are dealt by stories, so they take about as long.
 */
export default class ShareByTitle extends Sequencer {
  /** @type {Sequencer['shard']} */
  shard(tests, { shardIndex, shardCount }) {
    const items = tests.map((test) => ({ name: basename(test.path), weight: storiesIn(test.path), test }));
    return dealShares(items, shardCount)[shardIndex - 1].map((item) => item.test);
  }
}
