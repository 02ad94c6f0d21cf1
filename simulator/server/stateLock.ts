import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One state file, one emulator: two writing the same file would each overwrite the other's data (the last writer
 * wins). A start takes `FILE.lock` or refuses, naming who holds it. The lock names its holder (pid, when and how
 * it was started); a holder that no longer runs (a crash, `kill -9`) leaves a stale lock that the next start
 * takes over. Node has no advisory file locks (flock), so liveness is the pid, and pid reuse is told apart by
 * the process's start time where the system says it (Linux's /proc).
 */

export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks after boot (/proc/PID/stat), where the system says it. */
  ticks?: number;
  /** Its command line. */
  command: string;
  /** The npm script it runs under (`npm run provider`, `npm start`), if any. */
  script?: string;
  /** When it took the lock (ISO). */
  since: string;
}

export type LockResult = { release(): void } | { refused: string };

/** What the lock needs of the system; tests hand in other processes. */
export interface ProcessProbe {
  self: Omit<LockHolder, 'since'>;
  /** Whether a process with this pid exists (on this host). */
  exists(pid: number): boolean;
  /** Its start time in clock ticks after boot, or undefined where the system does not say. */
  ticks(pid: number): number | undefined;
}

/** Field 22 of /proc/PID/stat, counted after the command name (field 2, in parentheses, may hold spaces). */
function procStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isSafeInteger(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const { npm_lifecycle_event: npmScript } = process.env;

export const thisProcess: ProcessProbe = {
  self: {
    pid: process.pid,
    host: hostname(),
    ticks: procStartTicks(process.pid),
    command: [process.argv0, ...process.execArgv, ...process.argv.slice(1)].join(' '),
    // npx runs a command under a script of that name too.
    script: npmScript && npmScript !== 'npx' ? `npm run ${npmScript}` : undefined,
  },
  exists: processExists,
  ticks: procStartTicks,
};

function readHolder(lock: string): LockHolder | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return 'unreadable';
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? holder : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Whether the holder still runs: on another host it cannot be told, so it does; a reused pid has another start time. */
function runs(holder: LockHolder, probe: ProcessProbe): boolean {
  if (holder.host !== probe.self.host) return true;
  if (holder.pid === probe.self.pid || !probe.exists(holder.pid)) return false;
  const ticks = holder.ticks === undefined ? undefined : probe.ticks(holder.pid);
  return ticks === undefined || ticks === holder.ticks;
}

const sameHolder = (a: ReturnType<typeof readHolder>, b: LockHolder) =>
  typeof a === 'object' && a.pid === b.pid && a.host === b.host && a.ticks === b.ticks && a.since === b.since;

/**
 * Takes the lock of `file` (`FILE.lock` beside it) for this process, or says who holds it. The lock appears with
 * its whole text at once (written beside it, then hard-linked into place, which fails if it exists), so a reader
 * never sees half a holder.
 */
export function lockStateFile(file: string, probe: ProcessProbe = thisProcess): LockResult {
  try {
    return takeLock(file, probe);
  } catch (error) {
    // A directory that is missing or not writable: the state could not be written either.
    return { refused: `${file}: its lock cannot be taken: ${(error as Error).message}` };
  }
}

function takeLock(file: string, probe: ProcessProbe): LockResult {
  const lock = `${file}.lock`;
  const self: LockHolder = { ...probe.self, since: new Date().toISOString() };
  const mine = `${lock}.${self.pid}`;
  writeFileSync(mine, JSON.stringify(self), { mode: 0o600 });
  try {
    // A few rounds: each lost race (another start took the lock, or a stale one away, first) looks again.
    for (let round = 0; round < 3; round++) {
      try {
        linkSync(mine, lock);
        return { release: () => releaseIfMine(lock, self) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lock);
      if (holder === 'unreadable') {
        return { refused: `${file} is locked by ${lock}, which names no emulator: delete it if none uses the file` };
      }
      if (holder && runs(holder, probe)) return { refused: heldBy(file, lock, holder, self.host) };
      if (holder) takeOverStale(lock, holder, self.pid);
    }
    return { refused: `${file}: its lock ${lock} changed hands while this start looked at it; try again` };
  } finally {
    rmSync(mine, { force: true });
  }
}

/** Deletes the lock if it is still this process's (never a lock another start took over meanwhile). */
function releaseIfMine(lock: string, self: LockHolder) {
  if (sameHolder(readHolder(lock), self)) rmSync(lock, { force: true });
}

/**
 * Moves a stale lock aside (a rename: of two starts that found it stale, one moves it) and deletes it, unless
 * what was moved is no longer that stale lock (a racing start's fresh one), which goes back.
 */
function takeOverStale(lock: string, stale: LockHolder, pid: number) {
  const aside = `${lock}.stale.${pid}`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!sameHolder(readHolder(aside), stale)) {
    try {
      linkSync(aside, lock);
    } catch {
      // A third start took the lock meanwhile: the racer whose lock this was will find it taken.
    }
  }
  rmSync(aside, { force: true });
}

const heldBy = (file: string, lock: string, holder: LockHolder, host: string) =>
  `${file} is in use by another provider emulator: pid ${holder.pid}${holder.host === host ? '' : ` on ${holder.host}`}, ` +
  `started ${holder.since} as \`${holder.command}\`${holder.script ? ` (${holder.script})` : ''}. ` +
  `Stop it, or give this one another --state file (its lock: ${lock}).`;
