import type { PasswordStrengthResult } from '../../core/passwordStrength';
/**
 * What the provider's answers look like to the widget (login spec, section 3). Only the fields the flow reads
 * are named; answers carry more.
 */

/** Primary method keys (login spec, section 9): the integrator's products and organizations' allowed methods. */
export const PRIMARY_METHODS = [
  'magic_link',
  'email_otp',
  'password',
  'sso',
  'google_oauth',
  'microsoft_oauth',
  'hubspot_oauth',
  'slack_oauth',
  'github_oauth',
] as const;
export type PrimaryMethod = (typeof PRIMARY_METHODS)[number];

/** Second factors as the provider names them (login spec, section 9). */
export const MFA_METHODS = ['totp', 'sms_otp'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export interface SsoConnection {
  connection_id: string;
  display_name: string;
  identity_provider: string;
}

export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug?: string;
  organization_logo_url?: string | null;
  /** 'RESTRICTED' limits primary methods to allowed_auth_methods. */
  auth_methods?: string;
  allowed_auth_methods?: string[];
  /** NOT_ALLOWED, RESTRICTED (to email_allowed_domains) or another value that allows anyone. */
  email_jit_provisioning?: string;
  email_allowed_domains?: string[];
  sso_active_connections?: SsoConnection[];
  sso_default_connection_id?: string | null;
  /** 'RESTRICTED' limits second factors to allowed_mfa_methods. */
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
}

export interface Member {
  member_id: string;
  email_address: string;
  email_address_verified?: boolean;
  /** Empty when the member has no password. */
  member_password_id?: string;
  mfa_phone_number?: string;
  mfa_phone_number_verified?: boolean;
  /** Empty when no authenticator app is registered. */
  totp_registration_id?: string;
  default_mfa_method?: string;
  mfa_enrolled?: boolean;
  name?: string;
}

export interface PrimaryRequired {
  allowed_auth_methods: string[];
}

/** The answer of every primary authenticate and exchange call. */
export interface AuthenticateAnswer {
  member_session?: { member_session_id: string } | null;
  primary_required?: PrimaryRequired | null;
  mfa_required?: { secondary_auth_initiated?: string | null } | null;
  organization: Organization;
  member: Member;
  intermediate_session_token?: string;
}

export type MembershipType =
  | 'active_member'
  | 'pending_member'
  | 'invited_member'
  | 'eligible_to_join_by_email_domain'
  | 'eligible_to_join_by_oauth_tenant';

export interface DiscoveredOrganization {
  membership: { type: MembershipType | string; member?: Member | null };
  organization: Organization;
  primary_required?: PrimaryRequired | null;
}

/** The answer of discovery authenticate calls and the discovery password reset. */
export interface DiscoveryAnswer {
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
}

export interface TotpCreateAnswer {
  secret: string;
  qr_code: string;
  recovery_codes: string[];
}

/** The provider's password strength check (login spec, section 3), written once beside its meter. */
export type PasswordStrength = PasswordStrengthResult;

/** Identity-provider consent preflights (login spec, section 3). */
export interface AuthorizePreflight {
  consent_required: boolean;
  oidc_client: { client_name: string; [field: string]: unknown };
  grantable_scope: string;
  ungrantable_scope: string;
}

export interface LogoutPreflight {
  consent_required: boolean;
  redirect_uri: string;
}
