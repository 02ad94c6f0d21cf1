import { connectionId, duration, locale, type CallSpec } from './spec';

/**
 * Single sign-on: signing in and managing the organization's SAML, OIDC and external connections (login spec,
 * section 7). Starting SSO is a browser redirect, built in redirects.ts.
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const SSO_WIDGET_CALLS = {
  'sso.authenticate': {
    method: 'POST',
    path: '/b2b/sso/authenticate',
    required: { sso_token: 'string', ...duration },
    optional: { ...locale },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
    pkce: { flow: 'sso', step: 'verifier', field: 'pkce_code_verifier' },
  },
  'sso.discoverConnections': {
    method: 'GET',
    path: '/b2b/sso/discovery/connections',
    required: { email_address: 'string' },
  },
} as const satisfies Record<string, CallSpec>;

/** A connection's own name and identity provider; further settings pass through unchecked. */
const naming = { display_name: 'string', identity_provider: 'string' } as const;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const SSO_MORE_CALLS = {
  'sso.getConnections': { method: 'GET', path: '/b2b/sso' },
  'sso.deleteConnection': { method: 'DELETE', path: '/b2b/sso/{connection_id}', required: { ...connectionId } },
  'sso.saml.createConnection': { method: 'POST', path: '/b2b/sso/saml', optional: { ...naming } },
  'sso.saml.updateConnection': {
    method: 'PUT',
    path: '/b2b/sso/saml/{connection_id}',
    required: { ...connectionId },
    optional: { ...naming },
  },
  'sso.saml.updateConnectionByUrl': {
    method: 'PUT',
    path: '/b2b/sso/saml/{connection_id}/url',
    required: { ...connectionId, metadata_url: 'string' },
  },
  'sso.saml.deleteVerificationCertificate': {
    method: 'DELETE',
    path: '/b2b/sso/saml/{connection_id}/verification_certificates/{certificate_id}',
    required: { ...connectionId, certificate_id: 'string' },
  },
  'sso.oidc.createConnection': { method: 'POST', path: '/b2b/sso/oidc', optional: { ...naming } },
  'sso.oidc.updateConnection': {
    method: 'PUT',
    path: '/b2b/sso/oidc/{connection_id}',
    required: { ...connectionId },
    optional: { ...naming },
  },
  'sso.external.createConnection': { method: 'POST', path: '/b2b/sso/external', optional: { ...naming } },
  'sso.external.updateConnection': {
    method: 'PUT',
    path: '/b2b/sso/external/{connection_id}',
    required: { ...connectionId },
    optional: { display_name: 'string' },
  },
} as const satisfies Record<string, CallSpec>;

/** SCIM provisioning connections (login spec, section 7). */
export const SCIM_CALLS = {
  'scim.createConnection': { method: 'POST', path: '/b2b/scim', optional: { ...naming } },
  'scim.updateConnection': {
    method: 'PUT',
    path: '/b2b/scim/{connection_id}',
    required: { ...connectionId },
    optional: { ...naming },
  },
  'scim.deleteConnection': { method: 'DELETE', path: '/b2b/scim/{connection_id}', required: { ...connectionId } },
  'scim.getConnection': { method: 'GET', path: '/b2b/scim' },
  'scim.getConnectionGroups': {
    method: 'POST',
    path: '/b2b/scim/groups',
    optional: { limit: 'number', cursor: 'string' },
  },
  'scim.rotateStart': { method: 'POST', path: '/b2b/scim/rotate/start', required: { ...connectionId } },
  'scim.rotateComplete': { method: 'POST', path: '/b2b/scim/rotate/complete', required: { ...connectionId } },
  'scim.rotateCancel': { method: 'POST', path: '/b2b/scim/rotate/cancel', required: { ...connectionId } },
} as const satisfies Record<string, CallSpec>;
