import type { InboxMessage } from './inbox';
import type { SimResponse } from './types';

export const INBOX_PATH = '/__inbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const safeLink = (href: string) => /^https?:\/\//i.test(href);

function messageHtml(message: InboxMessage): string {
  const links = message.links
    .filter(safeLink)
    .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('');
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">${message.channel === 'sms' ? 'Text message' : 'E-mail'} to <strong>${escapeHtml(message.to)}</strong> · ${new Date(message.sentAt).toISOString()}</p>
  <pre>${escapeHtml(message.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

/** The development inbox: what the emulators "sent", newest first. Every text is escaped; links are http(s) only. */
export function inboxPage(messages: readonly InboxMessage[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development inbox</title>
<style>
  body { font-family: Arial, sans-serif; color: #19303D; max-width: 760px; margin: 24px auto; padding: 0 16px; }
  article { border: 1px solid #ADBCC5; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  h2 { font-size: 18px; margin: 0 0 4px; }
  .meta { color: #4A5E68; margin: 0 0 8px; font-size: 14px; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #1A4D8C; }
</style>
</head>
<body>
<h1>Development inbox</h1>
<p>E-mails and text messages the simulator sent, newest first. Also as <a href="/__inbox.json">JSON</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n')}
</body>
</html>`;
}

/** The inbox as a simulated answer ('/__inbox' HTML, '/__inbox.json'), or undefined for other paths. */
export function inboxAnswer(path: string, messages: readonly InboxMessage[]): SimResponse | undefined {
  if (path !== INBOX_PATH && path !== `${INBOX_PATH}.json`) return undefined;
  const html = path === INBOX_PATH;
  return {
    status: 200,
    body: html ? inboxPage(messages) : JSON.stringify(messages, null, 2),
    headers: {
      'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      // Mail text is hostile input: the page may not run or load anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  };
}
