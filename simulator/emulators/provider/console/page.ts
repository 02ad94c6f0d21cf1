import { escapeHtml, INBOX_PATH, table, tokenInput, type ConsoleSection } from '../../../core/inboxPage';
import type { ProviderState } from '../state';

/** Where the provider console's forms post, and its export. */
export const PROVIDER_CONSOLE_PATHS = {
  revoke: `${INBOX_PATH}/sessions/revoke`,
  import: `${INBOX_PATH}/state`,
  export: `${INBOX_PATH}/state.json`,
} as const;

export const PROVIDER_CONSOLE_TITLE = 'Provider emulator console';

const time = (ms: number) => new Date(ms).toISOString();

function revokeForm(session: { id: string; member: string; organization: string }, token: string): { html: string } {
  const label = `Revoke the session of ${session.member} in ${session.organization}`;
  return {
    html: `<form method="post" action="${PROVIDER_CONSOLE_PATHS.revoke}">${tokenInput(token)}<input type="hidden" name="session_id" value="${escapeHtml(session.id)}"><button type="submit" aria-label="${escapeHtml(label)}">Revoke</button></form>`,
  };
}

const organizations = (state: ProviderState): ConsoleSection => ({
  id: 'organizations',
  heading: 'Organizations',
  html: table(
    'Organizations',
    ['Name', 'Slug', 'Members', 'Id'],
    [...state.organizations.values()].map((org) => [
      org.organization_name,
      org.organization_slug,
      String(state.membersOf(org.organization_id).length),
      org.organization_id,
    ]),
  ),
});

const orgName = (state: ProviderState, id: string) => state.organizations.get(id)?.organization_name ?? id;

const members = (state: ProviderState): ConsoleSection => ({
  id: 'members',
  heading: 'Members',
  html: table(
    'Members',
    ['E-mail', 'Name', 'Organization', 'Status', 'Roles', 'Id'],
    [...state.members.values()]
      .filter((member) => member.status !== 'deleted')
      .map((m) => [
        m.email_address,
        m.name,
        orgName(state, m.organization_id),
        m.status,
        m.roles.join(', '),
        m.member_id,
      ]),
  ),
});

function sessions(state: ProviderState, now: number, token: string): ConsoleSection {
  const live = [...state.sessions.values()].filter((session) => !session.revoked && session.expires_at > now);
  return {
    id: 'sessions',
    heading: 'Sessions',
    html: table(
      'Live sessions',
      ['Member', 'Organization', 'Started', 'Expires', 'Action'],
      live.map((session) => {
        const member = state.members.get(session.member_id)?.email_address ?? session.member_id;
        const organization = orgName(state, session.organization_id);
        return [
          member,
          organization,
          time(session.started_at),
          time(session.expires_at),
          revokeForm({ id: session.member_session_id, member, organization }, token),
        ];
      }),
    ),
  };
}

const stateSection = (token: string): ConsoleSection => ({
  id: 'state',
  heading: 'State',
  html: `<p><a href="${PROVIDER_CONSOLE_PATHS.export}" download="provider-state.json">Export the state as JSON</a></p>
<form method="post" action="${PROVIDER_CONSOLE_PATHS.import}" enctype="multipart/form-data">
${tokenInput(token)}
<label for="state-file">State file to import (replaces organizations, members, sessions and messages)</label>
<input id="state-file" type="file" name="state" accept="application/json,.json" required>
<button type="submit">Import</button>
</form>`,
});

/** The console's provider pages: what it holds (live sessions with a Revoke button each) and its state's export and import. */
export const providerSections = (state: ProviderState, now: number, formToken: string): ConsoleSection[] => [
  organizations(state),
  members(state),
  sessions(state, now, formToken),
  stateSection(formToken),
];
