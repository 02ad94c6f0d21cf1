import { isLoadTokenType, type AddressToken } from './address';
import { saysAdBlocker } from './errors';
import { formError, showError, goTo } from './navigation';
import type { FirstTexts } from '../strings';
import type { ErrorType, WidgetState } from './types';

/** Token types that come from e-mail magic links: their failure says the link may have expired. */
const MAGIC_LINK_TOKEN_TYPES: readonly string[] = ['multi_tenant_magic_links', 'discovery'];
/** Token types whose answer is a discovery answer (organizations to pick from) rather than a login. */
const DISCOVERY_TOKEN_TYPES: readonly string[] = ['discovery', 'discovery_oauth'];

export const isDiscoveryToken = (tokenType: string): boolean => DISCOVERY_TOKEN_TYPES.includes(tokenType);

/**
 * Whether the address's token is authenticated on load (login spec, section 4): a recognised type, not on
 * the consent screen, not in the password reset flow (its form uses the token itself), and nothing busy.
 */
export const authenticatesOnLoad = (state: WidgetState, token: AddressToken | null): token is AddressToken =>
  token !== null &&
  isLoadTokenType(token.tokenType) &&
  state.screen !== 'IdpConsent' &&
  state.flowType !== 'PasswordReset' &&
  !state.busy &&
  !state.form.submitting;

/** The token is on its way to the provider: a loading indicator replaces the screen. */
/** A token from the address is on its way: Logged In, 'Logging in...', until its answer says where to go. */
export const tokenAuthenticating = (state: WidgetState): WidgetState => ({
  ...goTo(state, 'LoggedIn'),
  loggingIn: true,
});

/**
 * A token failed: the Error screen with no way back, saying an ad blocker is to blame if the error says so,
 * else that the login link may have expired (magic links), else the default text.
 */
export function tokenFailed(state: WidgetState, tokenType: string, error: unknown): WidgetState {
  const type: ErrorType = saysAdBlocker(error)
    ? 'AdBlockerDetected'
    : MAGIC_LINK_TOKEN_TYPES.includes(tokenType)
      ? 'EmailMagicLink'
      : 'Default';
  return showError(state, type, false);
}

/** The reset form's login link failed to authenticate. */
export const resetMagicLinkRejected = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'form', strings.messages.resetMagicLinkFailure);
