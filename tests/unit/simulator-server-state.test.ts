import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot, type ProviderSnapshot } from '../../simulator/emulators/provider/persistence';
import { DEMO_PEOPLE, DEMO_SECRET } from '../../simulator/emulators/provider/seed';
import type { Organization } from '../../simulator/emulators/provider/state';
import { backendCall, sdkCall, startProviderProcess, type ProviderProcess } from '../support/providerProcess';

/**
 * `npm run provider -- --state FILE` as a child process: data created through its HTTP API survives a stop and
 * a restart, and a SIGKILL at any moment (mid-burst, mid-write) leaves a file that loads with a complete state.
 */

const PROJECT = { id: 'project-test-persistent-0001', secret: DEMO_SECRET };
let dir: string;
let running: ProviderProcess | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'genios-state-'));
});
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const start = async (file: string) => {
  running = await startProviderProcess(['--state', file, '--project-id', PROJECT.id]);
  return running.url;
};
const createOrg = (url: string, name: string) =>
  backendCall(url, PROJECT, 'POST', '/v1/b2b/organizations', { organization_name: name });
const orgNames = (snapshot: ProviderSnapshot) =>
  snapshot.maps.organizations.map(([, org]) => (org as Organization).organization_name);

/** The state file as a restarted emulator reads it: it must always parse and pass the checks. */
async function fileSnapshot(file: string): Promise<ProviderSnapshot> {
  const read = readSnapshot(JSON.parse(await readFile(file, 'utf8')));
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.snapshot;
}

describe('--state FILE', () => {
  it('keeps organizations, members and live sessions across a stop and a restart', async () => {
    const file = path.join(dir, 'restart.json');
    let url = await start(file);
    const org = (await createOrg(url, 'Persisted Partners')).json.organization as Organization;
    const member = await backendCall(url, PROJECT, 'POST', `/v1/b2b/organizations/${org.organization_id}/members`, {
      email_address: 'kept@persisted.example',
      name: 'Kept Member',
    });
    expect(member.status).toBe(200);
    const exported = (await (await fetch(`${url}/__inbox/state.json`)).json()) as ProviderSnapshot;
    const acme = exported.maps.organizations.find(([, o]) => (o as Organization).organization_slug === 'acme-capital')!;
    const login = await sdkCall(url, '/b2b/passwords/authenticate', {
      organization_id: acme[0],
      email_address: DEMO_PEOPLE.ada.email,
      password: DEMO_PEOPLE.ada.password,
      session_duration_minutes: 60,
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const sessionToken = login.json.data!.session_token as string;
    expect(await running!.stop('SIGTERM')).toBe(0);

    url = await start(file);
    const again = await backendCall(url, PROJECT, 'GET', `/v1/b2b/organizations/${org.organization_id}`);
    expect(again.json.organization).toMatchObject({ organization_name: 'Persisted Partners' });
    const members = await backendCall(
      url,
      PROJECT,
      'GET',
      `/v1/b2b/organizations/${org.organization_id}/member?email_address=kept%40persisted.example`,
    );
    expect(members.json.member).toMatchObject({ name: 'Kept Member' });
    // The session the member had before the restart still authenticates, with the same member.
    const session = await sdkCall(url, '/b2b/sessions/authenticate', {}, sessionToken);
    expect(session.status, JSON.stringify(session.json)).toBe(200);
    expect(session.json.data!.member).toMatchObject({ email_address: DEMO_PEOPLE.ada.email });
  });

  it('leaves a file that loads, with a complete state, whenever the process is killed', async () => {
    const file = path.join(dir, 'killed.json');
    const created = new Set<string>();
    const kept = new Set<string>();
    // Killed: before anything happened, right into a burst, mid-burst, and as the burst's answers arrive.
    for (const [round, killAfter] of [0, 1, 8, 25].entries()) {
      const url = await start(file);
      const before = orgNames(await fileSnapshot(file));
      // Nothing a previous round saw in the file is lost by a later kill.
      for (const name of kept) expect(before).toContain(name);
      let answered = 0;
      const reachedKillPoint = new Promise<void>((resolve) => {
        if (killAfter === 0) resolve();
        for (let i = 0; i < 40; i++) {
          const name = `Burst ${round}-${i}`;
          created.add(name);
          void createOrg(url, name)
            .then(() => ++answered >= killAfter && resolve())
            .catch(() => undefined);
        }
      });
      await reachedKillPoint;
      expect(await running!.stop('SIGKILL')).toBe('SIGKILL');
      running = undefined;
      const after = orgNames(await fileSnapshot(file));
      for (const name of after.filter((n) => n.startsWith('Burst'))) expect(created).toContain(name);
      for (const name of after) kept.add(name);
    }
    // A restart after the last kill loads the file: the emulator starts and answers from it.
    const url = await start(file);
    const listed = await backendCall(url, PROJECT, 'POST', '/v1/b2b/organizations/search', { limit: 1000 });
    const names = (listed.json.organizations as Organization[]).map((org) => org.organization_name);
    for (const name of kept) expect(names).toContain(name);
  });
});
