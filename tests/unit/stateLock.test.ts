import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { lockStateFile, type LockResult, type ProcessProbe } from '../../simulator/server/stateLock';

/**
 * One state file, one emulator: the lock's decisions, with the processes it asks about handed in (the end-to-end
 * test providerStateLock.test.ts runs real ones).
 */

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-lock-'));
  file = path.join(dir, 'state.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The processes that run, by pid, with their start times. */
const running = new Map<number, number>();
afterEach(() => running.clear());

const processNumbered = (pid: number, host = 'here'): ProcessProbe => {
  running.set(pid, 1000 + pid);
  return {
    self: { pid, host, ticks: 1000 + pid, command: `node genios-provider --state ${file}`, script: 'npm run provider' },
    exists: (other) => running.has(other),
    ticks: (other) => running.get(other),
  };
};

const released = (result: LockResult) => {
  if ('refused' in result) throw new Error(result.refused);
  return result;
};
const refusal = (result: LockResult) => ('refused' in result ? result.refused : 'taken');

it('refuses a second start on the same file, naming the file and the holder, until the holder releases it', () => {
  const first = released(lockStateFile(file, processNumbered(101)));
  const second = processNumbered(202);
  expect(refusal(lockStateFile(file, second))).toMatch(
    new RegExp(
      `^${file} is in use by another provider emulator: pid 101, started \\S+ as \`node genios-provider --state ${file}\` \\(npm run provider\\)`,
    ),
  );
  first.release();
  expect(existsSync(`${file}.lock`)).toBe(false);
  released(lockStateFile(file, second));
});

it('takes over the lock of a holder that no longer runs (a crash), and of a pid that another process reuses', async () => {
  lockStateFile(file, processNumbered(101));
  running.delete(101);
  released(lockStateFile(file, processNumbered(202)));
  // 202 crashes, and a new process gets its pid: not the holder, its start time differs.
  running.set(202, 5);
  const reuser = processNumbered(303);
  released(lockStateFile(file, reuser));
  expect(JSON.parse(await readLock())).toMatchObject({ pid: 303 });
});

it('never releases a lock a later start took over', async () => {
  const crashed = released(lockStateFile(file, processNumbered(101)));
  running.delete(101);
  released(lockStateFile(file, processNumbered(202)));
  crashed.release();
  expect(JSON.parse(await readLock())).toMatchObject({ pid: 202 });
});

it('refuses, saying so, while the holder runs on another host or the lock names no emulator', async () => {
  lockStateFile(file, processNumbered(101, 'elsewhere'));
  expect(refusal(lockStateFile(file, processNumbered(202)))).toContain('pid 101 on elsewhere');
  await writeFile(`${file}.lock`, 'not a holder');
  expect(refusal(lockStateFile(file, processNumbered(303)))).toBe(
    `${file} is locked by ${file}.lock, which names no emulator: delete it if none uses the file`,
  );
});

it('refuses, naming the file and the reason, where no lock can be written', () => {
  const nowhere = path.join(dir, 'missing', 'state.json');
  expect(refusal(lockStateFile(nowhere, processNumbered(101)))).toMatch(
    new RegExp(`^${nowhere}: its lock cannot be taken: ENOENT: no such file or directory`),
  );
});

const readLock = () => readFile(`${file}.lock`, 'utf8');
