import { CALLS, createBrowserB2BClient, type B2BClient } from '../src/login/client';
import type { AppConfig } from './config';
import { timeZoneOffThread } from './timeZone';

/** The session length the app asks for at login (spec, section 1). */
export const SESSION_DURATION_MINUTES = 60;

/** The page's one provider client, configured from the app's runtime configuration. */
export function createPageProviderClient(config: AppConfig): B2BClient {
  return createBrowserB2BClient({
    calls: CALLS,
    publicToken: config.providerPublicToken,
    baseUrl: config.providerBaseUrl,
    sessionDurationMinutes: SESSION_DURATION_MINUTES,
    // The app's policy allows blob: workers (appContentSecurityPolicy).
    readTimeZone: timeZoneOffThread,
  });
}
