import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ProviderSnapshot } from '../../simulator/emulators/provider/persistence';
import { stateWriter } from '../../simulator/server/stateFile';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-writer-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const snapshotOf = (value: number) => ({ value }) as unknown as ProviderSnapshot;

it('keeps writing after a change that changed nothing, and a flush puts the newest state on disk', async () => {
  const file = path.join(dir, 'state.json');
  let value = 1;
  const writer = stateWriter(
    file,
    () => snapshotOf(value),
    (error) => {
      throw error;
    },
  );
  await writer.flush();
  // Nothing new: this run ends at once, and must not leave the writer thinking it is still running.
  writer.changed();
  await writer.flush();
  value = 2;
  writer.changed();
  value = 3;
  await writer.flush();
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ value: 3 });
});
