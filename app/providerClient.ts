import { CALLS, createBrowserB2BClient, type B2BClient } from '../src/login/client';
import type { AppConfig } from './config';

/** The session length the app asks for at login (spec, section 1). */
export const SESSION_DURATION_MINUTES = 60;

/**
 * The page's one provider client, configured from the app's runtime configuration. `readTimeZone` gives the
 * telemetry header's zone without waiting (app/timeZone.ts): no provider request waits for it.
 */
export function createPageProviderClient(config: AppConfig, readTimeZone: () => string): B2BClient {
  return createBrowserB2BClient({
    calls: CALLS,
    publicToken: config.providerPublicToken,
    baseUrl: config.providerBaseUrl,
    sessionDurationMinutes: SESSION_DURATION_MINUTES,
    readTimeZone,
  });
}
