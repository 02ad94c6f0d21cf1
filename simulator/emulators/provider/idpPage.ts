/** The simulated identity provider's sign-in page: everything interpolated is escaped. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface IdpPageModel {
  /** The identity provider as the member knows it: an SSO connection's name or 'Google'. */
  idpName: string;
  /** What the member is signing in to. */
  destination: string;
  visitId: string;
  callbackPath: string;
  accounts: { name: string; email: string }[];
}

const callbackHref = (model: IdpPageModel, email: string) =>
  `${model.callbackPath}?${new URLSearchParams({ visit: model.visitId, email }).toString()}`;

export function idpPage(model: IdpPageModel): string {
  const accounts = model.accounts
    .map(
      (account) =>
        `<li><a class="account" href="${escapeHtml(callbackHref(model, account.email))}">Continue as <strong>${escapeHtml(
          account.name || account.email,
        )}</strong><span>${escapeHtml(account.email)}</span></a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(model.idpName)}</title>
<style>
  body { font-family: Arial, sans-serif; color: #19303D; max-width: 440px; margin: 48px auto; padding: 0 16px; }
  .badge { display: inline-block; background: #FFF4D6; color: #5C4400; border-radius: 4px; padding: 2px 8px; font-size: 13px; }
  ul { list-style: none; padding: 0; }
  .account { display: block; border: 1px solid #ADBCC5; border-radius: 6px; padding: 12px; margin: 8px 0; color: inherit; text-decoration: none; }
  .account span { display: block; color: #4A5E68; font-size: 14px; }
  label { display: block; margin: 16px 0 4px; }
  input { box-sizing: border-box; width: 100%; height: 40px; padding: 0 8px; }
  button { margin-top: 12px; height: 40px; width: 100%; background: #19303D; color: #fff; border: 0; border-radius: 4px; }
</style>
</head>
<body>
<main>
<p class="badge">Simulated identity provider</p>
<h1>Sign in with ${escapeHtml(model.idpName)}</h1>
<p>to continue to ${escapeHtml(model.destination)}. No password is asked: pick who you are.</p>
${accounts ? `<ul>\n${accounts}\n</ul>` : ''}
<form method="get" action="${escapeHtml(model.callbackPath)}">
  <input type="hidden" name="visit" value="${escapeHtml(model.visitId)}">
  <label for="email">Another e-mail address</label>
  <input id="email" name="email" type="email" autocomplete="email" required>
  <button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}
