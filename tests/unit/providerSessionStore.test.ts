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

/**
 * document.cookie as a browser keeps it, paths included: a cookie written without a path is filed under the
 * writing page's directory, a page sees the cookies filed under its path's ancestors (the longest path first),
 * and a removal reaches only the pair filed at its exact path.
 */
function pathJar(page: { pathname: string }) {
  const filed = new Map<string, { name: string; value: string; path: string }>();
  const visible = () =>
    [...filed.values()]
      .filter(({ path }) => page.pathname === path || page.pathname.startsWith(path === '/' ? '/' : `${path}/`))
      .sort((a, b) => b.path.length - a.path.length);
  return {
    filed,
    get: () =>
      visible()
        .map(({ name, value }) => `${name}=${value}`)
        .join('; '),
    set: (cookie: string) => {
      const [pair, ...attributes] = cookie.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      const directory = page.pathname.slice(0, page.pathname.lastIndexOf('/')) || '/';
      const path = attributes.find((a) => a.startsWith('path='))?.slice(5) ?? directory;
      const expires = attributes.find((a) => a.startsWith('expires='))?.slice(8);
      const key = `${name} ${path}`;
      if (expires && new Date(expires).getTime() <= 0) filed.delete(key);
      else filed.set(key, { name, value, path });
    },
  };
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

  it('writes and removes at path /, and clears a pair an older version left under another path', () => {
    const clock = new VirtualClock(Date.parse('2026-11-23T00:00:00Z'));
    const page = { pathname: '/output/u-1' };
    const cookies = pathJar(page);
    // What a reload on /output/u-1 used to leave: a pair without a path, filed under /output.
    cookies.set('stytch_session=stale; expires=Mon, 23 Nov 2026 01:00:00 GMT; SameSite=Lax');
    cookies.set('stytch_session_jwt=stale-jwt; expires=Mon, 23 Nov 2026 01:00:00 GMT; SameSite=Lax');
    const warn = vi.fn();
    const store = createSessionStore({
      ...browser(clock).tab(),
      cookies,
      pathname: () => page.pathname,
      publicToken: 'p',
      authenticate: vi.fn(),
      warn,
    });

    page.pathname = '/authenticate';
    store.update(answer('2026-11-23T01:00:00Z'));
    expect([...cookies.filed.keys()].sort()).toEqual([
      'stytch_session /',
      'stytch_session /output',
      'stytch_session_jwt /',
      'stytch_session_jwt /output',
    ]);
    // Back on the output page, the fresh pair is read, and the stale one is gone.
    page.pathname = '/output/u-1';
    expect(store.sessionToken()).toBe('token-1');
    expect([...cookies.filed.keys()].sort()).toEqual([
      'stytch_session /',
      'stytch_session_jwt /',
      'stytch_session_jwt /output',
    ]);
    store.update(answer('2026-11-23T01:00:00Z'));
    expect([...cookies.filed.keys()].sort()).toEqual(['stytch_session /', 'stytch_session_jwt /']);

    // Logout from /chat removes the pair at /.
    page.pathname = '/chat';
    store.destroy();
    expect(cookies.filed.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
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
      'stytch_intermediate_session_token=ist; expires=Mon, 23 Nov 2026 00:10:00 GMT; SameSite=Lax; path=/; Secure',
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
