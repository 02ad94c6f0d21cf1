import type { InboxMessage } from './inbox';
import type { SimResponse } from './types';

export const INBOX_PATH = '/__inbox';

/**
 * The development inbox, and on the node server the console around it: what an emulator shows of itself (the
 * provider's organizations, members, sessions and state: emulators/provider/console), the messages sent and
 * the last requests. Plain HTML forms, no script: the page's policy forbids every script. Every value is
 * escaped; links are http(s) only.
 */
export interface ConsoleView {
  /** 'Development inbox' unless an emulator's console says otherwise. */
  title?: string;
  messages: readonly InboxMessage[];
  /** What emulators show before the messages, each a section with a heading of its own and a link in the page's nav. */
  sections?: readonly ConsoleSection[];
  requests?: readonly RequestView[];
  /** What went wrong with the last action (an import's problems), shown at the top. */
  problems?: { title: string; items: readonly string[] };
}

export interface ConsoleSection {
  /** The heading's id, the nav's anchor. */
  id: string;
  heading: string;
  /** The section's content after its heading, its values escaped by whoever made it (escapeHtml, table). */
  html: string;
}

export interface RequestView {
  method: string;
  path: string;
  status: number;
  /** The answer's body, shortened. */
  answer: string;
}

/**
 * The hidden field every console form sends back: another site can post a form here but cannot read the page,
 * so it cannot know the token (an Origin check cannot tell: under `Referrer-Policy: no-referrer` a form post's
 * Origin is null). Fresh per server, never printed.
 */
export const FORM_TOKEN_FIELD = 'form_token';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const safeLink = (href: string) => /^https?:\/\//i.test(href);
const time = (ms: number) => new Date(ms).toISOString();

/** A table with a caption and column headers; cells are escaped text unless given as { html }. */
export function table(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly (string | { html: string })[])[],
) {
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

export const tokenInput = (token: string) =>
  `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`;

const sectionHtml = ({ id, heading, html }: ConsoleSection) =>
  `<section aria-labelledby="${escapeHtml(id)}"><h2 id="${escapeHtml(id)}">${escapeHtml(heading)}</h2>\n${html}</section>`;

const requestsSection = (requests: readonly RequestView[]): ConsoleSection => ({
  id: 'requests',
  heading: 'Last requests',
  html: table(
    'Last requests, newest first',
    ['Method', 'Path', 'Status', 'Answer'],
    requests.map((r) => [r.method, r.path, String(r.status), { html: `<code>${escapeHtml(r.answer)}</code>` }]),
  ),
});

const messagesSection = (messages: readonly InboxMessage[]): ConsoleSection => ({
  id: 'messages',
  heading: 'Messages',
  html: `<p>E-mails and text messages the simulator sent, newest first. Also as <a href="${INBOX_PATH}.json">JSON</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n')}`,
});

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
  const title = view.title ?? 'Development inbox';
  const sections = [
    ...(view.sections ?? []),
    messagesSection(view.messages),
    ...(view.requests ? [requestsSection(view.requests)] : []),
  ];
  const problems = view.problems
    ? `<div class="problems" role="alert"><h2>${escapeHtml(view.problems.title)}</h2><ul>${view.problems.items.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`
    : '';
  const nav = view.sections?.length
    ? `<nav aria-label="Sections"><ul>${sections
        .map(({ id, heading }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(heading)}</a></li>`)
        .join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${nav}
${problems}
${sections.map(sectionHtml).join('\n')}
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
