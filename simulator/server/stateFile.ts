import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readSnapshot, type ProviderSnapshot } from '../emulators/provider/persistence';

/**
 * `--state FILE`: the provider emulator's data on disk. A write never leaves a torn file: the text goes to a
 * temporary file in the same directory (same file system, so the rename is atomic), is synced to disk, then
 * renamed over the old one, and the directory is synced so the rename itself survives a crash. A process
 * killed at any moment leaves either the previous complete state or the new one.
 */

export type LoadResult = { snapshot?: ProviderSnapshot } | { problems: string[] };

/** The file's snapshot, nothing when it does not exist yet (a first start), or its problems. */
export async function loadStateFile(file: string): Promise<LoadResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { problems: [`${file}: ${(error as Error).message}`] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [`${file}: ${(error as Error).message}`] };
  }
  const read = readSnapshot(parsed);
  return 'problems' in read ? { problems: read.problems.map((problem) => `${file}: ${problem}`) } : read;
}

export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  try {
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(path.dirname(file), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

export interface StateWriter {
  /**
   * Something may have changed: resolves once the state as it is now is on disk (or found unchanged). One write
   * at a time; calls made during a write share the next one, which takes the newest state.
   */
  save(): Promise<void>;
}

/** Writes `snapshot()` to `file` whenever it differs from what was last written. */
export function stateWriter(
  file: string,
  snapshot: () => ProviderSnapshot,
  onError: (error: unknown) => void,
): StateWriter {
  let last: string | undefined;
  /** The calls waiting for the next write. */
  let waiting: (() => void)[] = [];
  let running: Promise<void> | undefined;
  const writeWhileWaited = async () => {
    while (waiting.length > 0) {
      const served = waiting;
      waiting = [];
      const text = JSON.stringify(snapshot());
      if (text !== last) {
        try {
          await writeAtomically(file, text);
          last = text;
        } catch (error) {
          onError(error);
        }
      }
      for (const resolve of served) resolve();
    }
  };
  // The writer is known idle only once its promise has settled: a run that found nothing new ends before
  // `running` is even assigned, and clearing it from inside left a settled promise there, so no change was ever
  // written again (a restart lost the sessions made since). A call that came as the run ended starts another.
  const start = () => {
    running = writeWhileWaited().finally(() => {
      running = undefined;
      if (waiting.length > 0) start();
    });
  };
  return {
    save: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!running) start();
      }),
  };
}
