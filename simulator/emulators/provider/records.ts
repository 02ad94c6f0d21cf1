import { passwordHash } from './crypto';
import type { Kit } from './kit';
import type { Member, Organization, SsoConnection } from './state';

/** New records with the provider's defaults; callers override what a request (or the seed) says. */

export function newOrganization(
  kit: Kit,
  fields: Pick<Organization, 'organization_name' | 'organization_slug'> & Partial<Organization>,
): Organization {
  const now = kit.now();
  const org: Organization = {
    organization_id: kit.id('organization'),
    organization_logo_url: '',
    trusted_metadata: {},
    auth_methods: 'ALL_ALLOWED',
    allowed_auth_methods: [],
    email_jit_provisioning: 'RESTRICTED',
    email_invites: 'ALL_ALLOWED',
    email_allowed_domains: [],
    sso_jit_provisioning: 'ALL_ALLOWED',
    sso_jit_provisioning_allowed_connections: [],
    sso_default_connection_id: null,
    mfa_policy: 'OPTIONAL',
    mfa_methods: 'ALL_ALLOWED',
    allowed_mfa_methods: [],
    oauth_tenant_jit_provisioning: 'NOT_ALLOWED',
    allowed_oauth_tenants: {},
    created_at: now,
    updated_at: now,
    ...fields,
  };
  kit.state.organizations.set(org.organization_id, org);
  return org;
}

export function newMember(kit: Kit, org: Organization, email: string, fields: Partial<Member> = {}): Member {
  const now = kit.now();
  const member: Member = {
    member_id: kit.id('member'),
    organization_id: org.organization_id,
    email_address: email.toLowerCase(),
    email_address_verified: false,
    status: 'pending',
    name: '',
    roles: [],
    is_breakglass: false,
    password: null,
    mfa_phone_number: '',
    mfa_phone_number_verified: false,
    mfa_enrolled: false,
    default_mfa_method: '',
    totp: null,
    untrusted_metadata: {},
    trusted_metadata: {},
    retired_email_addresses: [],
    oauth_registrations: [],
    created_at: now,
    updated_at: now,
    ...fields,
  };
  kit.state.members.set(member.member_id, member);
  return member;
}

export async function setPassword(kit: Kit, member: Member, password: string): Promise<void> {
  const salt = kit.token();
  member.password = {
    member_password_id: member.password?.member_password_id ?? kit.id('member-password'),
    salt,
    hash: await passwordHash(password, salt),
  };
  member.updated_at = kit.now();
}

export async function passwordMatches(member: Member, password: string): Promise<boolean> {
  return !!member.password && (await passwordHash(password, member.password.salt)) === member.password.hash;
}

export function newConnection(
  kit: Kit,
  org: Organization,
  fields: Pick<SsoConnection, 'kind' | 'display_name' | 'identity_provider'> & Partial<SsoConnection>,
): SsoConnection {
  const connection: SsoConnection = {
    connection_id: kit.id(`${fields.kind}-connection`),
    organization_id: org.organization_id,
    status: 'pending',
    settings: {},
    verification_certificates: [],
    ...fields,
  };
  kit.state.connections.set(connection.connection_id, connection);
  return connection;
}

/** Slugs are lower-case words joined by hyphens. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64) || 'organization';

export const isSlug = (slug: string) => /^[a-z0-9][a-z0-9._~-]{1,127}$/.test(slug);

/** A member's new address: the old one is retired (and may be unlinked later); `verified` says who vouched. */
export function changeEmail(member: Member, email: string, verified: boolean, now: number): void {
  member.retired_email_addresses.push({
    email_id: `email-${member.email_address}`,
    email_address: member.email_address,
  });
  member.email_address = email;
  member.email_address_verified = verified;
  member.updated_at = now;
}
