import { withQuery } from './input';
import type { Kit } from './kit';
import type { IdpVisit } from './state';

/** SSO and OAuth tokens wait 10 minutes for the app to authenticate them. */
export const FEDERATED_TOKEN_MINUTES = 10;

export type FederatedStart = Omit<IdpVisit, 'id' | 'expires_at'>;

/**
 * The identity provider vouched for `email`: a one-time token, and the app's URL that carries it back
 * (login or sign-up page by whether the e-mail is already a member).
 */
export function federatedRedirect(kit: Kit, start: FederatedStart, email: string): string {
  const token = kit.issueToken(start.kind, email, FEDERATED_TOKEN_MINUTES, {
    organization_id: start.organization_id,
    via: start.kind === 'sso' ? start.connection_id : start.provider,
    pkce_code_challenge: start.pkce_code_challenge,
  });
  const known = start.organization_id && kit.state.memberByEmail(start.organization_id, email);
  const target = start.kind === 'discovery_oauth' || known ? start.login_redirect_url : start.signup_redirect_url;
  return withQuery(target, { token: token.token, stytch_token_type: start.kind });
}
