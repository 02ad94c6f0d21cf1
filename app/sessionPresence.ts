import { hasSession } from '../src/login/client';

/**
 * Whether this page has a member's session: what the provider client will find when it starts (hasSession, over
 * the page's cookies and local storage). The login page sends a member who has one to /dashboard, and a
 * signed-in page sends a visitor who has none to /: both ask this, so neither sends a member back to the other.
 */
export function pageHasSession(publicToken: string): boolean {
  // Storage is read inside the call: a browser that refuses it throws there, which counts as no stored state.
  const storage = { getItem: (key: string) => localStorage.getItem(key) };
  return hasSession({ cookie: document.cookie, storage }, publicToken);
}
