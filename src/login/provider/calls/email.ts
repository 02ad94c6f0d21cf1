import { duration, locale, type CallSpec } from './spec';

const magicLinkPkce = { flow: 'emailMagicLinks', step: 'challenge', field: 'pkce_code_challenge' } as const;
const magicLinkVerifier = { flow: 'emailMagicLinks', step: 'verifier', field: 'pkce_code_verifier' } as const;

/**
 * E-mail magic links and e-mail one-time codes (login spec, section 7).
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const EMAIL_WIDGET_CALLS = {
  'magicLinks.email.loginOrSignup': {
    method: 'POST',
    path: '/b2b/magic_links/email/login_or_signup',
    required: { email_address: 'string', organization_id: 'string' },
    optional: {
      login_redirect_url: 'string',
      signup_redirect_url: 'string',
      login_template_id: 'string',
      signup_template_id: 'string',
      login_expiration_minutes: 'number',
      signup_expiration_minutes: 'number',
      ...locale,
    },
    // No device telemetry: the official client sends this one plain, and the provider guards it with no captcha.
    pkce: magicLinkPkce,
  },
  'magicLinks.email.discovery.send': {
    method: 'POST',
    path: '/b2b/magic_links/email/discovery/send',
    required: { email_address: 'string' },
    optional: {
      discovery_redirect_url: 'string',
      login_template_id: 'string',
      discovery_expiration_minutes: 'number',
      ...locale,
    },
    captcha: true,
    pkce: magicLinkPkce,
  },
  'magicLinks.authenticate': {
    method: 'POST',
    path: '/b2b/magic_links/authenticate',
    required: { magic_links_token: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
    pkce: magicLinkVerifier,
  },
  'magicLinks.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/magic_links/discovery/authenticate',
    required: { discovery_magic_links_token: 'string' },
    captcha: true,
    session: 'update',
    pkce: magicLinkVerifier,
  },
  'otps.email.loginOrSignup': {
    method: 'POST',
    path: '/b2b/otps/email/login_or_signup',
    required: { email_address: 'string', organization_id: 'string' },
    optional: {
      login_template_id: 'string',
      signup_template_id: 'string',
      login_expiration_minutes: 'number',
      signup_expiration_minutes: 'number',
      ...locale,
    },
    captcha: true,
  },
  'otps.email.authenticate': {
    method: 'POST',
    path: '/b2b/otps/email/authenticate',
    required: { code: 'string', email_address: 'string', organization_id: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'otps.email.discovery.send': {
    method: 'POST',
    path: '/b2b/otps/email/discovery/send',
    required: { email_address: 'string' },
    optional: { login_template_id: 'string', discovery_expiration_minutes: 'number', ...locale },
    captcha: true,
  },
  'otps.email.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/otps/email/discovery/authenticate',
    required: { code: 'string', email_address: 'string' },
    captcha: true,
    session: 'update',
  },
} as const satisfies Record<string, CallSpec>;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const EMAIL_MORE_CALLS = {
  'magicLinks.email.invite': {
    method: 'POST',
    path: '/b2b/magic_links/email/invite',
    required: { email_address: 'string' },
    optional: {
      invite_redirect_url: 'string',
      invite_template_id: 'string',
      name: 'string',
      roles: 'string[]',
      invite_expiration_minutes: 'number',
      ...locale,
    },
  },
} as const satisfies Record<string, CallSpec>;
