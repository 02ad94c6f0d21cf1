import type { RbacPolicy } from './rbac';

/** The project's bootstrap configuration, mapped from the provider's snake_case (login spec, section 3). */
export interface Bootstrap {
  projectName: string | null;
  displayWatermark: boolean;
  captchaSettings: { enabled: boolean; siteKey: string | null };
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOauth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: string | null;
  rbacPolicy: RbacPolicy | null;
  siweRequiredForCryptoWallets: boolean;
  vertical: string | null;
}

/** The provider's own e-mail domain: the one domain known when bootstrap is missing. */
export const PROVIDER_EMAIL_DOMAIN = 'stytch.com';

/** Defaults when bootstrap fails or is missing: no watermark, no captcha, no PKCE, one e-mail domain. */
export const DEFAULT_BOOTSTRAP: Bootstrap = {
  projectName: null,
  displayWatermark: false,
  captchaSettings: { enabled: false, siteKey: null },
  cnameDomain: null,
  emailDomains: [PROVIDER_EMAIL_DOMAIN],
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOauth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: null,
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
};

type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown, fallback = false) => (typeof value === 'boolean' ? value : fallback);

/** Maps a bootstrap response; wrong or missing fields take their defaults rather than breaking the widget. */
export function mapBootstrap(raw: unknown): Bootstrap {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_BOOTSTRAP;
  const data = raw as Raw;
  const captcha = (typeof data.captcha_settings === 'object' && data.captcha_settings) as Raw | false;
  const password = (typeof data.password_config === 'object' && data.password_config) as Raw | false;
  const domains = Array.isArray(data.email_domains)
    ? data.email_domains.filter((d): d is string => typeof d === 'string')
    : null;
  return {
    projectName: str(data.project_name),
    // The provider says whether to disable it; the widget asks whether to display it.
    displayWatermark: !bool(data.disable_sdk_watermark, true),
    captchaSettings: captcha
      ? { enabled: bool(captcha.enabled), siteKey: str(captcha.siteKey) }
      : DEFAULT_BOOTSTRAP.captchaSettings,
    cnameDomain: str(data.cname_domain),
    emailDomains: domains ?? DEFAULT_BOOTSTRAP.emailDomains,
    pkceRequiredForEmailMagicLinks: bool(data.pkce_required_for_email_magic_links),
    pkceRequiredForPasswordResets: bool(data.pkce_required_for_password_resets),
    pkceRequiredForOauth: bool(data.pkce_required_for_oauth),
    pkceRequiredForSso: bool(data.pkce_required_for_sso),
    slugPattern: str(data.slug_pattern),
    createOrganizationEnabled: bool(data.create_organization_enabled),
    passwordConfig: password
      ? {
          ludsComplexity: Number(password.luds_complexity) || 0,
          ludsMinimumCount: Number(password.luds_minimum_count) || 0,
        }
      : null,
    dfpProtectedAuthEnabled: bool(data.dfp_protected_auth_enabled),
    dfpProtectedAuthMode: str(data.dfp_protected_auth_mode),
    rbacPolicy: (typeof data.rbac_policy === 'object' ? (data.rbac_policy as RbacPolicy | null) : null) ?? null,
    siweRequiredForCryptoWallets: bool(data.siwe_required_for_crypto_wallets),
    vertical: str(data.vertical),
  };
}
