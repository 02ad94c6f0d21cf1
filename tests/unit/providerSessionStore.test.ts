import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { ApiError } from '../../src/login/provider/errors';
import { createSessionStore, STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';
import type { AuthenticateResponse } from '../../src/login/provider/sessionState';

/** One browser: a cookie jar that honours expiry, and a local storage shared by its tabs. */
function browser(clock: VirtualClock) {
  const jar = new Map<string, string>();
  const storage = new Map<string, string>();
  const listeners = new Set<(tab: object, key: string | null) => void>();
  const cookies = {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie: string) => {
      const [pair, ...attributes] = cookie.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      const expires = attributes.find((a) => a.startsWith('expires='))?.slice(8);
      if (expires && new Date(expires).getTime() <= clock.now()) jar.delete(name);
      else jar.set(name, value);
    },
  };
  const tab = () => {
    const self = {};
    return {
      cookies,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => {
          storage.set(key, value);
          for (const listener of listeners) listener(self, key);
        },
        removeItem: (key: string) => {
          storage.delete(key);
          for (const listener of listeners) listener(self, key);
        },
      },
      // Like the 'storage' event: other tabs hear a write, the writer does not.
      onStorage: (listener: (key: string | null) => void) => {
        const wrapped = (writer: object, key: string | null) => writer !== self && listener(key);
        listeners.add(wrapped);
        return () => listeners.delete(wrapped);
      },
      hostname: 'app.genios.test',
      clock,
      random: seededRandom(1),
    };
  };
  return { jar, storage, tab };
}

const answer = (expiresAt: string): AuthenticateResponse => ({
  member_session: { member_session_id: 'ms-1', expires_at: expiresAt, last_accessed_at: new Date(0).toISOString() },
  member: { member_id: 'member-1' },
  organization: { organization_id: 'org-1' },
  session_token: 'token-1',
  session_jwt: 'jwt-1',
});

describe('session store', () => {
  it('stores a session, writes cookies, removes the intermediate token, and syncs another tab', () => {
    const clock = new VirtualClock(Date.parse('2026-11-23T00:00:00Z'));
    const { jar, tab } = browser(clock);
    const first = createSessionStore({ ...tab(), publicToken: 'public-token-test', authenticate: vi.fn() });
    const second = createSessionStore({ ...tab(), publicToken: 'public-token-test', authenticate: vi.fn() });
    first.update({ intermediate_session_token: 'ist-1' });
    expect(jar.get('stytch_intermediate_session_token')).toBe('ist-1');
    first.update(answer('2026-11-23T01:00:00Z'));
    expect(Object.fromEntries(jar)).toEqual({ stytch_session: 'token-1', stytch_session_jwt: 'jwt-1' });
    expect(first.state.client?.member).toEqual({ member_id: 'member-1' });
    expect(second.state.client?.organization).toEqual({ organization_id: 'org-1' });
    first.destroy();
    expect(jar.size).toBe(0);
    expect(second.state.client).toBeNull();
  });

  it('keeps an intermediate token 10 minutes, SameSite=Lax and Secure', () => {
    const clock = new VirtualClock(Date.parse('2026-11-23T00:00:00Z'));
    const { tab } = browser(clock);
    const environment = tab();
    const written: string[] = [];
    const store = createSessionStore({
      ...environment,
      cookies: {
        get: environment.cookies.get,
        set: (cookie) => (written.push(cookie), environment.cookies.set(cookie)),
      },
      publicToken: 'p',
      authenticate: vi.fn(),
    });
    store.update({ intermediate_session_token: 'ist' });
    expect(written.at(-1)).toBe(
      'stytch_intermediate_session_token=ist; expires=Mon, 23 Nov 2026 00:10:00 GMT; SameSite=Lax; Secure',
    );
    expect(store.intermediateToken()).toBe('ist');
  });

  it('destroys the session at startup when there is no session cookie', () => {
    const clock = new VirtualClock();
    const { storage, tab } = browser(clock);
    storage.set(
      `${STATE_KEY_PREFIX}p`,
      JSON.stringify({ member: {}, organization: {}, session: { member_session_id: 'stale', expires_at: '' } }),
    );
    const authenticate = vi.fn();
    const store = createSessionStore({ ...tab(), publicToken: 'p', authenticate });
    expect(store.state.client).not.toBeNull();
    store.start();
    expect(store.state.client).toBeNull();
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('refreshes every 3 minutes, backs off on failure, and signals logout on an unrecoverable error', async () => {
    const clock = new VirtualClock(Date.parse('2026-11-23T00:00:00Z'));
    const { jar, tab } = browser(clock);
    jar.set('stytch_session', 'token-0');
    const results: (AuthenticateResponse | Error)[] = [
      answer('2026-11-23T01:00:00Z'),
      new TypeError('network down'),
      new TypeError('network down'),
      answer('2026-11-23T01:10:00Z'),
      new ApiError({ status_code: 404, error_type: 'session_not_found', error_message: 'Session not found.' }),
    ];
    const authenticate = vi.fn(async () => {
      const next = results.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const onLogout = vi.fn();
    const store = createSessionStore({ ...tab(), publicToken: 'p', authenticate, onLogout });
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    store.start();
    await flush();
    expect(authenticate).toHaveBeenCalledTimes(1);
    clock.advance(3 * 60 * 1000);
    await flush();
    expect(authenticate).toHaveBeenCalledTimes(2);
    clock.advance(2_000 + 175);
    await flush();
    expect(authenticate).toHaveBeenCalledTimes(3);
    clock.advance(4_000 - 175 - 1);
    await flush();
    expect(authenticate).toHaveBeenCalledTimes(3);
    clock.advance(350 + 1);
    await flush();
    expect(authenticate).toHaveBeenCalledTimes(4);
    expect(store.state.client?.session.expires_at).toBe('2026-11-23T01:10:00Z');
    clock.advance(3 * 60 * 1000);
    await flush();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(store.state.client).toBeNull();
    expect(jar.size).toBe(0);
    store.stop();
  });
});
