/** Everything the provider emulator knows, in plain records. Wire shapes live in wire.ts. */

export type StrengthPolicy = 'zxcvbn' | 'luds';
export type Policy3 = 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';

export interface Project {
  project_id: string;
  public_token: string;
  project_name: string;
  strength_policy: StrengthPolicy;
  luds_minimum_count: number;
  luds_complexity: number;
  create_organization_enabled: boolean;
  captcha_enabled: boolean;
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  email_domains: string[];
  rbac_policy: ProviderRbacPolicy;
  /** E-mail domains a single organization owns: nobody with them may join or create another one. */
  claimed_domains: Record<string, string>;
  /** OAuth providers configured for the project (google's client id also serves One Tap). */
  oauth_providers: string[];
  google_client_id: string;
  /** The redirect URLs configured in the project's dashboard, by type (the real provider's shape). */
  redirect_urls: RedirectUrl[];
  /** Secret keys the backend API accepts with the project id (Basic auth), as the dashboard lists them. */
  secrets: string[];
  /** The longest session a call may ask for, in minutes (the provider's own limit is a year). */
  session_duration_max_minutes: number;
}

/** A resource and some of its actions (`*` for all of them), as the provider's RBAC guide writes a permission. */
export interface Permission {
  resource_id: string;
  actions: string[];
}

export interface PolicyRole {
  role_id: string;
  description: string;
  permissions: Permission[];
}

/** The project's RBAC policy, as Get RBAC Policy answers it (rbac.ts evaluates it). */
export interface ProviderRbacPolicy {
  roles: PolicyRole[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  scopes: { scope: string; description: string; permissions: Permission[] }[];
}

/** The kinds of redirect URL a project configures; a link or redirect of one kind goes only to its URLs. */
export type RedirectType = 'LOGIN' | 'SIGNUP' | 'INVITE' | 'RESET_PASSWORD' | 'DISCOVERY';

export interface RedirectUrl {
  url: string;
  valid_types: { type: RedirectType; is_default: boolean }[];
}

export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_logo_url: string;
  trusted_metadata: Record<string, unknown>;
  auth_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_auth_methods: string[];
  email_jit_provisioning: Policy3;
  email_invites: Policy3;
  email_allowed_domains: string[];
  sso_jit_provisioning: Policy3;
  sso_jit_provisioning_allowed_connections: string[];
  sso_default_connection_id: string | null;
  mfa_policy: 'OPTIONAL' | 'REQUIRED_FOR_ALL';
  mfa_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_mfa_methods: string[];
  oauth_tenant_jit_provisioning: 'RESTRICTED' | 'NOT_ALLOWED';
  allowed_oauth_tenants: Record<string, string[]>;
  created_at: number;
  updated_at: number;
}

export type ConnectionKind = 'saml' | 'oidc' | 'external';

export interface SsoConnection {
  connection_id: string;
  organization_id: string;
  kind: ConnectionKind;
  display_name: string;
  identity_provider: string;
  status: 'pending' | 'active';
  /** Kind-specific settings (idp_sso_url, issuer, client_id, …) as the admin calls set them. */
  settings: Record<string, unknown>;
  verification_certificates: { certificate_id: string; certificate: string; issuer: string }[];
}

export interface ScimConnection {
  connection_id: string;
  organization_id: string;
  display_name: string;
  identity_provider: string;
  bearer_token: string;
  next_bearer_token: string | null;
  created_at: number;
}

export type MemberStatus = 'active' | 'pending' | 'invited' | 'deleted';

export interface TotpRegistration {
  totp_registration_id: string;
  secret: string;
  verified: boolean;
  recovery_codes: string[];
  /** The last time-step counter accepted: a code works once. */
  last_counter: number;
}

export interface Member {
  member_id: string;
  organization_id: string;
  email_address: string;
  email_address_verified: boolean;
  status: MemberStatus;
  name: string;
  roles: string[];
  is_breakglass: boolean;
  password: { member_password_id: string; salt: string; hash: string } | null;
  mfa_phone_number: string;
  mfa_phone_number_verified: boolean;
  mfa_enrolled: boolean;
  default_mfa_method: '' | 'sms_otp' | 'totp';
  totp: TotpRegistration | null;
  untrusted_metadata: Record<string, unknown>;
  trusted_metadata: Record<string, unknown>;
  retired_email_addresses: { email_id: string; email_address: string }[];
  oauth_registrations: { provider_type: string; provider_subject: string }[];
  created_at: number;
  updated_at: number;
}

