import { duration, locale, memberId, type CallSpec } from './spec';

/**
 * Sessions, discovery, impersonation and the user lookup (login spec, section 7).
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const SESSION_WIDGET_CALLS = {
  'session.authenticate': {
    method: 'POST',
    path: '/b2b/sessions/authenticate',
    optional: { ...duration },
    session: 'update',
    endsSessionWhenUnrecoverable: true,
  },
  // forceClear ends the local session even when the provider could not be told (section 7).
  'session.revoke': {
    method: 'POST',
    path: '/b2b/sessions/revoke',
    local: { forceClear: 'boolean' },
    session: 'destroy',
    endsSessionWhenUnrecoverable: true,
  },
  'discovery.organizations.create': {
    method: 'POST',
    path: '/b2b/discovery/organizations/create',
    required: { ...duration },
    optional: {
      organization_name: 'string',
      organization_slug: 'string',
      organization_logo_url: 'string',
      sso_jit_provisioning: 'string',
      email_allowed_domains: 'string[]',
      email_invites: 'string',
      auth_methods: 'string',
      allowed_auth_methods: 'string[]',
      mfa_policy: 'string',
    },
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'discovery.intermediateSessions.exchange': {
    method: 'POST',
    path: '/b2b/discovery/intermediate_sessions/exchange',
    required: { organization_id: 'string', ...duration },
    optional: { ...locale },
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'impersonation.authenticate': {
    method: 'POST',
    path: '/b2b/impersonation/authenticate',
    required: { impersonation_token: 'string' },
    session: 'update',
  },
} as const satisfies Record<string, CallSpec>;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const SESSION_MORE_CALLS = {
  'session.revokeForMember': { method: 'POST', path: '/b2b/sessions/revoke/{member_id}', required: { ...memberId } },
  'session.exchange': {
    method: 'POST',
    path: '/b2b/sessions/exchange',
    required: { organization_id: 'string', ...duration },
    optional: { ...locale },
    session: 'update',
    sessionDuration: true,
  },
  'session.exchangeAccessToken': {
    method: 'POST',
    path: '/b2b/sessions/exchange_access_token',
    required: { access_token: 'string', ...duration },
    session: 'update',
    sessionDuration: true,
  },
  'discovery.organizations.list': {
    method: 'POST',
    path: '/b2b/discovery/organizations',
    intermediateSession: true,
  },
  // Whether an e-mail address belongs to a new user, a passwordless one or one with a password.
  'users.search': { method: 'POST', path: '/users/search', required: { email: 'string' }, captcha: true },
} as const satisfies Record<string, CallSpec>;
