import type { IncomingMessage } from 'node:http';
import {
  FORM_TOKEN_FIELD,
  htmlAnswer,
  inboxAnswer,
  inboxPage,
  type ConsoleView,
  type RequestView,
} from '../core/inboxPage';
import { errorResponse, type Simulation } from '../core/simulation';
import type { SimResponse } from '../core/types';
import { providerOf } from '../emulators/provider';
import { exportState, isProviderAction, providerAction } from '../emulators/provider/console/actions';
import { PROVIDER_CONSOLE_PATHS, PROVIDER_CONSOLE_TITLE, providerSections } from '../emulators/provider/console/page';
import { readRequest } from './readRequest';

/** How many of the last HTTP exchanges the console lists, and how much of each answer. */
const REQUESTS_SHOWN = 25;
const ANSWER_CHARS = 240;

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

/** The page around the messages: the provider's pages when the scenario runs one, and the last requests. */
function consoleView(simulation: Simulation, formToken: string, problems?: string[]): Omit<ConsoleView, 'messages'> {
  const provider = providerOf(simulation);
  return {
    ...(provider && {
      title: PROVIDER_CONSOLE_TITLE,
      sections: providerSections(provider.state, simulation.clock.now(), formToken),
    }),
    requests: requestsView(simulation),
    problems: problems && { title: 'Not imported', items: problems },
  };
}

const noProvider = () => errorResponse(404, 'no_provider', 'This scenario runs no identity provider');

/**
 * The console's routes (the page, the messages as JSON, the provider's state export and its forms), or undefined
 * for a path that is not the console's. Forms must send back the page's `formToken` (inboxPage.ts says why).
 */
export async function consoleAnswer(
  request: IncomingMessage,
  path: string,
  simulation: Simulation,
  formToken: string,
): Promise<SimResponse | undefined> {
  const provider = providerOf(simulation);
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (path === PROVIDER_CONSOLE_PATHS.export) return provider ? exportState(provider) : noProvider();
    return inboxAnswer(path, simulation.inbox.list(), consoleView(simulation, formToken));
  }
  if (request.method !== 'POST' || !isProviderAction(path)) return undefined;
  if (!provider) return noProvider();
  const { body } = await readRequest(request);
  if (body.kind !== 'form' || body.fields[FORM_TOKEN_FIELD] !== formToken) {
    return errorResponse(403, 'foreign_form', 'The console only takes the forms of its own page');
  }
  const reshow = (problems: string[]) =>
    htmlAnswer(400, inboxPage({ messages: simulation.inbox.list(), ...consoleView(simulation, formToken, problems) }));
  return providerAction(provider, path, body, reshow);
}
