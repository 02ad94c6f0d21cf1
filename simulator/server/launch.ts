import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Scenario } from '../core/scenario';
import { createProviderEmulator, providerOf } from '../emulators/provider';
import type { ProviderSnapshot } from '../emulators/provider/persistence';
import { parseServerArgs, type ArgsContext, type ServerArgs } from './args';
import { serveSimulation, type SimulatorServer, type SimulatorServerOptions } from './simulatorServer';
import { loadStateFile, stateWriter, type StateWriter } from './stateFile';
import { lockStateFile } from './stateLock';

/**
 * What `npm start` and `npm run provider` share: their flags, the project and the state file, the server,
 * and a stop on SIGINT or SIGTERM that writes the state before the process exits.
 */

/** The flags, or the process ends naming every bad one. */
export function argsOrExit(context: Omit<ArgsContext, 'readText'>): ServerArgs {
  const read = parseServerArgs(process.argv.slice(2), { ...context, readText: (file) => readFileSync(file, 'utf8') });
  if ('args' in read) return read.args;
  console.error(`Not started:\n${read.problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(2);
}

async function snapshotOrExit(file: string): Promise<ProviderSnapshot | undefined> {
  const loaded = await loadStateFile(file);
  if ('snapshot' in loaded) return loaded.snapshot;
  if (!('problems' in loaded)) return undefined;
  console.error(
    `Not started: the state file cannot be loaded (it is left as it is):\n  ${loaded.problems.join('\n  ')}`,
  );
  process.exit(2);
}

/** Takes the state file's lock, or the process ends naming who holds it (stateLock.ts). */
function lockOrExit(file: string) {
  const locked = lockStateFile(file);
  if ('refused' in locked) {
    console.error(`Not started: ${locked.refused}`);
    process.exit(2);
  }
  // Whatever ends the process (a stop, an uncaught error) frees the file; a kill -9 leaves a stale lock that
  // the next start takes over.
  process.on('exit', locked.release);
}

export interface Launched {
  server: SimulatorServer;
  /** Writes the state (with --state), closes the server and `more`, and ends the process. */
  stop(): Promise<void>;
}

export async function launch(
  args: ServerArgs,
  scenario: Scenario,
  /** `registry`: the emulators besides the provider, which the flags configure. */
  options: Omit<SimulatorServerOptions, 'scenario' | 'port' | 'access' | 'onChange'>,
  more: { close(): Promise<void> }[] = [],
): Promise<Launched> {
  const stateFile = args.stateFile && path.resolve(args.stateFile);
  if (stateFile) lockOrExit(stateFile);
  const snapshot = stateFile ? await snapshotOrExit(stateFile) : undefined;
  const registry = { ...options.registry, provider: createProviderEmulator({ project: args.project, snapshot }) };
  let writer: StateWriter | undefined;
  const server = await serveSimulation({
    ...options,
    scenario,
    // A persistent run draws fresh ids and tokens at each start: the same seed would hand out again the session
    // tokens and ids the state file already holds.
    seed: args.seed ?? (stateFile ? randomInt(2 ** 31 - 1) : undefined),
    registry,
    port: args.port,
    access: { hosts: args.hosts, origins: args.origins },
    onChange: () => writer?.save(),
  });
  const provider = providerOf(server.simulation);
  await provider?.ready;
  if (stateFile && provider) {
    writer = stateWriter(
      stateFile,
      () => provider.snapshot(),
      (error) => console.error(`State not written: ${String(error)}`),
    );
    await writer.save();
  }
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await writer?.save();
      await Promise.all([server.close(), ...more.map((part) => part.close())]);
      process.exit(0);
    })());
  // Installed before the URL is printed: whoever reads the URL may stop the server at once.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  return { server, stop };
}

/** What an integrator needs to point an SDK at the emulator, printed at start. */
export function projectSummary(server: SimulatorServer, stateFile?: string): string {
  const provider = providerOf(server.simulation);
  if (!provider) return '';
  const { project } = provider.state;
  const defaults = project.redirect_urls
    .filter((entry) => entry.valid_types.some((type) => type.is_default))
    .map(
      (entry) =>
        `${entry.url} (${entry.valid_types
          .filter((t) => t.is_default)
          .map((t) => t.type.toLowerCase())
          .join(', ')})`,
    );
  return [
    `  project id:    ${project.project_id}`,
    `  public token:  ${project.public_token}`,
    `  secret:        ${project.secrets.join(', ')}`,
    `  default redirect URLs: ${defaults.join('; ') || 'none'}`,
    `  state:         ${stateFile ? path.resolve(stateFile) : 'in memory (--state FILE keeps it)'}`,
  ].join('\n');
}
