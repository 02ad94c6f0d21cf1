import { existsSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'flatted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunnerTask, RunnerTestCase, RunnerTestFile, TestAttachment } from 'vitest';
import { readBlobs } from '../../scripts/gate/blobs';
import { throwawayCopy, type CommandResult, type ThrowawayCopy } from '../support/throwawayCopy';

/** A hang guard for a whole shard, merge or copy on a busy machine, never a speed check. */
const COMMAND_GUARD_MS = 15 * 60_000;

const STORY_FILE = 'stories/ui/Divider.stories.tsx';
const PICTURES = `stories/ui/__screenshots__/${path.basename(STORY_FILE)}`;
/** The story whose reference is swapped for its neighbour's (same size, another text), as a wrong commit would. */
const ALTERED = `${PICTURES}/design-system-divider-or-chromium-linux.png`;
const OTHER = `${PICTURES}/design-system-divider-custom-label-chromium-linux.png`;
/** One story file in one mode: the default mode's project alone (STORY_MODES), that file alone (the filter). */
const ONE_MODE = { STORY_MODES: 'default', STORY_SEED: '1' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

const testsOf = (task: RunnerTask): RunnerTestCase[] => (task.type === 'test' ? [task] : task.tasks.flatMap(testsOf));

/** The failed test of the altered story and the pictures its screenshot comparison attached, by name. */
function failedPictures(files: readonly RunnerTestFile[]) {
  const failed = files.flatMap(testsOf).filter((test) => test.result?.state === 'fail');
  expect(failed.map((test) => [test.file.projectName, test.file.name, test.name])).toEqual([
    ['stories (chromium)', STORY_FILE, 'Or'],
  ]);
  const artifact = failed[0]!.artifacts.find((candidate) => candidate.type === 'internal:toMatchScreenshot');
  const attachments = new Map((artifact?.attachments ?? []).map((item) => [(item as { name?: string }).name, item]));
  return { test: failed[0]!, picture: (name: string) => attachments.get(name) as TestAttachment };
}

const expectFailed = (result: CommandResult) => expect(result.code, result.output).toBe(1);

/**
 * The gate's report path as CI walks it (issue 38), in a throwaway copy of the repository: one story's reference
 * picture altered, the shard holding it fails with the story's reference, actual and diff pictures; the merge,
 * in a checkout elsewhere (the report job's), fails too, and its HTML report served as static files shows them.
 */
describe('a picture that differs, from its shard to the merged report', () => {
  let copy: ThrowawayCopy;
  beforeAll(async () => {
    copy = await throwawayCopy();
    await copyFile(path.join(copy.dir, OTHER), path.join(copy.dir, ALTERED));
  }, COMMAND_GUARD_MS);
  afterAll(() => copy?.remove(), COMMAND_GUARD_MS);

  it(
    "fails the shard holding the story, which keeps the story's reference, actual and diff pictures",
    async () => {
      expectFailed(await copy.npm(['run', 'test:shard', '--', '1/1', STORY_FILE], ONE_MODE));
      const [blob, ...others] = await readBlobs(path.join(copy.dir, '.vitest-reports'));
      expect([blob!.name, others]).toEqual(['blob-1-1.json', []]);
      const { test, picture } = failedPictures(blob!.files);
      expect(test.result?.errors?.[0]?.message).toMatch(/Screenshot does not match the stored reference/);
      expect(await readFile(picture('reference').path!)).toEqual(await readFile(path.join(copy.dir, OTHER)));
      for (const name of ['actual', 'diff']) {
        expect(picture(name).path).toContain(`${copy.dir}/.vitest-attachments/`);
        expect((await readFile(picture(name).path!)).subarray(0, 4)).toEqual(PNG_SIGNATURE);
      }
    },
    COMMAND_GUARD_MS,
  );

  it(
    'fails the merge elsewhere, whose report holds the failed story with its mode, error and pictures',
    async () => {
      await copy.move();
      expectFailed(await copy.npm(['run', 'test:merge'], ONE_MODE));
      const report = path.join(copy.dir, 'test-results/html');
      const meta = parse(gunzipSync(await readFile(path.join(report, 'html.meta.json.gz'))).toString()) as {
        files: RunnerTestFile[];
      };
      const { test, picture } = failedPictures(meta.files);
      expect(test.file.filepath).toBe(path.join(copy.dir, STORY_FILE));
      expect(test.result?.errors?.[0]?.message).toMatch(/Screenshot does not match the stored reference/);
      for (const name of ['reference', 'actual', 'diff']) {
        expect(existsSync(path.join(report, 'data', path.basename(picture(name).path!))), name).toBe(true);
      }
    },
    COMMAND_GUARD_MS,
  );

  it(
    'serves the report as static files (npm run test:report), as from a downloaded artifact',
    async () => {
      const server = await copy.start(
        ['run', 'test:report', '--', '--port', '0', '--no-open'],
        /http:\/\/localhost:\d+\//,
      );
      try {
        const get = (file: string) => fetch(new URL(file, server.match[0]));
        expect((await get('index.html')).status).toBe(200);
        const meta = await get('html.meta.json.gz');
        const bytes = Buffer.from(await meta.arrayBuffer());
        // The report's page un-gzips the data itself unless the server's Content-Encoding already did.
        const { picture } = failedPictures(
          parse((bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).toString()).files as RunnerTestFile[],
        );
        for (const name of ['reference', 'actual', 'diff']) {
          // Where the report's page looks for an attached picture: data/ beside it, by the file's name.
          const response = await get(`data/${path.basename(picture(name).path!)}`);
          expect([name, response.status]).toEqual([name, 200]);
          expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4)).toEqual(PNG_SIGNATURE);
        }
      } finally {
        server.stop();
      }
    },
    COMMAND_GUARD_MS,
  );
});
