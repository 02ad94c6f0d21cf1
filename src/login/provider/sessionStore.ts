import { proxy } from 'valtio/vanilla';
import type { Clock, TimerId } from '../../core/clock';
import type { Random } from '../../core/random';
import {
  cookieNames,
  cookiePlace,
  cookieString,
  countCookies,
  INTERMEDIATE_TOKEN_LIFETIME_MS,
  readCookie,
  visiblePaths,
  type CookieOptions,
  type CookiePlace,
} from './cookies';
import { isUnrecoverable } from './errors';
import {
  refreshRetryDelayMs,
  sameClientState,
  SESSION_REFRESH_MS,
  sessionUpdateFor,
  type AuthenticateResponse,
  type ClientState,
} from './sessionState';

/** The browser pieces the store touches, injected so two "tabs" can share one storage in a test. */
export interface SessionEnvironment {
  /** document.cookie, read and written. */
  cookies: { get(): string; set(cookie: string): void };
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Subscribes to other tabs' writes to `storage` (the window 'storage' event); returns an unsubscribe. */
  onStorage(listener: (key: string | null) => void): () => void;
  hostname: string;
  /** The page's path as it is now (a single-page app changes it without a reload); '/' when not given. */
  pathname?: () => string;
  clock: Clock;
  random: Random;
}

export interface SessionStoreOptions extends SessionEnvironment {
  publicToken: string;
  cookieOptions?: CookieOptions;
  /** POST /b2b/sessions/authenticate: refreshes the session, resolving to the provider's answer. */
  authenticate: () => Promise<AuthenticateResponse>;
  /** Called when the session ended for good (an unrecoverable refresh error). */
  onLogout?: () => void;
  /** Where the warning about an extra cookie that cannot be removed goes (login spec, section 8). */
  warn?: (message: string) => void;
}

const EPOCH = new Date(0);

/** Local state lives under a provider-specific key prefix (login spec, section 9). */
export const STATE_KEY_PREFIX = 'stytch_sdk_state_';

/** The member, organization and session a client of this project stored, or null (none, or unreadable). */
export function readStoredState(storage: Pick<Storage, 'getItem'>, publicToken: string): ClientState | null {
  try {
    const raw = storage.getItem(`${STATE_KEY_PREFIX}${publicToken}`);
    return raw ? (JSON.parse(raw) as ClientState) : null;
  } catch {
    return null;
  }
}

/** What a page holds of a member's session before a client starts: its cookies and its local storage. */
export interface SessionTraces {
  /** document.cookie. */
  cookie: string;
  storage: Pick<Storage, 'getItem'>;
}

/**
 * Whether a client of this project finds a session when it starts on a page: its session cookie, which the
 * browser drops once the session expires and the client removes when it ends, and the state it stored.
 */
export function hasSession({ cookie, storage }: SessionTraces, publicToken: string, cookieOptions?: CookieOptions) {
  return !!readCookie(cookie, cookieNames(cookieOptions).session) && readStoredState(storage, publicToken) !== null;
}

/**
 * The client's session: state persisted in local storage and synchronised across tabs, tokens in cookies,
 * a background refresh every 3 minutes with backoff, and the logout signal when the session is gone.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const names = cookieNames(options.cookieOptions);
  const key = `${STATE_KEY_PREFIX}${options.publicToken}`;
  const readStored = () => readStoredState(options.storage, options.publicToken);
  const state = proxy<{ client: ClientState | null }>({ client: readStored() });
  let refreshTimer: TimerId | undefined;
  let attempt = 0;

  const place = cookiePlace(options.hostname, options.cookieOptions);
  const pathname = options.pathname ?? (() => '/');
  const write = (name: string, value: string, expires: Date, at: CookiePlace = place) =>
    options.cookies.set(cookieString(name, value, expires, options.hostname, at));

  /**
   * Removes pairs of this name filed elsewhere than the store's place, until the page sees at most `keep`:
   * an older version wrote without a path (a reload on /output/{uid} filed a pair under /output, which that
   * page reads first and which outlived the logout), or the options changed. A page can only see, and so
   * only find, pairs under its own path's ancestors; one that will not go is warned about.
   */
  function clearStrays(name: string, keep: 0 | 1) {
    if (countCookies(options.cookies.get(), name) <= keep) return;
    const domains = place.domain ? [undefined, place.domain] : [undefined];
    for (const path of visiblePaths(pathname()))
      for (const domain of domains)
        if (keep === 0 || path !== place.path || domain !== place.domain) write(name, '', EPOCH, { path, domain });
    if (countCookies(options.cookies.get(), name) > keep)
      options.warn?.(`Could not remove an extra ${name} cookie: it may have been set with another path or domain.`);
  }

  const setCookie = (name: string, value: string, expires: Date) => {
    write(name, value, expires);
    clearStrays(name, 1);
  };
  const removeCookie = (name: string) => {
    write(name, '', EPOCH);
    clearStrays(name, 0);
  };
  /** A cookie's value once strays are gone, so the page reads the pair the store wrote. */
  const read = (name: string) => {
    clearStrays(name, 1);
    return readCookie(options.cookies.get(), name);
  };

  const publish = (client: ClientState | null) => {
    if (!sameClientState(state.client, client)) state.client = client;
    if (client) options.storage.setItem(key, JSON.stringify(client));
    else options.storage.removeItem(key);
  };

  const destroy = () => {
    removeCookie(names.session);
    removeCookie(names.jwt);
    removeCookie(names.intermediate);
    publish(null);
  };

  /** Applies any authenticate or exchange answer. */
  const update = (response: AuthenticateResponse) => {
    const change = sessionUpdateFor(response);
    if (change.kind === 'session') {
      const expires = new Date(change.state.session.expires_at);
      setCookie(names.session, change.sessionToken, expires);
      setCookie(names.jwt, change.sessionJwt, expires);
      removeCookie(names.intermediate);
      publish(change.state);
    } else if (change.kind === 'intermediate') {
      destroy();
      setCookie(
        names.intermediate,
        change.intermediateToken,
        new Date(options.clock.now() + INTERMEDIATE_TOKEN_LIFETIME_MS),
      );
    } else {
      destroy();
    }
  };

  const scheduleRefresh = (ms: number) => {
    if (refreshTimer !== undefined) options.clock.clearTimeout(refreshTimer);
    refreshTimer = options.clock.setTimeout(() => void refresh(), ms);
  };

  const refresh = async () => {
    try {
      update(await options.authenticate());
      attempt = 0;
      scheduleRefresh(SESSION_REFRESH_MS);
    } catch (error) {
      if (isUnrecoverable(error)) {
        destroy();
        options.onLogout?.();
        return;
      }
      scheduleRefresh(refreshRetryDelayMs(attempt++, options.random));
    }
  };

  // Another tab changed the state: take it over, without writing it back.
  const stopListening = options.onStorage((changed) => {
    if (changed === key || changed === null) {
      const stored = readStored();
      if (!sameClientState(state.client, stored)) state.client = stored;
    }
  });

  return {
    state,
    update,
    destroy,
    sessionToken: () => read(names.session),
    intermediateToken: () => read(names.intermediate),
    /** Startup: no session cookie means no session; with one, refresh now and every 3 minutes. */
    start() {
      read(names.jwt);
      if (!read(names.session)) {
        destroy();
        return;
      }
      void refresh();
    },
    stop() {
      if (refreshTimer !== undefined) options.clock.clearTimeout(refreshTimer);
      stopListening();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
