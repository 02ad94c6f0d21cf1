import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { B2BClient } from 'stytch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRET } from '../../simulator/emulators/provider/seed';
import { startProviderProcess, type ProviderProcess } from '../support/providerProcess';

/**
 * One state file, one emulator, with real processes: a second start on a file another emulator holds refuses,
 * naming the file and the holder (and `npm start`, which shares the launch, does too); what the official Node
 * SDK saw acknowledged is in the file for the next start, whether the emulator was stopped or killed with
 * SIGKILL (whose stale lock does not block that start).
 */

const PROJECT_ID = 'project-test-locked-0001';
const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
const started: ProviderProcess[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-lock-e2e-'));
});
afterAll(async () => {
  await Promise.all(started.map((provider) => provider.stop('SIGKILL')));
  await rm(dir, { recursive: true, force: true });
});

const start = async (file: string) => {
  const provider = await startProviderProcess(['--state', file, '--project-id', PROJECT_ID]);
  started.push(provider);
  return provider;
};
const sdk = (provider: ProviderProcess) =>
  new B2BClient({ project_id: PROJECT_ID, secret: DEMO_SECRET, env: `${provider.url}/` });

/** Creates organizations all at once through the Node SDK; resolves with the names it acknowledged. */
async function createOrganizations(provider: ProviderProcess, prefix: string, count: number) {
  const client = sdk(provider);
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i}`);
  await Promise.all(names.map((organization_name) => client.organizations.create({ organization_name })));
  return names;
}

const organizationNames = async (provider: ProviderProcess) =>
  (await sdk(provider).organizations.search({ limit: 1000 })).organizations.map((org) => org.organization_name);

describe('one state file, one emulator', () => {
  it('refuses a second start on the file, naming it and the process that holds it, until that one stops', async () => {
    const file = path.join(dir, 'shared.json');
    const holder = await start(file);
    const holderIs = `Not started: ${file} is in use by another provider emulator: pid ${holder.child.pid}, started `;
    const refusal = await start(file).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refusal).toContain('exited with 2 before printing its URL');
    expect(refusal).toContain(holderIs);
    expect(refusal).toContain(`simulator/server/provider.ts --port 0 --state ${file} --project-id ${PROJECT_ID}\``);
    // npm start keeps the provider's data the same way, and refuses the same way.
    const npmStart = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'simulator/server/main.ts', '--port', '0', '--state', file],
      // A guard against a start that does not refuse (it would serve until killed), not a speed target.
      { cwd: root, timeout: 120_000 },
    ).then(
      () => ({ code: 0, stderr: 'started' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(npmStart.code).toBe(2);
    expect(npmStart.stderr).toContain(holderIs);
    // The refused starts left the holder's lock, and the holder answers on.
    expect(await createOrganizations(holder, 'Held', 1)).toEqual(['Held 0']);
    expect(await holder.stop('SIGTERM')).toBe(0);
    expect(existsSync(`${file}.lock`)).toBe(false);
    const next = await start(file);
    expect(await organizationNames(next)).toContain('Held 0');
  });

  it('keeps every organization the Node SDK saw acknowledged, after a stop and after a SIGKILL', async () => {
    const file = path.join(dir, 'acknowledged.json');
    const acknowledged: string[] = [];
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      const provider = await start(file);
      acknowledged.push(...(await createOrganizations(provider, `Before ${signal}`, 15)));
      // Right after the last acknowledgement: nothing may wait for a later write.
      expect(await provider.stop(signal)).toBe(signal === 'SIGTERM' ? 0 : 'SIGKILL');
      // A stop frees the file; a crash leaves its lock behind, stale.
      expect(existsSync(`${file}.lock`)).toBe(signal === 'SIGKILL');
    }
    const restarted = await start(file);
    expect(await organizationNames(restarted)).toEqual(expect.arrayContaining(acknowledged));
  });
});
