import { UsageError } from './argumentChecks';

/** Public tokens begin with this (login spec, section 5). */
export const PUBLIC_TOKEN_PREFIX = 'public-token-';

export const publicTokenWarning = (publicToken: string) =>
  `The public token should begin with "${PUBLIC_TOKEN_PREFIX}", but it is "${publicToken}". Copy the project's public token from the provider's dashboard.`;

export const CONSUMER_TOKEN_ERROR =
  "This public token belongs to a consumer project, but this is the business (B2B) client: use a B2B project's public token.";

export const SERVER_ERROR = 'The provider client cannot run on a server: create it in the browser.';

export const MULTIPLE_CLIENTS_WARNING =
  'More than one provider client was created on this page. Create one and share it: several clients compete for the same session.';

/** A malformed token is only warned about: the provider's answer will say more. */
export function checkPublicToken(publicToken: string, warn: (message: string) => void): void {
  if (!publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) warn(publicTokenWarning(publicToken));
}

/** The bootstrap data says which kind of project the token belongs to. */
export function checkVertical(vertical: string | null, error: (message: string) => void): void {
  if (vertical === 'CONSUMER') error(CONSUMER_TOKEN_ERROR);
}

/** The client keeps its session in cookies and local storage, which a server does not have. */
export function refuseServer(isBrowser: boolean): void {
  if (!isBrowser) throw new UsageError(SERVER_ERROR);
}

const CLIENT_MARK = Symbol.for('genios.login.providerClient');

/** The page's live clients, counted under a global symbol: two copies of the client on a page count together. */
const liveClients = (page: object): number => (Reflect.get(page, CLIENT_MARK) as number | undefined) ?? 0;
const setLiveClients = (page: object, count: number) =>
  Object.defineProperty(page, CLIENT_MARK, { value: count, configurable: true, writable: true });

/**
 * Counts a new client on the page, warning if another is live there. Returns the client's release, for when it
 * stops: a page that stops its client and makes another (a widget mounted again) has one at a time.
 */
export function noteClient(page: object, warn: (message: string) => void): () => void {
  if (liveClients(page) > 0) warn(MULTIPLE_CLIENTS_WARNING);
  setLiveClients(page, liveClients(page) + 1);
  let live = true;
  return () => {
    if (live) setLiveClients(page, liveClients(page) - 1);
    live = false;
  };
}
