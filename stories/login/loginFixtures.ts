import type { PasswordConfig, PasswordStrengthResult } from '../../src/ui/passwordStrength';
import type { EmailMethod, OAuthProvider, SsoConnection } from '../../src/login/flow';
import type { FederationView } from '../../src/login/groups/federation/view';
import type { MainBlock, MainButton, MainView } from '../../src/login/groups/main/view';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import acmeLogoUrl from './assets/acme-logo.svg?url';
import applicationLogoUrl from '../assets/logo.svg?url';

export { acmeLogoUrl, applicationLogoUrl };

/** Organization names and server messages are hostile text: they must render as text, never as markup. */
export const hostileName = '<img src=x onerror="alert(1)"> Acme & Sons "Ltd" <script>alert(2)</script>';

export const ssoConnections: SsoConnection[] = [
  { connection_id: 'saml-okta-1', display_name: 'Okta', identity_provider: 'okta' },
  { connection_id: 'oidc-entra-2', display_name: 'Microsoft Entra ID', identity_provider: 'microsoft-entra' },
];

/** Main's blocks as the flow computes them (src/login/flow/view.ts): the screen only renders them. */
export const oauthButtons = (...providers: OAuthProvider[]): MainButton[] =>
  providers.map((provider) => ({ kind: 'oauth', provider }));
export const oauth = (...providers: OAuthProvider[]): MainBlock => ({
  kind: 'buttons',
  buttons: oauthButtons(...providers),
});
export const sso = (connections = ssoConnections): MainBlock => ({
  kind: 'buttons',
  buttons: connections.map((connection) => ({ kind: 'sso', connection })),
});
export const emailForm = (methods: EmailMethod[] = ['magic_link'], passwordLink = false): MainBlock => ({
  kind: 'emailForm',
  passwordLink,
  knownEmail: null,
  methods,
});
export const divider: MainBlock = { kind: 'divider' };

/** Main for an organization: its e-mail form, then its OAuth and SSO buttons. */
export const organizationView: MainView = {
  screen: 'Main',
  header: 'Continue to Acme Corporation',
  subheader: null,
  organizationLogo: { name: 'Acme Corporation', logoUrl: acmeLogoUrl },
  applicationLogo: { name: 'Genios', logoUrl: applicationLogoUrl },
  resolvingOrganization: false,
  blocks: [
    emailForm(),
    divider,
    {
      kind: 'buttons',
      buttons: [
        ...oauthButtons('google', 'microsoft'),
        ...ssoConnections.map((connection): MainButton => ({ kind: 'sso', connection })),
      ],
    },
  ],
  oneTap: false,
  email: '',
  errors: {},
  submitting: false,
};

/** Main for the organization, with some of its view replaced. */
export const mainView = (overrides: Partial<MainView>): MainView => ({ ...organizationView, ...overrides });

/** IdP consent asking for the standard scopes, all of them grantable. */
export const standardConsent: Extract<FederationView, { state: 'authorize' }> = {
  screen: 'IdpConsent',
  state: 'authorize',
  title: 'Sign in to Acme CRM with Genios',
  clientName: 'Acme CRM',
  projectName: 'Genios',
  grantable: { standardScopes: ['openid', 'email', 'profile', 'phone', 'offline_access'], customScopes: [] },
  ungrantable: { standardScopes: [], customScopes: [] },
  submitting: false,
};

export const passwordConfig: PasswordConfig = { luds_minimum_count: 10, luds_complexity: 3 };

const ludsFeedback = {
  has_lower_case: true,
  has_upper_case: false,
  has_digit: false,
  has_symbol: false,
  missing_characters: 0,
  missing_complexity: 0,
};

export const zxcvbnWeak: PasswordStrengthResult = {
  score: 1,
  valid_password: false,
  zxcvbn_feedback: { warning: 'This is a very common password.', suggestions: [] },
  luds_feedback: ludsFeedback,
  strength_policy: 'zxcvbn',
  breached_password: false,
};

export const zxcvbnStrong: PasswordStrengthResult = {
  ...zxcvbnWeak,
  score: 4,
  valid_password: true,
  zxcvbn_feedback: { warning: '', suggestions: [] },
};

export const ludsMissing: PasswordStrengthResult = {
  ...zxcvbnWeak,
  score: 0,
  strength_policy: 'luds',
  breached_password: true,
  luds_feedback: { ...ludsFeedback, missing_characters: 4, missing_complexity: 2 },
};

export const ludsValid: PasswordStrengthResult = {
  ...ludsMissing,
  valid_password: true,
  breached_password: false,
  luds_feedback: { ...ludsFeedback, has_upper_case: true, has_digit: true },
};

/**
 * Messages the flow writes into a screen's view, in English as it writes them: the preview turns them into
 * the locale's text (.storybook/modes/pseudoArgs.ts). A play reads them from storyTexts, never from here.
 */
export const { passwordFailure, invalidPasscode } = defaultLoginStrings.messages;
