import type { SimContext } from '../../core/types';
import { pkceChallengeOf } from './crypto';
import { numericCode, opaqueToken, testId } from './ids';
import { fail } from './reply';
import type { OneTimeToken, OtpCode, ProviderState, RedirectType, TokenKind } from './state';

export const MINUTE = 60_000;
/** Login spec, section 9: e-mail codes live 10 minutes, text-message codes 2. */
export const EMAIL_OTP_MINUTES = 10;
export const SMS_OTP_MINUTES = 2;
export const INTERMEDIATE_SESSION_MINUTES = 10;
export const MAGIC_LINK_MINUTES = 60;
export const INVITE_MINUTES = 7 * 24 * 60;
export const PASSWORD_RESET_MINUTES = 30;
/** Impersonation tokens, minted by an admin tool, are good for a few minutes. */
export const IMPERSONATION_TOKEN_MINUTES = 5;
/** Wrong guesses a code survives before it is void. */
const OTP_ATTEMPTS = 5;
/** The words the provider's error types use for each kind of redirect URL. */
const REDIRECT_WORDS: Record<RedirectType, string> = {
  LOGIN: 'login',
  SIGNUP: 'signup',
  INVITE: 'invite',
  RESET_PASSWORD: 'password_reset',
  DISCOVERY: 'discovery',
};

const TOKEN_ERRORS: Record<TokenKind, [string, string]> = {
  login: ['unable_to_auth_magic_link', 'The magic link could not be authenticated'],
  discovery: ['unable_to_auth_magic_link', 'The magic link could not be authenticated'],
  password_reset: ['unable_to_auth_password_reset_token', 'The password reset token could not be authenticated'],
  discovery_password_reset: [
    'unable_to_auth_password_reset_token',
    'The password reset token could not be authenticated',
  ],
  sso: ['unable_to_auth_sso_token', 'The SSO token could not be authenticated'],
  oauth: ['unable_to_auth_oauth_token', 'The OAuth token could not be authenticated'],
  discovery_oauth: ['unable_to_auth_oauth_token', 'The OAuth token could not be authenticated'],
  impersonation: ['unable_to_auth_impersonation_token', 'The impersonation token could not be authenticated'],
};

/** The emulator's shared services: time, ids, one-time tokens, codes and the development inbox. */
export class Kit {
  constructor(
    readonly context: SimContext,
    readonly state: ProviderState,
  ) {}

  now = () => this.context.clock.now();
  id = (kind: string) => testId(this.context.random, kind);
  token = () => opaqueToken(this.context.random);

  /**
   * The project's default redirect URL of a type, as the real provider picks one when the request names none
   * (never a header the caller sent): 400 when the project has none.
   */
  defaultRedirect(type: RedirectType): string {
    const urls = this.state.project.redirect_urls.filter((url) => url.valid_types.some((t) => t.type === type));
    const word = REDIRECT_WORDS[type];
    if (urls.length === 0) fail(400, `no_${word}_redirect_urls_set`, `The project has no ${word} redirect URLs`);
    const found = urls.find((url) => url.valid_types.some((t) => t.type === type && t.is_default));
    return found?.url ?? fail(400, `no_default_${word}_redirect_url_set`, `No default ${word} redirect URL is set`);
  }

  /**
   * The redirect URL a request named, which must be one configured in the project for its type (an exact
   * match, as the real provider checks), or the type's default when it named none.
   */
  redirectTo(type: RedirectType, given: string | undefined): string {
    if (!given) return this.defaultRedirect(type);
    const word = REDIRECT_WORDS[type];
    const configured = this.state.project.redirect_urls.some(
      (url) => url.url === given && url.valid_types.some((t) => t.type === type),
    );
    if (!configured) {
      fail(400, `invalid_${word}_redirect_url`, `${given} is not a ${word} redirect URL configured in the project`);
    }
    return given;
  }

  issueToken(kind: TokenKind, email: string, minutes: number, extra: Partial<OneTimeToken> = {}): OneTimeToken {
    const record: OneTimeToken = {
      token: this.token(),
      kind,
      email_address: email,
      expires_at: this.now() + minutes * MINUTE,
      used: false,
      ...extra,
    };
    this.state.tokens.set(record.token, record);
    return record;
  }

  /** Spends a one-time token of one of `kinds`, checking PKCE when the start sent a challenge. */
  async redeemToken(token: string, kinds: TokenKind[], verifier: string | undefined): Promise<OneTimeToken> {
    const record = this.state.tokens.get(token);
    if (!record || !kinds.includes(record.kind) || record.used || record.expires_at <= this.now()) {
      const [type, message] = TOKEN_ERRORS[record && kinds.includes(record.kind) ? record.kind : kinds[0]!];
      return fail(401, type, message);
    }
    if (record.pkce_code_challenge) {
      if (!verifier) fail(400, 'missing_pkce', 'This flow was started with a code challenge: send pkce_code_verifier');
      if ((await pkceChallengeOf(verifier)) !== record.pkce_code_challenge) {
        fail(400, 'pkce_mismatch', 'pkce_code_verifier does not match the code challenge the flow started with');
      }
    }
    record.used = true;
    return record;
  }

  /** A fresh 6-digit code for a destination; it replaces any earlier one. */
  issueCode(key: string, minutes: number): OtpCode {
    const record = { code: numericCode(this.context.random), expires_at: this.now() + minutes * MINUTE, attempts: 0 };
    this.state.otps.set(key, record);
    return record;
  }

  /** True once for the right unexpired code; wrong guesses count, and too many void the code. */
  spendCode(key: string, code: string): boolean {
    const record = this.state.otps.get(key);
    if (!record || record.expires_at <= this.now()) return false;
    if (record.code !== code) {
      if (++record.attempts >= OTP_ATTEMPTS) this.state.otps.delete(key);
      return false;
    }
    this.state.otps.delete(key);
    return true;
  }

  email(to: string, subject: string, text: string, links: string[] = []) {
    this.context.inbox.deliver({ channel: 'email', to, subject, text, links });
  }

  sms(to: string, text: string) {
    this.context.inbox.deliver({ channel: 'sms', to, subject: 'Text message', text, links: [] });
  }
}
