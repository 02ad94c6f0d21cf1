import { proxy } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { memorySession, providerSession } from '../../app/session';
import { STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';
import { sessionStoreOver, STORE_TOKEN, STORED_STATE as STORED } from '../support/sessionStoreOver';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const storage = new Map<string, string>([[`${STATE_KEY_PREFIX}${STORE_TOKEN}`, JSON.stringify(STORED)]]);
    let cookies = 'stytch_session=token-1';
    const store = sessionStoreOver(storage, () => cookies);
    const session = providerSession({ state: store.state, session: { revoke: async () => store.destroy() } });
    expect(session.isLoggedIn()).toBe(true);
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.size).toBe(0);

    // A page opened after the session cookie expired starts logged out even if the state lingers.
    storage.set(`${STATE_KEY_PREFIX}${STORE_TOKEN}`, JSON.stringify(STORED));
    cookies = '';
    const next = sessionStoreOver(storage, () => cookies);
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
