import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Caches that are written in place: the copy starts its own (Vite's pre-bundled dependencies hold the checkout's
 * paths, and a gate running in the repository at the same time uses them).
 */
const OWN_CACHES = new Set(['.vite', '.vite-temp', '.cache']);

/** The variables of the test run around it, which would change what the commands inside the copy do. */
const isOuterRun = (name: string) => /^(VITEST|NODE_ENV$|TEST$|GITHUB_ACTIONS$|GITHUB_STEP_SUMMARY$)/.test(name);

export interface CommandResult {
  code: number;
  output: string;
}

export interface ThrowawayCopy {
  /** Where the copy is now. */
  dir: string;
  /** Moves the copy elsewhere, as a later job of a CI run checks the repository out in another place. */
  move(): Promise<void>;
  /** Runs `npm args` in the copy with `env` added to a clean environment, resolving when it ends. */
  npm(args: readonly string[], env?: Record<string, string>): Promise<CommandResult>;
  /** Starts `npm args` that keeps running (a server), resolving once its output matches `ready`. */
  start(args: readonly string[], ready: RegExp): Promise<{ match: RegExpMatchArray; stop(): void }>;
  remove(): Promise<void>;
}

const environment = (extra: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !isOuterRun(name))),
  ...extra,
});

/**
 * The repository as its working tree has it (tracked files and new ones git does not ignore) in a folder beside
 * it, with node_modules hard-linked in: Vite serves a module by its real path, so linked packages must really be
 * inside the copy (a symbolic link to the repository's node_modules would send the browser there).
 */
export async function throwawayCopy(): Promise<ThrowawayCopy> {
  // Beside the repository, on its filesystem: hard links cannot cross to another (a CI container's /tmp).
  const parent = await mkdtemp(path.join(path.dirname(root), '.genios-copy-'));
  let dir = path.join(parent, 'checkout');
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      maxBuffer: 64 * 2 ** 20,
    },
  );
  for (const file of stdout.split('\0').filter(Boolean)) {
    await cp(path.join(root, file), path.join(dir, file), { force: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // a file deleted in the working tree is not part of it
    });
  }
  await mkdir(path.join(dir, 'node_modules'));
  const packages = (await readdir(path.join(root, 'node_modules'))).filter((name) => !OWN_CACHES.has(name));
  await promisify(execFile)('cp', ['-al', ...packages, path.join(dir, 'node_modules')], {
    cwd: path.join(root, 'node_modules'),
  });
  return {
    get dir() {
      return dir;
    },
    async move() {
      const moved = path.join(parent, 'elsewhere');
      await rename(dir, moved);
      dir = moved;
    },
    npm: (args, env = {}) =>
      new Promise((resolve, reject) => {
        const child = spawn('npm', args, { cwd: dir, env: environment(env), stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code: code ?? 1, output }));
      }),
    start: (args, ready) =>
      new Promise((resolve, reject) => {
        // A group of its own: npm starts the server as its child, and stopping the group stops both.
        const child = spawn('npm', args, { cwd: dir, env: environment({}), stdio: 'pipe', detached: true });
        const stop = () => process.kill(-child.pid!, 'SIGTERM');
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk;
          const match = ready.exec(stripVTControlCharacters(output));
          if (match) resolve({ match, stop });
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        child.on('error', reject);
        child.on('close', (code) =>
          reject(new Error(`npm ${args.join(' ')} ended (${code}) before it was ready:\n${output}`)),
        );
      }),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}
