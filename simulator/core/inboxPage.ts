import type { InboxMessage } from './inbox';
import type { SimResponse } from './types';

export const INBOX_PATH = '/__inbox';

/**
 * The development inbox, and on the node server the emulator's console: organizations, members, live sessions
 * (each with a Revoke button), the messages sent, the last requests, and the state's export and import. Plain
 * HTML forms, no script: the page's policy forbids every script. Every value is escaped; links are http(s) only.
 */
export interface ConsoleView {
  messages: readonly InboxMessage[];
  /** What the provider emulator holds; absent where there is none (or no console: Storybook's inbox). */
  provider?: ProviderView;
  requests?: readonly RequestView[];
  /** What went wrong with the last action (an import's problems), shown at the top. */
  problems?: readonly string[];
  /**
   * Sent back by every form: another site can post a form here but cannot read this page, so it cannot know
   * the token (an Origin check cannot tell: under `Referrer-Policy: no-referrer` a form post's Origin is null).
   */
  formToken?: string;
}

export interface ProviderView {
  organizations: readonly { id: string; name: string; slug: string; members: number }[];
  members: readonly { id: string; email: string; name: string; organization: string; status: string; roles: string }[];
  sessions: readonly { id: string; member: string; organization: string; startedAt: number; expiresAt: number }[];
}

export interface RequestView {
  method: string;
  path: string;
  status: number;
  /** The answer's body, shortened. */
  answer: string;
}

