import { read } from './input';
import { fail } from './reply';
import type { Organization } from './state';

const POLICY3 = ['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED'];
const AUTH_METHODS = [
  'sso',
  'magic_link',
  'password',
  'google_oauth',
  'microsoft_oauth',
  'hubspot_oauth',
  'slack_oauth',
  'github_oauth',
  'email_otp',
];
const MFA_METHODS = ['sms_otp', 'totp'];

const oneOf = (field: string, value: string | undefined, allowed: string[]) => {
  if (value !== undefined && !allowed.includes(value))
    fail(400, 'invalid_argument', `${field} must be one of ${allowed.join(', ')}`);
  return value;
};
const allOf = (field: string, values: string[] | undefined, allowed: string[]) => {
  const bad = values?.find((value) => !allowed.includes(value));
  if (bad !== undefined) fail(400, 'invalid_argument', `${field} may not contain ${bad}`);
  return values;
};

/** The organization settings a creator or an admin may set, checked against the values the provider knows. */
export function orgSettings(body: Record<string, unknown>): Partial<Organization> {
  const args = read(
    body,
    {},
    {
      organization_name: 'string',
      organization_slug: 'string',
      organization_logo_url: 'string',
      email_allowed_domains: 'strings',
      email_jit_provisioning: 'string',
      email_invites: 'string',
      auth_methods: 'string',
      allowed_auth_methods: 'strings',
      mfa_policy: 'string',
      mfa_methods: 'string',
      allowed_mfa_methods: 'strings',
      sso_jit_provisioning: 'string',
      sso_default_connection_id: 'string',
    },
  );
  const settings: Partial<Organization> = {
    organization_name: args.organization_name,
    organization_slug: args.organization_slug,
    organization_logo_url: args.organization_logo_url,
    email_allowed_domains: args.email_allowed_domains?.map((domain) => domain.toLowerCase()),
    email_jit_provisioning: oneOf(
      'email_jit_provisioning',
      args.email_jit_provisioning,
      POLICY3,
    ) as Organization['email_jit_provisioning'],
    email_invites: oneOf('email_invites', args.email_invites, POLICY3) as Organization['email_invites'],
    auth_methods: oneOf('auth_methods', args.auth_methods, [
      'ALL_ALLOWED',
      'RESTRICTED',
    ]) as Organization['auth_methods'],
    allowed_auth_methods: allOf('allowed_auth_methods', args.allowed_auth_methods, AUTH_METHODS),
    mfa_policy: oneOf('mfa_policy', args.mfa_policy, ['OPTIONAL', 'REQUIRED_FOR_ALL']) as Organization['mfa_policy'],
    mfa_methods: oneOf('mfa_methods', args.mfa_methods, ['ALL_ALLOWED', 'RESTRICTED']) as Organization['mfa_methods'],
    allowed_mfa_methods: allOf('allowed_mfa_methods', args.allowed_mfa_methods, MFA_METHODS),
    sso_jit_provisioning: oneOf(
      'sso_jit_provisioning',
      args.sso_jit_provisioning,
      POLICY3,
    ) as Organization['sso_jit_provisioning'],
    sso_default_connection_id: args.sso_default_connection_id,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}
