import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../src/login/provider/bootstrap';
import { oneTapEnabled } from '../../src/login/flow/config';
import { initialState } from '../../src/login/flow/state';
import type { IntegratorConfig, MfaInfo, WidgetState } from '../../src/login/flow/types';
import { mainBlocks } from '../../src/login/groups/main/view';
import { viewFor } from './support/loginFlow';
import { idpConsentView } from '../../src/login/groups/federation/view';
import { senderDomain } from '../../src/login/flow/email';
import { defaultLoginStrings as strings } from '../../src/login/groups/catalogue';

const acme = {
  organization_id: 'org-acme',
  organization_name: 'Acme',
  organization_logo_url: 'https://cdn/acme.png',
  sso_active_connections: [
    { connection_id: 'c-1', display_name: 'Okta', identity_provider: 'okta' },
    { connection_id: 'c-2', display_name: 'Entra', identity_provider: 'microsoft-entra' },
  ],
};

const state = (
  config: IntegratorConfig,
  over: Partial<WidgetState> = {},
  href = 'https://app.example.com/',
): WidgetState => ({
  ...initialState({
    config,
    href,
    now: 0,
    bootstrap: DEFAULT_BOOTSTRAP,
    mode: 'login',
    storedPasswordEmail: null,
  }),
  ...over,
});

describe('login flow views: Main', () => {
  it('reads the header by flow, with a spinner while the organization resolves', () => {
    const organization: IntegratorConfig = { products: ['magic_link'], authFlowType: 'Organization' };
    expect(viewFor(state(organization), organization)).toMatchObject({
      header: 'Continue to ',
      resolvingOrganization: true,
    });
    expect(viewFor(state(organization, { organization: acme }), organization)).toMatchObject({
      header: 'Continue to Acme',
      subheader: null,
      resolvingOrganization: false,
      organizationLogo: { name: 'Acme', logoUrl: 'https://cdn/acme.png' },
    });
    const discovery: IntegratorConfig = { ...organization, authFlowType: 'Discovery' };
    expect(viewFor(state(discovery), discovery)).toMatchObject({
      header: 'Sign up or log in',
      resolvingOrganization: false,
    });
    const reset = state(organization, {}, 'https://app.example.com/?stytch_redirect_type=reset_password');
    expect(viewFor({ ...reset, screen: 'Main' }, organization)).toMatchObject({ header: '' });
  });

  it('asks to verify an unverified e-mail, offering the restricted methods as buttons for the known e-mail', () => {
    const config: IntegratorConfig = {
      products: ['magic_link', 'email_otp', 'google_oauth', 'password'],
      authFlowType: 'Organization',
    };
    const restricted = state(config, {
      organization: acme,
      primary: { enabledMethods: ['email_otp', 'magic_link'], email: 'ada@acme.com', emailVerified: false },
    });
    expect(viewFor(restricted, config)).toMatchObject({
      header: 'Verify your email',
      subheader: 'Confirm your email address with one of the following:',
      blocks: [
        { kind: 'emailForm', passwordLink: false, knownEmail: 'ada@acme.com', methods: ['magic_link', 'email_otp'] },
      ],
    });
  });

  it('groups adjacent OAuth and SSO buttons and puts "or" between buttons and forms', () => {
    const config: IntegratorConfig = {
      products: ['google_oauth', 'sso', 'magic_link', 'password', 'github_oauth'],
      authFlowType: 'Organization',
    };
    expect(mainBlocks(state(config, { organization: acme }), config)).toEqual([
      {
        kind: 'buttons',
        buttons: [
          { kind: 'oauth', provider: 'google' },
          { kind: 'sso', connection: acme.sso_active_connections[0] },
          { kind: 'sso', connection: acme.sso_active_connections[1] },
        ],
      },
      { kind: 'divider' },
      { kind: 'emailForm', passwordLink: true, knownEmail: null, methods: ['magic_link'] },
      { kind: 'divider' },
      { kind: 'buttons', buttons: [{ kind: 'oauth', provider: 'github' }] },
    ]);
  });

  it('shows one "Continue with SSO" in discovery flow, and the password e-mail form without e-mail methods', () => {
    const config: IntegratorConfig = { products: ['password', 'sso'], authFlowType: 'Discovery' };
    expect(mainBlocks(state(config), config)).toEqual([
      { kind: 'passwordEmailForm' },
      { kind: 'divider' },
      { kind: 'buttons', buttons: [{ kind: 'ssoDiscovery' }] },
    ]);
  });

  it('leaves out methods a restricting organization does not allow', () => {
    const config: IntegratorConfig = { products: ['magic_link', 'slack_oauth'], authFlowType: 'Organization' };
    const organization = { ...acme, auth_methods: 'RESTRICTED', allowed_auth_methods: ['slack_oauth'] };
    expect(mainBlocks(state(config, { organization }), config)).toEqual([
      { kind: 'buttons', buttons: [{ kind: 'oauth', provider: 'slack' }] },
    ]);
  });

  it('offers Google One Tap only when Google is the sole product and provider with one_tap', () => {
    const google = (over: Partial<IntegratorConfig>): IntegratorConfig => ({
      products: ['google_oauth'],
      authFlowType: 'Discovery',
      oauthOptions: { providers: [{ type: 'google', one_tap: true }] },
      ...over,
    });
    expect(oneTapEnabled(google({}))).toBe(true);
    expect(oneTapEnabled(google({ products: ['google_oauth', 'magic_link'] }))).toBe(false);
    expect(oneTapEnabled(google({ oauthOptions: { providers: [{ type: 'google' }] } }))).toBe(false);
    expect(
      oneTapEnabled(google({ oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }] } })),
    ).toBe(false);
  });
});

