import type { Bootstrap } from '../provider/bootstrap';
import type { OAuthProvider } from '../provider/redirects';
import type {
  AuthorizePreflight,
  DiscoveredOrganization,
  MfaMethod,
  Organization,
  PasswordStrength,
  PrimaryMethod,
  SsoConnection,
} from './entities';
import type { Screen } from './screenGroups';

export type { Screen } from './screenGroups';

export type FlowType = 'Organization' | 'Discovery' | 'PasswordReset';

/** Error screen types (login spec, section 8, "Error screen texts by type"). */
export type ErrorType =
  | 'Default'
  | 'EmailMagicLink'
  | 'Organization'
  | 'CannotJoinOrgDueToAuthPolicy'
  | 'AdBlockerDetected'
  | 'EmailDomainClaimed'
  /** The provider sent the browser to an address that is not http(s): refused, never followed. */
  | 'UnsafeRedirect';

export interface WidgetError {
  type: ErrorType;
  canGoBack: boolean;
}

/** Inline messages, each shown under the field (or, for `form`, the form) it belongs to. */
export type FieldErrors = Partial<Record<'email' | 'password' | 'code' | 'phone' | 'slug' | 'form', string>>;

export interface FormState {
  /** The e-mail typed on Main or SSO discovery; the address codes and links are sent to. */
  userSuppliedEmail: string;
  /** When the e-mail one-time code expires (epoch ms). */
  codeExpiration: number | null;
  discovery: { email: string; organizations: DiscoveredOrganization[] };
  /** The e-mail of the password forms; on the reset form, the one stored before the reset e-mail went out. */
  passwordEmail: string;
  /** The combined e-mail plus password form found a member and shows the password field. */
  passwordRevealed: boolean;
  ssoConnections: SsoConnection[];
  /** The last strength check of the new password (the reset form's Continue waits for a valid one). */
  passwordStrength: PasswordStrength | null;
  errors: FieldErrors;
  /** A form's call is on its way: its inputs are disabled (OTP entries show 'Verifying passcode...'). */
  submitting: boolean;
}

/** What primary authentication learned: the methods the organization still accepts, and the member's e-mail. */
export interface PrimaryInfo {
  enabledMethods: PrimaryMethod[];
  email: string | null;
  emailVerified: boolean;
}

/** Where a completed login goes: Logged In, or the reset form when a login link was sent to reset a password. */
export type PostAuthScreen = 'LoggedIn' | 'PasswordResetForm';

/** What an authentication's answer is read with. */
export interface AuthenticatedContext {
  config: IntegratorConfig;
  now: number;
  /** Where the login ends: Logged In, or the reset form when a reset's login link was authenticated. */
  postAuthScreen: PostAuthScreen;
}

export interface MfaInfo {
  memberId: string;
  organizationId: string;
  memberPhoneNumber: string | null;
  /** Registered and allowed second factors, TOTP first. */
  enrolledMfaMethods: MfaMethod[];
  /** The organization's restriction; empty when it lists none. */
  organizationMfaOptionsSupported: MfaMethod[];
  postAuthScreen: PostAuthScreen;
  isEnrolling: boolean;
}

export interface SmsSendError {
  errorType: string | null;
  message: string | null;
}

export interface SmsState {
  isSending: boolean;
  sendError: SmsSendError | null;
  codeExpiration: number | null;
  formattedDestination: string | null;
  /** The number typed on enrolment: calling code with its '+' (e.g. '+1') and the national number. */
  enrolledNumber: { countryCode: string; phoneNumber: string } | null;
}

export interface TotpEnrollment {
  secret: string;
  qrCode: string;
  recoveryCodes: string[];
}

export interface TotpState {
  isCreating: boolean;
  createError: string | null;
  enrollment: TotpEnrollment | null;
  displayMethod: 'qr' | 'manual';
}

/** The consent mode's request, read from the page's query string (login spec, section 2, IDP Consent). */
export type ConsentRequest =
  | {
      kind: 'authorize';
      client_id: string;
      redirect_uri: string;
      response_type: string;
      scope: string;
      code_challenge?: string;
      state?: string;
      nonce?: string;
    }
  | { kind: 'logout'; client_id: string; post_logout_redirect_uri: string; id_token_hint?: string; state?: string };

