import type { ArgumentSpec } from './argumentChecks';

/** One provider call: where it goes, what it needs, and what its answer does. */
export interface CallSpec extends ArgumentSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Sent with device telemetry and retried with a captcha token when asked (authentication calls). */
  captcha?: boolean;
  /** The answer updates the session (authenticate and exchange calls). */
  updatesSession?: boolean;
  /** Fills session_duration_minutes from the integrator's configuration when the caller leaves it out. */
  sessionDuration?: boolean;
}

const duration = { session_duration_minutes: 'number' } as const;

/**
 * The widget-level calls of the login spec (section 7), as data: names as the spec groups them. A call's
 * arguments are checked against its spec before anything is sent.
 */
export const CALLS = {
  'magicLinks.email.loginOrSignup': {
    method: 'POST',
    path: '/b2b/magic_links/email/login_or_signup',
    required: { email_address: 'string', organization_id: 'string' },
    optional: {
      login_redirect_url: 'string',
      signup_redirect_url: 'string',
      login_template_id: 'string',
      signup_template_id: 'string',
      locale: 'string',
    },
    captcha: true,
  },
  'magicLinks.email.discovery.send': {
    method: 'POST',
    path: '/b2b/magic_links/email/discovery/send',
    required: { email_address: 'string' },
    optional: { discovery_redirect_url: 'string', login_template_id: 'string', locale: 'string' },
    captcha: true,
  },
  'magicLinks.authenticate': {
    method: 'POST',
    path: '/b2b/magic_links/authenticate',
    required: { magic_links_token: 'string', ...duration },
    updatesSession: true,
    sessionDuration: true,
  },
  'magicLinks.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/magic_links/discovery/authenticate',
    required: { discovery_magic_links_token: 'string' },
    updatesSession: true,
  },
  'otps.email.loginOrSignup': {
    method: 'POST',
    path: '/b2b/otps/email/login_or_signup',
    required: { email_address: 'string', organization_id: 'string' },
    optional: { login_template_id: 'string', signup_template_id: 'string', locale: 'string' },
    captcha: true,
  },
  'otps.email.authenticate': {
    method: 'POST',
    path: '/b2b/otps/email/authenticate',
    required: { code: 'string', email_address: 'string', organization_id: 'string', ...duration },
    updatesSession: true,
    sessionDuration: true,
  },
  'otps.email.discovery.send': {
    method: 'POST',
    path: '/b2b/otps/email/discovery/send',
    required: { email_address: 'string' },
    optional: { login_template_id: 'string', locale: 'string' },
    captcha: true,
  },
  'otps.email.discovery.authenticate': {
    method: 'POST',
    path: '/b2b/otps/email/discovery/authenticate',
    required: { code: 'string', email_address: 'string' },
    updatesSession: true,
  },
  'discovery.organizations.list': { method: 'POST', path: '/b2b/discovery/organizations' },
  'discovery.organizations.create': {
    method: 'POST',
    path: '/b2b/discovery/organizations/create',
    required: { ...duration },
    optional: { organization_name: 'string', organization_slug: 'string' },
    updatesSession: true,
    sessionDuration: true,
  },
  'discovery.intermediateSessions.exchange': {
    method: 'POST',
    path: '/b2b/discovery/intermediate_sessions/exchange',
    required: { organization_id: 'string', ...duration },
    updatesSession: true,
    sessionDuration: true,
  },
  'organization.getBySlug': {
    method: 'POST',
    path: '/b2b/organizations/search',
    required: { organization_slug: 'string' },
  },
  'session.authenticate': {
    method: 'POST',
    path: '/b2b/sessions/authenticate',
    optional: { ...duration },
    updatesSession: true,
  },
  'session.revoke': { method: 'POST', path: '/b2b/sessions/revoke' },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;
