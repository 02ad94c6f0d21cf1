import type { InboxMessage } from '../../core/inbox';
import type { ProviderState } from './state';
import { Reader } from './validate';

/**
 * The provider emulator's data as one JSON value (what `--state FILE` keeps and the console exports): the
 * records of every map, keyed as the maps are, and the development inbox. The project's settings are not in
 * it (they come from the project file and flags at each start) except what the data depends on: its id (the
 * backend's Basic auth, the session JWTs' key id) and the e-mail domains organizations claimed.
 */
export interface ProviderSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  project: { project_id: string; claimed_domains: Record<string, string> };
  /** Each map of ProviderState as [key, record] pairs (grants' sets as arrays). */
  maps: Record<MapName, [string, unknown][]>;
  inbox: InboxMessage[];
}

export const SNAPSHOT_FORMAT = 'genios-provider-state/1';

/** The maps of ProviderState that hold data (the telemetry events are not kept). */
const MAPS = [
  'organizations',
  'members',
  'connections',
  'scim',
  'sessions',
  'intermediate',
  'tokens',
  'otps',
  'apps',
  'idpVisits',
  'grants',
] as const;
type MapName = (typeof MAPS)[number];

/** Fields each record of a map must carry as non-empty strings: enough to be found, listed and joined. */
const REQUIRED: Partial<Record<MapName, readonly string[]>> = {
  organizations: ['organization_id', 'organization_name', 'organization_slug'],
  members: ['member_id', 'organization_id', 'email_address', 'status'],
  connections: ['connection_id', 'organization_id', 'kind'],
  sessions: ['member_session_id', 'member_id', 'organization_id', 'session_token'],
  tokens: ['token', 'kind', 'email_address'],
};

export function snapshotOf(state: ProviderState, inbox: readonly InboxMessage[]): ProviderSnapshot {
  const pairs = (map: Map<string, unknown>) =>
    [...map].map(([key, value]): [string, unknown] => [key, value instanceof Set ? [...value] : value]);
  return {
    format: SNAPSHOT_FORMAT,
    project: { project_id: state.project.project_id, claimed_domains: state.project.claimed_domains },
    maps: Object.fromEntries(MAPS.map((name) => [name, pairs(state[name])])) as ProviderSnapshot['maps'],
    inbox: [...inbox],
  };
}

export type SnapshotResult = { snapshot: ProviderSnapshot } | { problems: string[] };

/** Checks a parsed state file: its format, each map's pairs and required fields, members in known organizations. */
export function readSnapshot(value: unknown): SnapshotResult {
  const r = new Reader();
  const file = r.object('', value, ['format', 'project', 'maps', 'inbox']);
  if (!file) return { problems: r.problems };
  r.oneOf('format', file.format, [SNAPSHOT_FORMAT]);
  const project = r.object('project', file.project, ['project_id', 'claimed_domains']);
  r.string('project.project_id', project?.project_id);
  r.object('project.claimed_domains', project?.claimed_domains, Object.keys(project?.claimed_domains ?? {}));
  const maps = r.object('maps', file.maps, MAPS);
  for (const name of MAPS) r.array(`maps.${name}`, maps?.[name], (path, pair) => readPair(r, path, pair, name));
  r.array('inbox', file.inbox, (path, message) => r.object(path, message, INBOX_KEYS));
  if (r.problems.length === 0) checkJoins(r, value as ProviderSnapshot);
  return r.problems.length > 0 ? { problems: r.problems } : { snapshot: value as ProviderSnapshot };
}

const INBOX_KEYS = ['id', 'channel', 'to', 'subject', 'text', 'links', 'sentAt'];

function readPair(r: Reader, path: string, pair: unknown, name: MapName): true | undefined {
  if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') {
    return r.bad(path, pair, 'a [key, record] pair');
  }
  const record = pair[1] as Record<string, unknown>;
  if (name === 'grants') return r.array(`${path}[1]`, record, (p, scope) => r.string(p, scope)) && true;
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return r.bad(`${path}[1]`, record, 'a record');
  for (const field of REQUIRED[name] ?? []) r.string(`${path}[1].${field}`, record[field]);
  return true;
}

/** Members and sessions must belong to organizations (and members) the file holds. */
function checkJoins(r: Reader, snapshot: ProviderSnapshot) {
  const keys = (name: MapName) => new Set(snapshot.maps[name].map(([key]) => key));
  const organizations = keys('organizations');
  const members = keys('members');
  snapshot.maps.members.forEach(([key, record], index) => {
    const org = (record as { organization_id: string }).organization_id;
    if (!organizations.has(org)) r.problems.push(`maps.members[${index}] (${key}): no organization ${org}`);
  });
  snapshot.maps.sessions.forEach(([key, record], index) => {
    const member = (record as { member_id: string }).member_id;
    if (!members.has(member)) r.problems.push(`maps.sessions[${index}] (${key}): no member ${member}`);
  });
}

/** Replaces the state's data with the snapshot's (the project's settings stay, its id unless `projectId` is set). */
export function restoreSnapshot(state: ProviderState, snapshot: ProviderSnapshot, projectId?: string): void {
  state.project.project_id = projectId ?? snapshot.project.project_id;
  state.project.claimed_domains = { ...snapshot.project.claimed_domains };
  for (const name of MAPS) {
    const map = state[name] as Map<string, unknown>;
    map.clear();
    for (const [key, record] of structuredClone(snapshot.maps[name])) {
      map.set(key, name === 'grants' ? new Set(record as string[]) : record);
    }
  }
}
