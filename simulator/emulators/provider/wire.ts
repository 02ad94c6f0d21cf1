import { sessionRoles } from './rbac';
import type { Factor, Member, Organization, ProviderState, Session } from './state';

/** RFC 3339 in UTC without fractions, as the provider writes timestamps. */
export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function organizationJson(state: ProviderState, org: Organization) {
  const active = state.activeConnections(org.organization_id);
  const scim = [...state.scim.values()].find((connection) => connection.organization_id === org.organization_id);
  return {
    organization_id: org.organization_id,
    organization_name: org.organization_name,
    organization_slug: org.organization_slug,
    organization_logo_url: org.organization_logo_url,
    trusted_metadata: org.trusted_metadata,
    sso_default_connection_id: org.sso_default_connection_id,
    sso_jit_provisioning: org.sso_jit_provisioning,
    sso_jit_provisioning_allowed_connections: org.sso_jit_provisioning_allowed_connections,
    sso_active_connections: active.map((connection) => ({
      connection_id: connection.connection_id,
      display_name: connection.display_name,
      identity_provider: connection.identity_provider,
    })),
    scim_active_connection: scim ? { connection_id: scim.connection_id, display_name: scim.display_name } : null,
    email_allowed_domains: org.email_allowed_domains,
    email_jit_provisioning: org.email_jit_provisioning,
    email_invites: org.email_invites,
    oauth_tenant_jit_provisioning: org.oauth_tenant_jit_provisioning,
    allowed_oauth_tenants: org.allowed_oauth_tenants,
    auth_methods: org.auth_methods,
    allowed_auth_methods: org.allowed_auth_methods,
    mfa_policy: org.mfa_policy,
    mfa_methods: org.mfa_methods,
    allowed_mfa_methods: org.allowed_mfa_methods,
    created_at: rfc3339(org.created_at),
    updated_at: rfc3339(org.updated_at),
  };
}

/** What calls about one member answer: the member and its organization (by default the member's own). */
export function memberAnswer(
  state: ProviderState,
  member: Member,
  org: Organization = state.organizations.get(member.organization_id)!,
) {
  return { member_id: member.member_id, member: memberJson(member), organization: organizationJson(state, org) };
}

export function memberJson(member: Member) {
  return {
    organization_id: member.organization_id,
    member_id: member.member_id,
    email_address: member.email_address,
    email_address_verified: member.email_address_verified,
    retired_email_addresses: member.retired_email_addresses,
    status: member.status,
    name: member.name,
    trusted_metadata: member.trusted_metadata,
    untrusted_metadata: member.untrusted_metadata,
    sso_registrations: [],
    oauth_registrations: member.oauth_registrations.map((registration) => ({
      ...registration,
      member_oauth_registration_id: `oauth-registration-${registration.provider_type}-${member.member_id}`,
      profile_picture_url: null,
      locale: null,
      provider_tenants: [],
    })),
    is_breakglass: member.is_breakglass,
    is_admin: member.roles.includes('stytch_admin'),
    member_password_id: member.password?.member_password_id ?? '',
    mfa_enrolled: member.mfa_enrolled,
    mfa_phone_number: member.mfa_phone_number,
    mfa_phone_number_verified: member.mfa_phone_number_verified,
    default_mfa_method: member.default_mfa_method,
    totp_registration_id: member.totp?.verified ? member.totp.totp_registration_id : '',
    // The official client knows no 'default' source: the built-in member role reads as assigned.
    roles: sessionRoles(member).map((role_id) => ({ role_id, sources: [{ type: 'direct_assignment', details: {} }] })),
    created_at: rfc3339(member.created_at),
    updated_at: rfc3339(member.updated_at),
  };
}

const factorJson = (factor: Factor) => ({
  delivery_method: factor.delivery_method,
  type: factor.type,
  last_authenticated_at: rfc3339(factor.last_authenticated_at),
  sequence_order: factor.sequence_order,
  ...factor.details,
});

export function sessionJson(session: Session, member: Member, org: Organization) {
  return {
    member_session_id: session.member_session_id,
    member_id: session.member_id,
    organization_id: session.organization_id,
    organization_slug: org.organization_slug,
    started_at: rfc3339(session.started_at),
    last_accessed_at: rfc3339(session.last_accessed_at),
    expires_at: rfc3339(session.expires_at),
    authentication_factors: session.factors.map(factorJson),
    custom_claims: {},
    roles: sessionRoles(member),
  };
}

/** What search-by-slug may show anyone: the public face of an organization. */
export function organizationPublicJson(state: ProviderState, org: Organization) {
  const full = organizationJson(state, org);
  return {
    organization_id: full.organization_id,
    organization_name: full.organization_name,
    organization_slug: full.organization_slug,
    organization_logo_url: full.organization_logo_url,
    sso_active_connections: full.sso_active_connections,
    sso_default_connection_id: full.sso_default_connection_id,
    email_allowed_domains: full.email_allowed_domains,
    email_jit_provisioning: full.email_jit_provisioning,
    oauth_tenant_jit_provisioning: full.oauth_tenant_jit_provisioning,
    allowed_oauth_tenants: full.allowed_oauth_tenants,
    auth_methods: full.auth_methods,
    allowed_auth_methods: full.allowed_auth_methods,
    mfa_policy: full.mfa_policy,
    mfa_methods: full.mfa_methods,
    allowed_mfa_methods: full.allowed_mfa_methods,
  };
}