export interface ConsentState {
  /** Null when a required parameter is missing (then `message` says which). */
  request: ConsentRequest | null;
  /**
   * loading: preflight on its way; asking: the member decides; submitting: the answer is on its way;
   * done: the browser is leaving for the client; denied and failed: `message` is all that is left to show.
   */
  status: 'loading' | 'asking' | 'submitting' | 'done' | 'denied' | 'failed';
  preflight: AuthorizePreflight | null;
  /** Logout: where the browser goes once the session is revoked. */
  redirectUri: string | null;
  message: string | null;
}

/** What the widget tells the page (login spec, sections 1 and 4). */
export type FlowEvent =
  /** The Logged In screen came up, or the consent flow finished. */
  | { type: 'flowComplete' }
  | { type: 'consentFlowStart'; client_id: string; redirect_uri: string; scope: string }
  | { type: 'consentDenied' }
  /** A failure the integrator's error callback hears of (the consent screen without a session). */
  | { type: 'error'; message: string };

/** The token a reset link brought to the password reset form (type multi_tenant_passwords, discovery, ...). */
export interface ResetToken {
  token: string;
  tokenType: string;
}

/** The widget state (login spec, section 3, "Widget state"). Toasts live in the injected toaster. */
export interface WidgetState {
  screen: Screen;
  /** Screens to go back to, most recent last. */
  history: Screen[];
  form: FormState;
  flowType: FlowType;
  organization: Organization | null;
  primary: PrimaryInfo | null;
  mfa: MfaInfo | null;
  sms: SmsState;
  totp: TotpState;
  error: WidgetError | null;
  /** A loading indicator replaces the screen. */
  busy: boolean;
  /** A token from the address is being authenticated: Logged In reads 'Logging in...' until it is. */
  loggingIn: boolean;
  /** The clock's time at the last countdown tick (every second while a code countdown shows). */
  now: number;
  bootstrap: Bootstrap;
  resetToken: ResetToken | null;
  consent: ConsentState | null;
}

/** Per-provider OAuth options; the buttons themselves come from `products`. */
export interface OAuthProviderOptions {
  type: OAuthProvider;
  /** Google only: offer One Tap when Google is the sole product and provider. */
  one_tap?: boolean;
  /** Google One Tap: a floating prompt (default), or one embedded in the widget. */
  oneTapDisplay?: 'floating' | 'embedded';
  /** Google One Tap embedded: the legacy prompt instead of FedCM's (which browsers always float). */
  oneTapForceLegacyEmbedded?: boolean;
  customScopes?: string[];
  providerParams?: Record<string, string>;
}

/** The integrator's configuration (login spec, section 3, "Integrator configuration"); theme lives with the UI. */
export interface IntegratorConfig {
  /** Primary methods to offer, in display order. */
  products: PrimaryMethod[];
  /** The password reset flow is not chosen here: the page address starts it. */
  authFlowType: 'Organization' | 'Discovery';
  sessionOptions?: { sessionDurationMinutes?: number };
  oauthOptions?: {
    providers?: OAuthProviderOptions[];
    loginRedirectURL?: string;
    signupRedirectURL?: string;
    discoveryRedirectURL?: string;
    customScopes?: string[];
    providerParams?: Record<string, string>;
  };
  emailMagicLinksOptions?: {
    loginRedirectURL?: string;
    signupRedirectURL?: string;
    discoveryRedirectURL?: string;
    loginTemplateId?: string;
    signupTemplateId?: string;
    /** The e-mail domain the 'Open in {mail provider}' links search mail from. */
    domainHint?: string;
  };
  emailOtpOptions?: { loginTemplateId?: string; signupTemplateId?: string };
  passwordOptions?: {
    loginRedirectURL?: string;
    resetPasswordRedirectURL?: string;
    discoveryRedirectURL?: string;
    resetPasswordExpirationMinutes?: number;
    resetPasswordTemplateId?: string;
    verifyEmailTemplateId?: string;
  };
  ssoOptions?: { loginRedirectURL?: string; signupRedirectURL?: string };
  organizationSlug?: string;
  directLoginForSingleMembership?: { status: boolean; ignoreInvites?: boolean; ignoreJitProvisioning?: boolean };
  directCreateOrganizationForNoMembership?: boolean;
  disableCreateOrganization?: boolean;
  mfaProductInclude?: MfaMethod[];
  mfaProductOrder?: MfaMethod[];
}
