import type { IncomingMessage } from 'node:http';
import { joinChunks } from '../core/chunks';
import {
  CONSOLE_ACTIONS,
  htmlAnswer,
  inboxAnswer,
  inboxPage,
  INBOX_PATH,
  type ConsoleView,
  type ProviderView,
  type RequestView,
} from '../core/inboxPage';
import { errorResponse, type Simulation } from '../core/simulation';
import type { Emulator, SimResponse, UploadedFile } from '../core/types';
import type { ProviderEmulator } from '../emulators/provider';
import { readSnapshot } from '../emulators/provider/persistence';
import { readRequest } from './readRequest';

/** How many of the last HTTP exchanges the console lists, and how much of each answer. */
const REQUESTS_SHOWN = 25;
const ANSWER_CHARS = 240;

/** The simulation's identity provider, if its scenario runs one. */
export function providerOf(simulation: Simulation): ProviderEmulator | undefined {
  for (const name of simulation.scenario.emulators ?? []) {
    const emulator = simulation.emulator<Emulator & Partial<ProviderEmulator>>(name);
    if (emulator.snapshot && emulator.state) return emulator as ProviderEmulator;
  }
  return undefined;
}

function providerView(provider: ProviderEmulator, now: number): ProviderView {
  const { state } = provider;
  const orgName = (id: string) => state.organizations.get(id)?.organization_name ?? id;
  const members = [...state.members.values()].filter((member) => member.status !== 'deleted');
  return {
    organizations: [...state.organizations.values()].map((org) => ({
      id: org.organization_id,
      name: org.organization_name,
      slug: org.organization_slug,
      members: state.membersOf(org.organization_id).length,
    })),
    members: members.map((member) => ({
      id: member.member_id,
      email: member.email_address,
      name: member.name,
      organization: orgName(member.organization_id),
      status: member.status,
      roles: member.roles.join(', '),
    })),
    sessions: [...state.sessions.values()]
      .filter((session) => !session.revoked && session.expires_at > now)
      .map((session) => ({
        id: session.member_session_id,
        member: state.members.get(session.member_id)?.email_address ?? session.member_id,
        organization: orgName(session.organization_id),
        startedAt: session.started_at,
        expiresAt: session.expires_at,
      })),
  };
}

function requestsView(simulation: Simulation): RequestView[] {
  return simulation.transcript.entries
    .flatMap((entry) => (entry.kind === 'http' ? [entry] : []))
    .slice(-REQUESTS_SHOWN)
    .reverse()
    .map((entry) => {
      const answer = typeof entry.response === 'string' ? entry.response : (JSON.stringify(entry.response) ?? '');
      return {
        method: entry.method,
        path: entry.path,
        status: entry.status,
        answer: answer.length > ANSWER_CHARS ? `${answer.slice(0, ANSWER_CHARS - 1)}…` : answer,
      };
    });
}

const consoleView = (simulation: Simulation, formToken: string, problems?: string[]) => {
  const provider = providerOf(simulation);
  const view: Omit<ConsoleView, 'messages'> = {
    provider: provider && providerView(provider, simulation.clock.now()),
    requests: requestsView(simulation),
    problems,
    formToken,
  };
  return view;
};

/** After a change, back to the page (303: the browser follows with a GET, and a reload does not post again). */
const seeConsole = (anchor: string): SimResponse => ({ status: 303, headers: { location: `${INBOX_PATH}#${anchor}` } });

/**
 * The console's routes (the page, the messages as JSON, the state's export, a session's revocation, an import),
 * or undefined for a path that is not the console's. Forms must send back `formToken` (inboxPage.ts says why).
 */
export async function consoleAnswer(
  request: IncomingMessage,
  path: string,
  simulation: Simulation,
  formToken: string,
): Promise<SimResponse | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (path === CONSOLE_ACTIONS.export) return exportAnswer(simulation);
    return inboxAnswer(path, simulation.inbox.list(), consoleView(simulation, formToken));
  }
  if (request.method !== 'POST' || (path !== CONSOLE_ACTIONS.revoke && path !== CONSOLE_ACTIONS.import))
    return undefined;
  const provider = providerOf(simulation);
  if (!provider) return errorResponse(404, 'no_provider', 'This scenario runs no identity provider');
  const { body } = await readRequest(request);
  if (body.kind !== 'form' || body.fields.form_token !== formToken) {
    return errorResponse(403, 'foreign_form', 'The console only takes the forms of its own page');
  }
  return path === CONSOLE_ACTIONS.revoke
    ? revoke(provider, body.fields.session_id)
    : importState(simulation, provider, body.files.state, formToken);
}

function exportAnswer(simulation: Simulation): SimResponse {
  const provider = providerOf(simulation);
  if (!provider) return errorResponse(404, 'no_provider', 'This scenario runs no identity provider');
  return {
    status: 200,
    body: JSON.stringify(provider.snapshot(), null, 2),
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="provider-state.json"',
    },
  };
}

function revoke(provider: ProviderEmulator, id: string | undefined): SimResponse {
  const session = id === undefined ? undefined : provider.state.sessions.get(id);
  if (!session) return errorResponse(404, 'session_not_found', `No session ${id ?? '(none given)'}`);
  session.revoked = true;
  return seeConsole('sessions');
}

function importState(
  simulation: Simulation,
  provider: ProviderEmulator,
  file: UploadedFile | undefined,
  formToken: string,
): SimResponse {
  const problem = (problems: string[]) =>
    htmlAnswer(400, inboxPage({ messages: simulation.inbox.list(), ...consoleView(simulation, formToken, problems) }));
  if (!file) return problem(['Choose a state file (JSON, as Export writes it).']);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(joinChunks(file.chunks)));
  } catch (error) {
    return problem([`${file.filename}: ${(error as Error).message}`]);
  }
  const read = readSnapshot(parsed);
  if ('problems' in read) return problem(read.problems.map((p) => `${file.filename}: ${p}`));
  provider.restore(read.snapshot);
  return seeConsole('state');
}
