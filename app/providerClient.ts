import { realClock } from '../src/core/clock';
import { mathRandom } from '../src/core/random';
import { createB2BClient, type B2BClient } from '../src/login/provider/b2bClient';
import { SDK_VERSION, type Telemetry } from '../src/login/provider/http';
import type { AppConfig } from './config';

/** The session length the app asks for at login (spec, section 1). */
export const SESSION_DURATION_MINUTES = 60;

const PERSISTENT_ID_KEY = 'genios_telemetry_persistent_id';

/** A random hex id; crypto.getRandomValues works outside secure contexts too (unlike randomUUID). */
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function persistentId(): string {
  try {
    const stored = localStorage.getItem(PERSISTENT_ID_KEY);
    if (stored) return stored;
    const created = randomId();
    localStorage.setItem(PERSISTENT_ID_KEY, created);
    return created;
  } catch {
    return randomId();
  }
}

/**
 * The page's one provider client: real cookies, local storage, other tabs' storage events, the real clock.
 * It keeps the session (refreshes it every 3 minutes, clears it when the session cookie is gone) and makes
 * the provider calls. The login widget should be handed this client rather than create a second one.
 */
export function createPageProviderClient(config: AppConfig): B2BClient {
  const appSessionId = randomId();
  const persistent = persistentId();
  const telemetry = (): Telemetry => ({
    event_id: randomId(),
    app_session_id: appSessionId,
    persistent_id: persistent,
    client_sent_at: new Date().toISOString(),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    app: { identifier: location.hostname },
    sdk: { identifier: 'genios-web', version: SDK_VERSION },
  });
  return createB2BClient({
    publicToken: config.providerPublicToken,
    baseUrl: config.providerBaseUrl,
    environment: {
      cookies: {
        get: () => document.cookie,
        set: (cookie) => {
          document.cookie = cookie;
        },
      },
      storage: localStorage,
      onStorage: (listener) => {
        const onStorage = (event: StorageEvent) => listener(event.key);
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
      hostname: location.hostname,
      origin: location.origin,
      clock: realClock,
      random: mathRandom,
    },
    telemetry,
    sessionDurationMinutes: SESSION_DURATION_MINUTES,
  });
}
