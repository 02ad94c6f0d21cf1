import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Jest's results processor for the built Storybook's runs (scripts/storybook/testBuiltStorybook.ts): writes the
 * run's results, as `jest --json` prints them, to STORYBOOK_TEST_RESULTS. test-runner's own --outputFile takes no
 * file name, and with --json it shares stdout with its own messages.
 * @param {import('@jest/test-result').AggregatedResult} results
 */
export default function writeResults(results) {
  const file = process.env.STORYBOOK_TEST_RESULTS;
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(results));
  }
  return results;
}