describe('login flow views: other screens', () => {
  const config: IntegratorConfig = { products: ['magic_link'], authFlowType: 'Organization' };

  it('searches mail from the domain hint, else the single bootstrap domain', () => {
    expect(senderDomain(state(config), config)).toBe('stytch.com');
    expect(
      senderDomain(state(config, { bootstrap: { ...DEFAULT_BOOTSTRAP, emailDomains: ['a.com', 'b.com'] } }), config),
    ).toBeNull();
    expect(senderDomain(state(config), { ...config, emailMagicLinksOptions: { domainHint: 'mail.acme.com' } })).toBe(
      'mail.acme.com',
    );
  });

  it('offers the SMS back link and the authenticator switch by the spec rules', () => {
    const mfa: MfaInfo = {
      memberId: 'm',
      organizationId: 'o',
      memberPhoneNumber: '+1555',
      enrolledMfaMethods: ['sms_otp', 'totp'],
      organizationMfaOptionsSupported: [],
      postAuthScreen: 'LoggedIn',
      isEnrolling: false,
    };
    const entry = (over: Partial<MfaInfo>) =>
      viewFor(state(config, { screen: 'SmsOtpEntry', mfa: { ...mfa, ...over } }), config);
    expect(entry({})).toMatchObject({ canGoBackToEnrollment: false, offerTotp: true, countdown: { state: 'waiting' } });
    expect(entry({ isEnrolling: true })).toMatchObject({ canGoBackToEnrollment: true, offerTotp: false });
    expect(entry({ organizationMfaOptionsSupported: ['sms_otp'] })).toMatchObject({
      canGoBackToEnrollment: false,
      offerTotp: false,
    });
    expect(entry({ enrolledMfaMethods: ['totp'], organizationMfaOptionsSupported: ['sms_otp'] })).toMatchObject({
      canGoBackToEnrollment: true,
      offerTotp: false,
    });
  });

  it('titles the consent screen by its scopes, describing custom scopes from the policy', () => {
    const consent = (grantable: string, ungrantable = ''): WidgetState =>
      state(config, {
        screen: 'IdpConsent',
        bootstrap: {
          ...DEFAULT_BOOTSTRAP,
          projectName: 'Genios',
          rbacPolicy: {
            roles: [],
            resources: [],
            scopes: [{ scope: 'read:reports', description: 'Read your reports' }],
          },
        },
        consent: {
          request: { kind: 'authorize', client_id: 'c', redirect_uri: 'r', response_type: 'code', scope: grantable },
          status: 'asking',
          preflight: {
            consent_required: true,
            oidc_client: { client_name: 'App' },
            grantable_scope: grantable,
            ungrantable_scope: ungrantable,
          },
          redirectUri: null,
          message: null,
        },
      });
    expect(idpConsentView(consent('openid email profile offline_access'), strings)).toMatchObject({
      state: 'authorize',
      title: 'Sign in to App with Genios',
      grantable: { standardScopes: ['openid', 'email', 'profile', 'offline_access'], customScopes: [] },
    });
    expect(idpConsentView(consent('openid read:reports write:x', 'admin:all'), strings)).toMatchObject({
      state: 'authorize',
      title: 'App wants to access your Genios account',
      grantable: {
        standardScopes: ['openid'],
        customScopes: [
          { scope: 'read:reports', description: 'Read your reports' },
          { scope: 'write:x', description: 'Use the write:x scope' },
        ],
      },
      ungrantable: {
        standardScopes: [],
        customScopes: [{ scope: 'admin:all', description: 'Use the admin:all scope' }],
      },
    });
  });
});
