import type { Random } from '../../../src/core/random';
import { randomBytes, recoveryCode, testId } from './ids';
import type { Kit } from './kit';
import { DEMO_RBAC_POLICY } from './rbac';
import { newConnection, newMember, newOrganization, setPassword } from './records';
import type { Project, RedirectType, RedirectUrl, StrengthPolicy } from './state';
import { base32Encode } from './totp';

/** A fixed public token, so the app's configuration can name it whatever the seed. */
export const DEMO_PUBLIC_TOKEN = 'public-token-test-9e0b6f2c-3d4a-4c8e-b1f7-5a2d8c6e4b10';

/**
 * The demo project's secret key, fixed like its public token so a backend sample can name it; printed at start.
 * Not a secret of anything real: it unlocks the local emulator only.
 */
export const DEMO_SECRET = 'secret-test-genios-emulator-0d6c1f4e9a7b';

/** Who the demo knows, and the passwords that log them in (the development inbox has everything else). */
export const DEMO_PEOPLE = {
  ada: { email: 'ada@acme-capital.example', name: 'Ada Lovelace', password: 'Analytical-Engine-1843' },
  grace: { email: 'grace@acme-capital.example', name: 'Grace Hopper', password: 'Cobol-Compiler-1959' },
  alan: { email: 'alan@northwind.example', name: 'Alan Turing', password: 'Enigma-Bombe-1939!', phone: '+15555550123' },
  katherine: { email: 'katherine@northwind.example', name: 'Katherine Johnson' },
} as const;

export interface ProjectSettings {
  strengthPolicy: StrengthPolicy;
  pkceRequired: boolean;
  createOrganizationEnabled: boolean;
  captchaEnabled: boolean;
}

export function demoProject(random: Random, settings: ProjectSettings): Project {
  return {
    project_id: testId(random, 'project'),
    public_token: DEMO_PUBLIC_TOKEN,
    project_name: 'Genios Web',
    strength_policy: settings.strengthPolicy,
    luds_minimum_count: 10,
    luds_complexity: 3,
    create_organization_enabled: settings.createOrganizationEnabled,
    captcha_enabled: settings.captchaEnabled,
    pkce_required_for_email_magic_links: settings.pkceRequired,
    pkce_required_for_password_resets: settings.pkceRequired,
    pkce_required_for_oauth: settings.pkceRequired,
    pkce_required_for_sso: settings.pkceRequired,
    slug_pattern: null,
    email_domains: ['stytch.com'],
    rbac_policy: DEMO_RBAC_POLICY,
    claimed_domains: {},
    oauth_providers: ['google', 'microsoft', 'hubspot', 'slack', 'github'],
    google_client_id: 'simulated-google-client.apps.googleusercontent.com',
    redirect_urls: [appRedirectUrl(NPM_START_ORIGIN, true)],
    secrets: [DEMO_SECRET],
    session_duration_max_minutes: 527_040,
  };
}

/** Where `npm start` serves the app by default: the demo project's default redirect URLs are on it. */
export const NPM_START_ORIGIN = 'http://localhost:4173';

const REDIRECT_TYPES: RedirectType[] = ['LOGIN', 'SIGNUP', 'INVITE', 'RESET_PASSWORD', 'DISCOVERY'];

/** A redirect URL valid for every type (the default of each when `isDefault`). */
export const anyTypeRedirectUrl = (url: string, isDefault = false): RedirectUrl => ({
  url,
  valid_types: REDIRECT_TYPES.map((type) => ({ type, is_default: isDefault })),
});

/**
 * The app's /authenticate page on an origin as a redirect URL of every type: what a developer configures in
 * the dashboard for each origin the app runs on.
 */
export const appRedirectUrl = (origin: string, isDefault = false): RedirectUrl =>
  anyTypeRedirectUrl(`${new URL(origin).origin}/authenticate`, isDefault);

/**
 * The demo's organizations and members:
 * - Acme Capital: open to acme-capital.example by e-mail domain, one SAML connection, MFA optional. Ada is
 *   an admin with a password; Grace has an authenticator app enrolled.
 * - Northwind Partners: owns northwind.example, MFA required, primary methods restricted, two SSO
 *   connections. Alan has a verified phone (SMS by default); Katherine is pending; Ada is invited.
 * - Globex Ventures: SSO only, open to acme-capital.example by domain (so Ada sees it, with SSO required).
 */
