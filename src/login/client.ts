/**
 * The provider client's public API, beside the widget's (./index.ts): a page creates one client, hands it to
 * every widget (`client`) and makes its own calls with it. Kept apart from the widget's entry so that the
 * standalone widget, which makes the client it needs for itself, carries only the widget's calls.
 */
export { createBrowserB2BClient, timeZoneHere, type BrowserB2BClientOptions } from './provider/browserClient';
export type { B2BClient } from './provider/b2bClient';
export { CALLS } from './provider/calls';
export { hasSession, type SessionTraces } from './provider/sessionStore';
