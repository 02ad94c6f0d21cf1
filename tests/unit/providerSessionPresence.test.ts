import { describe, expect, it } from 'vitest';
import { hasSession } from '../../src/login/client';
import { STATE_KEY_PREFIX } from '../../src/login/provider/sessionStore';
import { sessionStoreOver, STORE_TOKEN as TOKEN, STORED_STATE } from '../support/sessionStoreOver';

const STORED = JSON.stringify(STORED_STATE);

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
  const store = sessionStoreOver(new Map(Object.entries(items)), () => cookie);
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