/** One authentication factor as sessions list it (delivery_method, type, when). */
export interface Factor {
  delivery_method: string;
  type: string;
  last_authenticated_at: number;
  /** The primary method key the organization policy speaks of (magic_link, password, sso, …). */
  method: string;
  sequence_order: 'PRIMARY' | 'SECONDARY';
  details: Record<string, unknown>;
}

export interface Session {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  session_token: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked: boolean;
  factors: Factor[];
}

/** The 10-minute token between a primary factor and an organization (or MFA). */
export interface IntermediateSession {
  token: string;
  email_address: string;
  expires_at: number;
  factors: Factor[];
  /** Set once a primary factor in one organization left MFA (or a policy) to finish. */
  member_id?: string;
  organization_id?: string;
}

export type TokenKind =
  | 'login'
  | 'discovery'
  | 'password_reset'
  | 'discovery_password_reset'
  | 'sso'
  | 'oauth'
  | 'discovery_oauth'
  | 'impersonation';

/** A single-use token handed out through an e-mail link or an identity-provider redirect. */
export interface OneTimeToken {
  token: string;
  kind: TokenKind;
  email_address: string;
  expires_at: number;
  organization_id?: string;
  member_id?: string;
  pkce_code_challenge?: string;
  /** SSO connection id, or OAuth provider name. */
  via?: string;
  /** A login link sent to a member's new address: spending it makes that address theirs. */
  updates_email?: boolean;
  used: boolean;
}

export interface OtpCode {
  code: string;
  expires_at: number;
  attempts: number;
}

/** A connected app that may ask members for consent (the identity-provider mode). */
export interface ConnectedApp {
  client_id: string;
  client_name: string;
  client_description: string;
  client_type: 'first_party' | 'third_party';
  logo_url: string;
  redirect_urls: string[];
  post_logout_redirect_urls: string[];
}

/** A pending visit to the simulated identity provider page (SSO or OAuth). */
export interface IdpVisit {
  id: string;
  kind: 'sso' | 'oauth' | 'discovery_oauth';
  organization_id?: string;
  connection_id?: string;
  provider?: string;
  login_redirect_url: string;
  signup_redirect_url: string;
  pkce_code_challenge?: string;
  expires_at: number;
}

export class ProviderState {
  readonly organizations = new Map<string, Organization>();
  readonly members = new Map<string, Member>();
  readonly connections = new Map<string, SsoConnection>();
  readonly scim = new Map<string, ScimConnection>();
  readonly sessions = new Map<string, Session>();
  readonly intermediate = new Map<string, IntermediateSession>();
  readonly tokens = new Map<string, OneTimeToken>();
  /** Keyed by channel, destination and organization: a new code replaces the old one. */
  readonly otps = new Map<string, OtpCode>();
  readonly apps = new Map<string, ConnectedApp>();
  readonly idpVisits = new Map<string, IdpVisit>();
  /** Consent already given: `${member_id} ${client_id}` to the scopes granted. */
  readonly grants = new Map<string, Set<string>>();
  /** Telemetry batches received on /events, newest last. */
  readonly events: unknown[] = [];

  constructor(readonly project: Project) {}

  organizationBySlug(slug: string): Organization | undefined {
    return [...this.organizations.values()].find((org) => org.organization_slug === slug);
  }

  /** A member by e-mail in one organization (deleted members do not count). */
  memberByEmail(organizationId: string, email: string): Member | undefined {
    const wanted = email.toLowerCase();
    return [...this.members.values()].find(
      (member) =>
        member.organization_id === organizationId &&
        member.status !== 'deleted' &&
        member.email_address.toLowerCase() === wanted,
    );
  }

  membersOf(organizationId: string): Member[] {
    return [...this.members.values()].filter(
      (member) => member.organization_id === organizationId && member.status !== 'deleted',
    );
  }

  membershipsOf(email: string): Member[] {
    const wanted = email.toLowerCase();
    return [...this.members.values()].filter(
      (member) => member.status !== 'deleted' && member.email_address.toLowerCase() === wanted,
    );
  }

  activeConnections(organizationId: string): SsoConnection[] {
    return [...this.connections.values()].filter(
      (connection) => connection.organization_id === organizationId && connection.status === 'active',
    );
  }

  sessionByToken(token: string): Session | undefined {
    return [...this.sessions.values()].find((session) => session.session_token === token);
  }
}
