import { Raw } from './reply';

/**
 * The calls the provider guards with a captcha: exactly those the official client (@stytch/vanilla-js 6.3.0)
 * sends with a captcha token (retrying once when refused, the user search aside). Others, such as the organization magic-link send,
 * never carry a token, so the provider cannot demand one there.
 */
export const CAPTCHA_PROTECTED: ReadonlySet<string> = new Set([
  '/b2b/impersonation/authenticate',
  '/b2b/magic_links/email/discovery/send',
  '/b2b/magic_links/authenticate',
  '/b2b/magic_links/discovery/authenticate',
  '/b2b/oauth/authenticate',
  '/b2b/oauth/discovery/authenticate',
  '/b2b/otps/sms/send',
  '/b2b/otps/sms/authenticate',
  '/b2b/otps/email/login_or_signup',
  '/b2b/otps/email/authenticate',
  '/b2b/otps/email/discovery/send',
  '/b2b/otps/email/discovery/authenticate',
  '/b2b/passwords/authenticate',
  '/b2b/passwords/discovery/authenticate',
  '/b2b/passwords/email/reset/start',
  '/b2b/passwords/email/reset',
  '/b2b/passwords/discovery/reset/start',
  '/b2b/passwords/discovery/reset',
  '/b2b/passwords/existing_password/reset',
  '/b2b/passwords/session/reset',
  '/b2b/recovery_codes/recover',
  '/b2b/recovery_codes/rotate',
  '/b2b/sso/authenticate',
  '/b2b/totp',
  '/b2b/totp/authenticate',
  '/users/search',
]);

/**
 * The refusal: plain text, not the JSON error shape. The official client retries only on a non-JSON answer
 * whose text says 'Captcha required'; a JSON error would reach the caller as an ordinary API error.
 */
export const captchaRequired = () =>
  new Raw({ status: 400, body: 'Captcha required', headers: { 'content-type': 'text/plain; charset=utf-8' } });
