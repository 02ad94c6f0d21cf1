import { describe, expect, it } from 'vitest';
import { hasSession } from '../../src/login/client';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createSessionStore, STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';

const TOKEN = 'public-token-test-1';
const STORED = JSON.stringify({
  member: { member_id: 'member-1' },
  organization: { organization_id: 'organization-1' },
  session: { member_session_id: 'session-1', expires_at: '2099-01-01T00:00:00Z' },
});

const COOKIES = {
  none: '',
  session: 'stytch_session=token-1; stytch_session_jwt=jwt-1',
  'empty session': 'stytch_session=',
  'another project cookie only': 'other=1; stytch_session_jwt=jwt-1',
};
const STORAGE = {
  nothing: {},
  'the state': { [`${STATE_KEY_PREFIX}${TOKEN}`]: STORED },
  "another project's state": { [`${STATE_KEY_PREFIX}public-token-test-2`]: STORED },
  'malformed state': { [`${STATE_KEY_PREFIX}${TOKEN}`]: '{' },
  'empty state': { [`${STATE_KEY_PREFIX}${TOKEN}`]: '' },
};

/** Whether the provider client finds a session once it has started on this page (what the app's pages follow). */
function clientFindsSession(cookie: string, items: Record<string, string>): boolean {
  const storage = new Map(Object.entries(items));
  const store = createSessionStore({
    publicToken: TOKEN,
    cookies: { get: () => cookie, set: () => undefined },
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
  store.start();
  store.stop();
  return store.state.client !== null;
}

describe('hasSession', () => {
  const cases = Object.entries(COOKIES).flatMap(([cookies, cookie]) =>
    Object.entries(STORAGE).map(([stored, items]) => ({ name: `${cookies}, ${stored}`, cookie, items })),
  );

  it.each(cases)('agrees with the provider client at start: $name', ({ cookie, items }) => {
    const storage = { getItem: (key: string) => items[key as keyof typeof items] ?? null };
    expect(hasSession({ cookie, storage }, TOKEN)).toBe(clientFindsSession(cookie, items));
  });

  it('is true with the session cookie and the stored state alone', () => {
    const storage = { getItem: (key: string) => (key === `${STATE_KEY_PREFIX}${TOKEN}` ? STORED : null) };
    expect(hasSession({ cookie: COOKIES.session, storage }, TOKEN)).toBe(true);
  });

  it('is false where storage cannot be read (a browser that refuses it)', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasSession({ cookie: COOKIES.session, storage }, TOKEN)).toBe(false);
  });
});
