import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ProviderSnapshot } from '../../simulator/emulators/provider/persistence';
import { stateWriter } from '../../simulator/server/stateFile';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-writer-'));
  file = path.join(dir, 'state.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const snapshotOf = (value: number) => ({ value }) as unknown as ProviderSnapshot;
const onDisk = async () => JSON.parse(await readFile(file, 'utf8')) as unknown;
const rethrow = (error: unknown) => {
  throw error;
};

it('keeps writing after a save that changed nothing', async () => {
  let value = 1;
  const writer = stateWriter(file, () => snapshotOf(value), rethrow);
  await writer.save();
  // Nothing new: this run ends at once, and must not leave the writer thinking it is still running.
  await writer.save();
  value = 2;
  await writer.save();
  expect(await onDisk()).toEqual({ value: 2 });
});

it('resolves each save once the state it was called on is on disk, sharing writes between calls', async () => {
  let value = 1;
  let snapshots = 0;
  const writer = stateWriter(
    file,
    () => {
      snapshots++;
      return snapshotOf(value);
    },
    rethrow,
  );
  const first = writer.save();
  // Made while the first write runs: the next write, one for all three, takes the newest state.
  const during = [2, 3, 4].map((next) => {
    value = next;
    return writer.save();
  });
  await Promise.all([first, ...during]);
  expect(await onDisk()).toEqual({ value: 4 });
  expect(snapshots).toBe(2);
});
