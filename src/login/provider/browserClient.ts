import { realClock } from '../../core/clock';
import { mathRandom } from '../../core/random';
import {
  createB2BClient,
  createLoginClient,
  type B2BClient,
  type B2BClientOptions,
  type LoginClient,
} from './b2bClient';
import type { CallName } from './calls';
import { SDK_VERSION, type Telemetry } from './http';

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

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The page's IANA time zone from Temporal, where the browser has it: an answer at once, from the zone the engine
 * already knows. Intl's first call loads the browser's locale data before it answers, a long task on a phone.
 */
export const temporalTimeZone = (): string | undefined => (globalThis as WithTemporal).Temporal?.Now.timeZoneId();

/** The page's IANA time zone, read on the page's thread: from Temporal, else as the provider's own client does. */
export const timeZoneHere = (): string => temporalTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The telemetry header of one page: a session id per load, a persistent id per browser, and the time zone,
 * read once.
 */
function pageTelemetry(readTimeZone: () => string | Promise<string>): () => Promise<Telemetry> {
  const appSessionId = randomId();
  const persistent = persistentId();
  let timeZone: Promise<string> | undefined;
  return async () => {
    timeZone ??= Promise.resolve(readTimeZone());
    const timezone = await timeZone;
    return {
      event_id: randomId(),
      app_session_id: appSessionId,
      persistent_id: persistent,
      client_sent_at: new Date().toISOString(),
      timezone,
      app: { identifier: location.hostname },
      sdk: { identifier: 'genios-web', version: SDK_VERSION },
    };
  };
}

export type BrowserB2BClientOptions<Names extends CallName = CallName> = Pick<
  B2BClientOptions<Names>,
  'calls' | 'publicToken' | 'baseUrl'
> &
  Partial<Pick<B2BClientOptions, 'sessionDurationMinutes' | 'cookieOptions' | 'onSuccess' | 'onError' | 'onLogout'>> & {
    /**
     * Reads the page's time zone for the telemetry header, once, when the first call goes out: on the page's
     * thread by default (`timeZoneHere`). Where the browser has no Temporal, a page whose policy lets it start a
     * worker may read it there (app/timeZone.ts): a page's first Intl call loads the browser's locale data, a long
     * task on a phone.
     */
    readTimeZone?: () => string | Promise<string>;
  };

/** The page's side of a client: real cookies, local storage, other tabs' storage events, the real clock. */
function inThisPage<Names extends CallName>({
  readTimeZone = timeZoneHere,
  ...options
}: BrowserB2BClientOptions<Names>): B2BClientOptions<Names> {
  return {
    ...options,
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
      pathname: () => location.pathname,
      origin: location.origin,
      clock: realClock,
      random: mathRandom,
    },
    telemetry: pageTelemetry(readTimeZone),
  };
}

/**
 * The page's provider client. It keeps the session (refreshes it every 3 minutes, clears it when the session
 * cookie is gone) and makes the provider calls. A page should create one and hand it to every widget rather
 * than create a second.
 */
export function createBrowserB2BClient<Names extends CallName>(
  options: BrowserB2BClientOptions<Names>,
): B2BClient<Names> {
  return createB2BClient(inThisPage(options));
}

/** The login client a widget mounted with a public token makes for itself, on this page. */
export function createBrowserLoginClient<Names extends CallName>(
  options: BrowserB2BClientOptions<Names>,
): LoginClient<Names> {
  return createLoginClient(inThisPage(options));
}
