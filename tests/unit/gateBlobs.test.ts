import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'flatted';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentsOf, readBlobs, rebased, rootOf, shardOf, type Blob } from '../../scripts/gate/blobs';

const SHARD_ROOT = '/__w/genios-web/genios-web';

/** A shard's blob as Vitest writes it (version, files, errors, coverage, execution time, module graphs). */
function shardBlobText() {
  const picture = (name: string) => ({ name, path: `${SHARD_ROOT}/.vitest-attachments/${name}-1a2b.png` });
  const test = {
    type: 'test',
    name: 'Or',
    artifacts: [{ type: 'internal:toMatchScreenshot', attachments: ['reference', 'actual', 'diff'].map(picture) }],
  };
  const file = {
    type: 'suite',
    name: 'stories/ui/Divider.stories.tsx',
    filepath: `${SHARD_ROOT}/stories/ui/Divider.stories.tsx`,
    projectName: 'stories (chromium)',
    tasks: [{ type: 'suite', name: 'Divider', tasks: [test] }],
  };
  // A neighbouring folder whose name starts with the checkout's is not the checkout.
  const modules = { 'stories (chromium)': { external: [[`${SHARD_ROOT}-cache/x.js`, 'x']] } };
  return stringify(['4.1.12', [file], [], undefined, 1234.5, modules]);
}

describe("the shards' blob reports (scripts/gate/blobs.ts)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gate-blobs-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("reads a shard's blob: which shard, where it ran, the pictures it attached", async () => {
    await writeFile(path.join(dir, 'blob-2-4.json'), shardBlobText());
    const [blob] = await readBlobs(dir);
    expect(blob).toMatchObject({ name: 'blob-2-4.json', executionTime: 1234.5 });
    expect(shardOf(blob!)).toEqual({ index: 2, count: 4 });
    expect(shardOf({ name: 'blob-unit.json' })).toBeUndefined();
    expect(rootOf(blob!)).toBe(SHARD_ROOT);
    expect(attachmentsOf(blob!).map((file) => path.basename(file))).toEqual([
      'reference-1a2b.png',
      'actual-1a2b.png',
      'diff-1a2b.png',
    ]);
  });

  it('names the files and pictures of a shard that ran elsewhere as this checkout has them', async () => {
    await writeFile(path.join(dir, 'blob-2-4.json'), shardBlobText());
    const [blob] = await readBlobs(dir);
    const here = parse(rebased(blob!, '/home/runner/work/genios-web')) as unknown[];
    const moved: Blob = { ...blob!, files: here[1] as Blob['files'] };
    expect(moved.files[0]!.filepath).toBe('/home/runner/work/genios-web/stories/ui/Divider.stories.tsx');
    expect(attachmentsOf(moved)[0]).toBe('/home/runner/work/genios-web/.vitest-attachments/reference-1a2b.png');
    expect(here[5]).toEqual({ 'stories (chromium)': { external: [[`${SHARD_ROOT}-cache/x.js`, 'x']] } });
    expect(rebased(blob!, SHARD_ROOT)).toBe(blob!.text);
  });

  it('says what is missing rather than merging nothing or something else', async () => {
    await expect(readBlobs(dir)).rejects.toThrow(`No blob report in ${dir}`);
    await writeFile(path.join(dir, 'notes.json'), '["just", "notes"]');
    await expect(readBlobs(dir)).rejects.toThrow(`${dir}/notes.json is not a Vitest blob report`);
  });
});
