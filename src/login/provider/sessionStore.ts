import { proxy } from 'valtio/vanilla';
import type { Clock, TimerId } from '../../core/clock';
import type { Random } from '../../core/random';
import { cookieNames, cookieString, INTERMEDIATE_TOKEN_LIFETIME_MS, readCookie, type CookieOptions } from './cookies';
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
}

/** Local state lives under a provider-specific key prefix (login spec, section 9). */
export const STATE_KEY_PREFIX = 'stytch_sdk_state_';

/**
 * The client's session: state persisted in local storage and synchronised across tabs, tokens in cookies,
 * a background refresh every 3 minutes with backoff, and the logout signal when the session is gone.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const names = cookieNames(options.cookieOptions);
  const key = `${STATE_KEY_PREFIX}${options.publicToken}`;
  const state = proxy<{ client: ClientState | null }>({ client: readStored() });
  let refreshTimer: TimerId | undefined;
  let attempt = 0;

  function readStored(): ClientState | null {
    try {
      const raw = options.storage.getItem(key);
      return raw ? (JSON.parse(raw) as ClientState) : null;
    } catch {
      return null;
    }
  }

  const setCookie = (name: string, value: string, expires: Date) =>
    options.cookies.set(cookieString(name, value, expires, options.hostname, options.cookieOptions));
  const removeCookie = (name: string) => setCookie(name, '', new Date(0));

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
    sessionToken: () => readCookie(options.cookies.get(), names.session),
    intermediateToken: () => readCookie(options.cookies.get(), names.intermediate),
    /** Startup: no session cookie means no session; with one, refresh now and every 3 minutes. */
    start() {
      if (!readCookie(options.cookies.get(), names.session)) {
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
