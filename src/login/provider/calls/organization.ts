import { memberId, type CallSpec } from './spec';

/**
 * The organization, its members, and the signed-in member's own record (login spec, section 7). Deleting the current
 * organization or member clears all state (section 4).
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const ORGANIZATION_WIDGET_CALLS = {
  'organization.getBySlug': {
    method: 'POST',
    path: '/b2b/organizations/search',
    required: { organization_slug: 'string' },
  },
  // The widget's lookup of a member by e-mail before a password sign-in or reset (section 4, password flows).
  'member.search': {
    method: 'POST',
    path: '/b2b/organizations/members/search',
    required: { email_address: 'string', organization_id: 'string' },
  },
} as const satisfies Record<string, CallSpec>;

/** Organization settings (login spec, section 3: the Organization entity and its provider-side fields). */
const organizationSettings = {
  organization_name: 'string',
  organization_slug: 'string',
  organization_logo_url: 'string',
  sso_default_connection_id: 'string',
  sso_jit_provisioning: 'string',
  email_allowed_domains: 'string[]',
  email_jit_provisioning: 'string',
  email_invites: 'string',
  auth_methods: 'string',
  allowed_auth_methods: 'string[]',
  mfa_policy: 'string',
  mfa_methods: 'string',
  allowed_mfa_methods: 'string[]',
} as const;

/** Member fields an administrator may set (login spec, section 3: the Member entity). */
const memberSettings = {
  name: 'string',
  untrusted_metadata: 'object',
  mfa_phone_number: 'string',
  mfa_enrolled: 'boolean',
  roles: 'string[]',
} as const;

const retiredEmail = { email_id: 'string', email_address: 'string' } as const;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const ORGANIZATION_MORE_CALLS = {
  'organization.get': { method: 'GET', path: '/b2b/organizations/me' },
  'organization.update': { method: 'PUT', path: '/b2b/organizations/me', optional: { ...organizationSettings } },
  'organization.delete': { method: 'DELETE', path: '/b2b/organizations/me', session: 'destroy' },
  'organization.members.create': {
    method: 'POST',
    path: '/b2b/organizations/members',
    required: { email_address: 'string' },
    optional: { ...memberSettings, create_member_as_pending: 'boolean', is_breakglass: 'boolean' },
  },
  'organization.members.search': {
    method: 'POST',
    path: '/b2b/organizations/me/members/search',
    optional: { query: 'object', cursor: 'string', limit: 'number' },
  },
  'organization.members.update': {
    method: 'PUT',
    path: '/b2b/organizations/members/{member_id}',
    required: { ...memberId },
    optional: {
      ...memberSettings,
      email_address: 'string',
      is_breakglass: 'boolean',
      default_mfa_method: 'string',
      preserve_existing_sessions: 'boolean',
    },
  },
  'organization.members.delete': {
    method: 'DELETE',
    path: '/b2b/organizations/members/{member_id}',
    required: { ...memberId },
    session: 'destroyIfCurrentMember',
  },
  'organization.members.deletePassword': {
    method: 'DELETE',
    path: '/b2b/organizations/members/passwords/{member_password_id}',
    required: { member_password_id: 'string' },
  },
  'organization.members.deleteMfaPhoneNumber': {
    method: 'DELETE',
    path: '/b2b/organizations/members/mfa_phone_numbers/{member_id}',
    required: { ...memberId },
  },
  'organization.members.deleteMfaTotp': {
    method: 'DELETE',
    path: '/b2b/organizations/members/totp/{member_id}',
    required: { ...memberId },
  },
  'organization.members.reactivate': {
    method: 'PUT',
    path: '/b2b/organizations/members/{member_id}/reactivate',
    required: { ...memberId },
  },
  'organization.members.unlinkRetiredEmail': {
    method: 'POST',
    path: '/b2b/organizations/members/{member_id}/unlink_retired_email',
    required: { ...memberId },
    optional: { ...retiredEmail },
  },
  'self.get': { method: 'GET', path: '/b2b/organizations/members/me' },
  'self.update': {
    method: 'PUT',
    path: '/b2b/organizations/members/update',
    optional: {
      name: 'string',
      untrusted_metadata: 'object',
      mfa_enrolled: 'boolean',
      mfa_phone_number: 'string',
      default_mfa_method: 'string',
    },
  },
  'self.deleteMfaPhoneNumber': { method: 'DELETE', path: '/b2b/organizations/members/deletePhoneNumber' },
  'self.deleteMfaTotp': { method: 'DELETE', path: '/b2b/organizations/members/deleteTOTP' },
  'self.deletePassword': {
    method: 'DELETE',
    path: '/b2b/organizations/members/passwords/{member_password_id}',
    required: { member_password_id: 'string' },
  },
  'self.unlinkRetiredEmail': {
    method: 'POST',
    path: '/b2b/organizations/members/unlink_retired_email',
    optional: { ...retiredEmail },
  },
} as const satisfies Record<string, CallSpec>;
