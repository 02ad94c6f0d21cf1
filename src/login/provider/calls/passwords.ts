import { duration, locale, type CallSpec } from './spec';

/** What a reset e-mail looks like and where its links lead. */
const resetEmail = {
  reset_password_redirect_url: 'string',
  reset_password_expiration_minutes: 'number',
  reset_password_template_id: 'string',
  verify_email_template_id: 'string',
  ...locale,
} as const;

/**
 * Passwords (login spec, section 7). The provider names the PKCE fields of the organization reset flow
 * code_challenge / code_verifier, and those of the discovery reset flow pkce_code_challenge / pkce_code_verifier.
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const PASSWORD_WIDGET_CALLS = {
  'passwords.authenticate': {
    method: 'POST',
    path: '/b2b/passwords/authenticate',
    required: { email_address: 'string', organization_id: 'string', password: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'passwords.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/passwords/discovery/authenticate',
    required: { email_address: 'string', password: 'string' },
    captcha: true,
    session: 'update',
  },
  'passwords.resetByEmailStart': {
    method: 'POST',
    path: '/b2b/passwords/email/reset/start',
    required: { email_address: 'string', organization_id: 'string' },
    optional: { login_redirect_url: 'string', ...resetEmail },
    captcha: true,
    pkce: { flow: 'passwordResets', step: 'challenge', field: 'code_challenge' },
  },
  'passwords.resetByEmail': {
    method: 'POST',
    path: '/b2b/passwords/email/reset',
    required: { password_reset_token: 'string', password: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
    pkce: { flow: 'passwordResets', step: 'verifier', field: 'code_verifier' },
  },
  'passwords.discovery.resetByEmailStart': {
    method: 'POST',
    path: '/b2b/passwords/discovery/reset/start',
    required: { email_address: 'string' },
    optional: { discovery_redirect_url: 'string', ...resetEmail },
    captcha: true,
    pkce: { flow: 'passwordResets', step: 'challenge', field: 'pkce_code_challenge' },
  },
  'passwords.discovery.resetByEmail': {
    method: 'POST',
    path: '/b2b/passwords/discovery/reset',
    required: { password_reset_token: 'string', password: 'string' },
    captcha: true,
    session: 'update',
    intermediateSession: true,
    pkce: { flow: 'passwordResets', step: 'verifier', field: 'pkce_code_verifier' },
  },
  'passwords.resetBySession': {
    method: 'POST',
    path: '/b2b/passwords/session/reset',
    required: { password: 'string' },
    captcha: true,
    session: 'update',
  },
  'passwords.strengthCheck': {
    method: 'POST',
    path: '/b2b/passwords/strength_check',
    required: { password: 'string' },
    optional: { email_address: 'string' },
  },
} as const satisfies Record<string, CallSpec>;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const PASSWORD_MORE_CALLS = {
  'passwords.resetByExistingPassword': {
    method: 'POST',
    path: '/b2b/passwords/existing_password/reset',
    required: {
      email_address: 'string',
      existing_password: 'string',
      new_password: 'string',
      organization_id: 'string',
      ...duration,
    },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
  },
} as const satisfies Record<string, CallSpec>;
