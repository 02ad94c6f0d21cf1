import { proxy } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { memorySession, providerSession } from '../../app/session';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createSessionStore, STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const STORED = {
  member: { member_id: 'member-1' },
  organization: { organization_id: 'organization-1' },
  session: { member_session_id: 'session-1', expires_at: '2099-01-01T00:00:00Z' },
};

/** The real session store over a map for local storage and the page's cookie string at the time of asking. */
const storeOver = (storage: Map<string, string>, cookies: () => string) =>
  createSessionStore({
    publicToken: 'public-token-test-1',
    cookies: { get: cookies, set: () => undefined },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    onStorage: () => () => undefined,
    hostname: 'localhost',
    clock: new VirtualClock(),
    random: seededRandom(1),
    authenticate: () => new Promise(() => undefined),
  });

describe('providerSession', () => {
  it('is logged in while the provider state holds a session, and tells its listeners of changes', async () => {
    const state = proxy<{ client: unknown }>({ client: null });
    const session = providerSession({ state, session: { revoke: vi.fn() } });
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    expect(session.isLoggedIn()).toBe(false);
    state.client = STORED;
    await flush();
    expect(session.isLoggedIn()).toBe(true);
    expect(listener).toHaveBeenCalled();
    stop();
    listener.mockClear();
    state.client = null;
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('logs out by revoking with forceClear, and never throws when the provider fails', async () => {
    const state = proxy<{ client: unknown }>({ client: STORED });
    const warn = vi.fn();
    const revoke = vi.fn(async () => {
      state.client = null;
      throw new Error('unreachable');
    });
    const session = providerSession({ state, session: { revoke } }, { warn });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(revoke).toHaveBeenCalledWith({ forceClear: true });
    expect(warn).toHaveBeenCalledWith('Session revoke failed; the local session was cleared', { error: 'unreachable' });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('follows the real session store: stored state with a session cookie, cleared without one', async () => {
    const storage = new Map<string, string>([[`${STATE_KEY_PREFIX}public-token-test-1`, JSON.stringify(STORED)]]);
    let cookies = 'stytch_session=token-1';
    const store = storeOver(storage, () => cookies);
    const session = providerSession({ state: store.state, session: { revoke: async () => store.destroy() } });
    expect(session.isLoggedIn()).toBe(true);
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.size).toBe(0);

    // A page opened after the session cookie expired starts logged out even if the state lingers.
    storage.set(`${STATE_KEY_PREFIX}public-token-test-1`, JSON.stringify(STORED));
    cookies = '';
    const next = storeOver(storage, () => cookies);
    next.start();
    expect(providerSession({ state: next.state, session: { revoke: vi.fn() } }).isLoggedIn()).toBe(false);
  });
});

describe('memorySession', () => {
  it('notifies on change only', async () => {
    const session = memorySession(true);
    const listener = vi.fn();
    session.subscribe(listener);
    session.set(true);
    expect(listener).not.toHaveBeenCalled();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
  });
});