/** Where the console's forms post. */
export const CONSOLE_ACTIONS = {
  revoke: `${INBOX_PATH}/sessions/revoke`,
  import: `${INBOX_PATH}/state`,
  export: `${INBOX_PATH}/state.json`,
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const safeLink = (href: string) => /^https?:\/\//i.test(href);
const time = (ms: number) => new Date(ms).toISOString();

/** A table with a caption and column headers; cells are escaped text unless given as { html }. */
function table(caption: string, headers: readonly string[], rows: readonly (readonly (string | { html: string })[])[]) {
  if (rows.length === 0) return `<p>No ${escapeHtml(caption.toLowerCase())}.</p>`;
  const cell = (value: string | { html: string }) =>
    `<td>${typeof value === 'string' ? escapeHtml(value) : value.html}</td>`;
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr>${headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('\n')}</tbody>
</table>`;
}

function messageHtml(message: InboxMessage): string {
  const links = message.links
    .filter(safeLink)
    .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('');
  return `<article>
  <h3>${escapeHtml(message.subject)}</h3>
  <p class="meta">${message.channel === 'sms' ? 'Text message' : 'E-mail'} to <strong>${escapeHtml(message.to)}</strong> · ${time(message.sentAt)}</p>
  <pre>${escapeHtml(message.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

const tokenInput = (token: string) => `<input type="hidden" name="form_token" value="${escapeHtml(token)}">`;

function revokeForm(session: ProviderView['sessions'][number], token: string): { html: string } {
  const label = `Revoke the session of ${session.member} in ${session.organization}`;
  return {
    html: `<form method="post" action="${CONSOLE_ACTIONS.revoke}">${tokenInput(token)}<input type="hidden" name="session_id" value="${escapeHtml(session.id)}"><button type="submit" aria-label="${escapeHtml(label)}">Revoke</button></form>`,
  };
}

function providerHtml(provider: ProviderView, token: string): string {
  return `<section aria-labelledby="organizations"><h2 id="organizations">Organizations</h2>
${table(
  'Organizations',
  ['Name', 'Slug', 'Members', 'Id'],
  provider.organizations.map((org) => [org.name, org.slug, String(org.members), org.id]),
)}</section>
<section aria-labelledby="members"><h2 id="members">Members</h2>
${table(
  'Members',
  ['E-mail', 'Name', 'Organization', 'Status', 'Roles', 'Id'],
  provider.members.map((m) => [m.email, m.name, m.organization, m.status, m.roles, m.id]),
)}</section>
<section aria-labelledby="sessions"><h2 id="sessions">Sessions</h2>
${table(
  'Live sessions',
  ['Member', 'Organization', 'Started', 'Expires', 'Action'],
  provider.sessions.map((s) => [s.member, s.organization, time(s.startedAt), time(s.expiresAt), revokeForm(s, token)]),
)}</section>
<section aria-labelledby="state"><h2 id="state">State</h2>
<p><a href="${CONSOLE_ACTIONS.export}" download="provider-state.json">Export the state as JSON</a></p>
<form method="post" action="${CONSOLE_ACTIONS.import}" enctype="multipart/form-data">
${tokenInput(token)}
<label for="state-file">State file to import (replaces organizations, members, sessions and messages)</label>
<input id="state-file" type="file" name="state" accept="application/json,.json" required>
<button type="submit">Import</button>
</form></section>`;
}

function requestsHtml(requests: readonly RequestView[]): string {
  return `<section aria-labelledby="requests"><h2 id="requests">Last requests</h2>
${table(
  'Last requests, newest first',
  ['Method', 'Path', 'Status', 'Answer'],
  requests.map((r) => [r.method, r.path, String(r.status), { html: `<code>${escapeHtml(r.answer)}</code>` }]),
)}</section>`;
}

const STYLE = `
  body { font-family: Arial, sans-serif; color: #19303D; max-width: 1040px; margin: 24px auto; padding: 0 16px; }
  article { border: 1px solid #ADBCC5; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  h3 { font-size: 18px; margin: 0 0 4px; }
  .meta { color: #4A5E68; margin: 0 0 8px; font-size: 14px; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #1A4D8C; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 14px; }
  caption { text-align: left; font-weight: bold; padding: 4px 0; }
  th, td { border-bottom: 1px solid #ADBCC5; padding: 6px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  code { font-size: 12px; }
  button { font: inherit; padding: 4px 12px; border: 1px solid #19303D; border-radius: 4px; background: #fff; color: #19303D; cursor: pointer; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1A4D8C; outline-offset: 2px; }
  .problems { border: 2px solid #A3262A; border-radius: 8px; padding: 8px 16px; }
  nav ul { display: flex; gap: 16px; list-style: none; padding: 0; flex-wrap: wrap; }
`;

export function inboxPage(view: ConsoleView): string {
  const sections = [
    view.provider && providerHtml(view.provider, view.formToken ?? ''),
    `<section aria-labelledby="messages"><h2 id="messages">Messages</h2>
<p>E-mails and text messages the simulator sent, newest first. Also as <a href="${INBOX_PATH}.json">JSON</a>.</p>
${view.messages.length === 0 ? '<p>No messages yet.</p>' : view.messages.map(messageHtml).join('\n')}</section>`,
    view.requests && requestsHtml(view.requests),
  ].filter(Boolean);
  const problems = view.problems?.length
    ? `<div class="problems" role="alert"><h2>Not imported</h2><ul>${view.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`
    : '';
  const nav = view.provider
    ? `<nav aria-label="Sections"><ul>${['organizations', 'members', 'sessions', 'state', 'messages', 'requests']
        .map((id) => `<li><a href="#${id}">${id[0]!.toUpperCase()}${id.slice(1)}</a></li>`)
        .join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.provider ? 'Provider emulator console' : 'Development inbox'}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${view.provider ? 'Provider emulator console' : 'Development inbox'}</h1>
${nav}
${problems}
${sections.join('\n')}
</main>
</body>
</html>`;
}

/**
 * The page's policy: mail text and names are hostile input, so nothing may run or load; its forms post to this
 * server only, and no other site may frame it (its buttons revoke sessions).
 */
export const CONSOLE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export const htmlAnswer = (status: number, html: string): SimResponse => ({
  status,
  body: html,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CONSOLE_POLICY },
});

/**
 * The inbox as a simulated answer ('/__inbox' HTML, '/__inbox.json' the messages), or undefined for other paths;
 * `more` is what the node server's console adds.
 */
export function inboxAnswer(
  path: string,
  messages: readonly InboxMessage[],
  more: Omit<ConsoleView, 'messages'> = {},
): SimResponse | undefined {
  if (path === INBOX_PATH) return htmlAnswer(200, inboxPage({ messages, ...more }));
  if (path !== `${INBOX_PATH}.json`) return undefined;
  return {
    status: 200,
    body: JSON.stringify(messages, null, 2),
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': CONSOLE_POLICY },
  };
}
