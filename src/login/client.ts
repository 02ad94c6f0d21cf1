/**
 * The provider client's public API, beside the widget's (./index.ts): a page creates one client, hands it to
 * every widget (`client`) and makes its own calls with it. Kept apart from the widget's entry so that the
 * standalone widget, which makes the client it needs for itself, carries only the widget's calls. A page that
 * only logs in (the app's login page) makes the widget's own kind: the login client with WIDGET_CALLS.
 */
export {
  createBrowserB2BClient,
  createBrowserLoginClient,
  temporalTimeZone,
  timeZoneHere,
  type BrowserB2BClientOptions,
} from './provider/browserClient';
export { createLoginClient, type B2BClient, type B2BClientOptions, type LoginClient } from './provider/b2bClient';
export { CALLS } from './provider/calls';
export { WIDGET_CALLS } from './provider/calls/widget';
export { hasSession, type SessionTraces } from './provider/sessionStore';
