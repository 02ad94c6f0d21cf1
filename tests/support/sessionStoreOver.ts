import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createSessionStore } from '../../src/login/provider/sessionStore';
import { storageOver } from './mapStorage';

/** The public token the session stores of these tests belong to. */
export const STORE_TOKEN = 'public-token-test-1';

/** A provider client's stored state with a live session: a member, an organization and a session. */
export const STORED_STATE = {
  member: { member_id: 'member-1' },
  organization: { organization_id: 'organization-1' },
  session: { member_session_id: 'session-1', expires_at: '2099-01-01T00:00:00Z' },
};

/**
 * The real session store of `STORE_TOKEN` over a map for local storage and the page's cookie string at the time
 * of asking; it never hears back from the provider.
 */
export const sessionStoreOver = (storage: Map<string, string>, cookies: () => string) =>
  createSessionStore({
    publicToken: STORE_TOKEN,
    cookies: { get: cookies, set: () => undefined },
    storage: storageOver(storage),
    onStorage: () => () => undefined,
    hostname: 'localhost',
    clock: new VirtualClock(),
    random: seededRandom(1),
    authenticate: () => new Promise(() => undefined),
  });
