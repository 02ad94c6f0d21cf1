import { joinChunks } from '../../../core/chunks';
import { INBOX_PATH } from '../../../core/inboxPage';
import { errorResponse } from '../../../core/simulation';
import type { SimResponse, UploadedFile } from '../../../core/types';
import type { ProviderEmulator } from '../index';
import { readSnapshot } from '../persistence';
import { PROVIDER_CONSOLE_PATHS } from './page';

/**
 * What the console's provider pages do: download the state, revoke a session, import a state. The console's
 * shell (the node server) has checked the form's token first; `reshow` renders the page again with problems.
 */

/** After a change, back to the page (303: the browser follows with a GET, and a reload does not post again). */
const seeConsole = (anchor: string): SimResponse => ({ status: 303, headers: { location: `${INBOX_PATH}#${anchor}` } });

export function exportState(provider: ProviderEmulator): SimResponse {
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
  provider: ProviderEmulator,
  file: UploadedFile | undefined,
  reshow: (problems: string[]) => SimResponse,
): SimResponse {
  if (!file) return reshow(['Choose a state file (JSON, as Export writes it).']);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(joinChunks(file.chunks)));
  } catch (error) {
    return reshow([`${file.filename}: ${(error as Error).message}`]);
  }
  const read = readSnapshot(parsed);
  if ('problems' in read) return reshow(read.problems.map((p) => `${file.filename}: ${p}`));
  provider.restore(read.snapshot);
  return seeConsole('state');
}

/** Whether a POST to `path` is one of the provider console's forms. */
export const isProviderAction = (path: string) =>
  path === PROVIDER_CONSOLE_PATHS.revoke || path === PROVIDER_CONSOLE_PATHS.import;

/** A provider console form's answer, its fields and files as posted. */
export function providerAction(
  provider: ProviderEmulator,
  path: string,
  form: { fields: Record<string, string>; files: Record<string, UploadedFile> },
  reshow: (problems: string[]) => SimResponse,
): SimResponse {
  return path === PROVIDER_CONSOLE_PATHS.revoke
    ? revoke(provider, form.fields.session_id)
    : importState(provider, form.files.state, reshow);
}
