/**
 * Whether a page has a member's session: what the provider client will find when it starts (the session cookie
 * and the state it stored under the project's public token), read from `{ cookie: document.cookie, storage:
 * localStorage }`. The login page sends a member who has one to /dashboard, and a signed-in page sends a visitor
 * who has none to /: both ask this one function, so neither sends a member back to the other.
 */
export { hasSession } from '../src/login/client';