export async function seedDemo(kit: Kit): Promise<void> {
  const { random } = kit.context;
  const acme = newOrganization(kit, {
    organization_name: 'Acme Capital',
    organization_slug: 'acme-capital',
    email_allowed_domains: ['acme-capital.example'],
  });
  const okta = newConnection(kit, acme, {
    kind: 'saml',
    display_name: 'Acme Okta',
    identity_provider: 'okta',
    status: 'active',
    settings: { idp_entity_id: 'http://www.okta.com/acme', idp_sso_url: 'https://acme.okta.example/sso/saml' },
  });
  acme.sso_default_connection_id = okta.connection_id;

  const northwind = newOrganization(kit, {
    organization_name: 'Northwind Partners',
    organization_slug: 'northwind-partners',
    email_allowed_domains: ['northwind.example'],
    auth_methods: 'RESTRICTED',
    allowed_auth_methods: ['sso', 'magic_link', 'email_otp', 'password', 'google_oauth'],
    mfa_policy: 'REQUIRED_FOR_ALL',
  });
  kit.state.project.claimed_domains['northwind.example'] = northwind.organization_id;
  newConnection(kit, northwind, {
    kind: 'oidc',
    display_name: 'Northwind Entra ID',
    identity_provider: 'microsoft-entra',
    status: 'active',
    settings: { issuer: 'https://login.microsoftonline.example/northwind/v2.0', client_id: 'northwind-app' },
  });
  newConnection(kit, northwind, {
    kind: 'saml',
    display_name: 'Northwind Google Workspace',
    identity_provider: 'google-workspace',
    status: 'active',
    settings: { idp_entity_id: 'https://accounts.google.example/o/saml2?idpid=northwind' },
  });

  const globex = newOrganization(kit, {
    organization_name: 'Globex Ventures',
    organization_slug: 'globex-ventures',
    email_allowed_domains: ['acme-capital.example'],
    auth_methods: 'RESTRICTED',
    allowed_auth_methods: ['sso'],
  });
  globex.sso_default_connection_id = newConnection(kit, globex, {
    kind: 'saml',
    display_name: 'Globex Okta',
    identity_provider: 'okta',
    status: 'active',
  }).connection_id;

  const { ada, grace, alan, katherine } = DEMO_PEOPLE;
  const verifiedActive = { status: 'active', email_address_verified: true } as const;
  await setPassword(
    kit,
    newMember(kit, acme, ada.email, { ...verifiedActive, name: ada.name, roles: ['stytch_admin'] }),
    ada.password,
  );
  const graceMember = newMember(kit, acme, grace.email, {
    ...verifiedActive,
    name: grace.name,
    roles: ['analyst'],
    mfa_enrolled: true,
    default_mfa_method: 'totp',
  });
  graceMember.totp = {
    totp_registration_id: kit.id('member-totp'),
    secret: base32Encode(randomBytes(random, 20)),
    verified: true,
    recovery_codes: Array.from({ length: 10 }, () => recoveryCode(random)),
    last_counter: -1,
  };
  await setPassword(kit, graceMember, grace.password);
  const alanMember = newMember(kit, northwind, alan.email, {
    ...verifiedActive,
    name: alan.name,
    roles: ['stytch_admin'],
    mfa_enrolled: true,
    mfa_phone_number: alan.phone,
    mfa_phone_number_verified: true,
    default_mfa_method: 'sms_otp',
  });
  await setPassword(kit, alanMember, alan.password);
  newMember(kit, northwind, katherine.email, { name: katherine.name, status: 'pending' });
  newMember(kit, northwind, ada.email, { name: ada.name, status: 'invited' });

  kit.state.apps.set('connected-app-test-northwind-reports', {
    client_id: 'connected-app-test-northwind-reports',
    client_name: 'Northwind Reports',
    client_description: 'Portfolio reporting by Northwind Partners.',
    client_type: 'third_party',
    logo_url: '',
    redirect_urls: ['http://localhost:4173/oauth/callback', 'https://reports.northwind.example/callback'],
    post_logout_redirect_urls: ['http://localhost:4173/', 'https://reports.northwind.example/'],
  });
  kit.state.apps.set('connected-app-test-genios-mobile', {
    client_id: 'connected-app-test-genios-mobile',
    client_name: 'Genios Mobile',
    client_description: 'The Genios companion app.',
    client_type: 'first_party',
    logo_url: '',
    redirect_urls: ['http://localhost:4173/oauth/callback'],
    post_logout_redirect_urls: ['http://localhost:4173/'],
  });
}
