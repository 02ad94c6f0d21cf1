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

/** Marks the page as having a client, warning if it already had one. */
export function noteClient(page: object, warn: (message: string) => void): void {
  if (CLIENT_MARK in page) warn(MULTIPLE_CLIENTS_WARNING);
  else Object.defineProperty(page, CLIENT_MARK, { value: true });
}
