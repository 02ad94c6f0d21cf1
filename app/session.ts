import { subscribe } from 'valtio/vanilla';
import { consoleLog, type DeveloperLog } from '../src/core/developerLog';

/**
 * What the app's routes need of the member's session, and nothing more: whether there is one, a signal when
 * that changes (login, logout, another tab, an expired session), and logout (which revokes it).
 */
export interface AppSession {
  isLoggedIn(): boolean;
  /** Calls the listener after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Revokes the session; afterwards isLoggedIn() is false even when the provider could not be told. */
  logout(): Promise<void>;
}

/** The part of the provider client (createB2BClient) the adapter uses. */
export interface ProviderSessionSource {
  /** The persisted member, organization and session (a Valtio proxy); `client` is null without a session. */
  state: { client: unknown };
  session: { revoke(args?: { forceClear?: boolean }): Promise<unknown> };
}

/**
 * The provider's session as an AppSession: a session exists while its state is stored (the client loads it
 * from storage, clears it at start when the session cookie is gone, and follows other tabs). Logout revokes
 * with forceClear, so the local session ends even when the provider cannot be reached.
 */
export function providerSession(client: ProviderSessionSource, log: DeveloperLog = consoleLog): AppSession {
  return {
    isLoggedIn: () => client.state.client !== null && client.state.client !== undefined,
    subscribe: (listener) => subscribe(client.state, () => listener()),
    async logout() {
      try {
        await client.session.revoke({ forceClear: true });
      } catch (error) {
        log.warn('Session revoke failed; the local session was cleared', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

/** A session held in memory: stories and tests. */
export function memorySession(loggedIn: boolean): AppSession & { set(loggedIn: boolean): void } {
  let current = loggedIn;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    isLoggedIn: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logout: async () => set(false),
    set,
  };
}
