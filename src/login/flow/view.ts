import type { Snapshot } from 'valtio/vanilla';
import type { OAuthProvider } from '../provider/redirects';
import { canCreateOrganization, enabledProducts, mfaEnrollmentOptions, oauthProviders, oneTapEnabled } from './config';
import { hasCustomScope, splitScopes, STANDARD_SCOPES } from './consentRequest';
import { countdown, type Countdown } from './countdown';
import { membershipAction } from './discovery';
import { emailAddress, emailMethods, type EmailMethod } from './email';
import type { MfaMethod, PasswordStrength, PrimaryMethod, SsoConnection } from './entities';
import { formatMessage, type LoginStrings } from '../strings';
import { errorScreenText, phoneErrorText } from './errors';
import type { ConsentState, FieldErrors, IntegratorConfig, Screen, WidgetState } from './types';

/** A button of Main's button groups. */
export type MainButton =
  | { kind: 'oauth'; provider: OAuthProvider }
  | { kind: 'sso'; connection: SsoConnection }
  /** Discovery flow's single 'Continue with SSO'. */
  | { kind: 'ssoDiscovery' };

/** Main's content, in order (login spec, section 2, Main). */
export type MainBlock =
  /** Adjacent OAuth and SSO buttons, grouped. */
  | { kind: 'buttons'; buttons: MainButton[] }
  /**
   * The e-mail form ('Continue with email'); with `passwordLink` it is the combined form with 'Use a password
   * instead'. When `knownEmail` is set, 'Email me a link' / 'Email me a code' buttons replace the field.
   */
  | { kind: 'emailForm'; passwordLink: boolean; knownEmail: string | null; methods: EmailMethod[] }
  /** The password e-mail form: its e-mail goes to the member lookup (then Password Email reveals the password). */
  | { kind: 'passwordEmailForm' }
  /** 'or', between a button group and a form. */
  | { kind: 'divider' };

interface FormView {
  errors: FieldErrors;
  submitting: boolean;
}

/** Everything a screen shows, by screen: what the lead passes to each presentational screen. */
export type ScreenView =
  | ({
      screen: 'Main';
      /** 'Sign up or log in', '' (password reset), 'Continue to {organization name}' or 'Verify your email'. */
      header: string;
      subheader: string | null;
      /** Organization flow is still looking up its organization: a spinner shows. */
      resolvingOrganization: boolean;
      organizationName: string | null;
      organizationLogoUrl: string | null;
      blocks: MainBlock[];
      oneTap: boolean;
      email: string;
    } & FormView)
  | { screen: 'EmailConfirmation'; email: string; senderDomain: string | null }
  /** 'completing' while a token from the address is authenticated ('Logging in...'), then 'success'. */
  | { screen: 'LoggedIn'; status: 'completing' | 'success' }
  | {
      screen: 'Discovery';
      email: string;
      organizations: {
        organizationId: string;
        name: string;
        logoUrl: string | null;
        action: 'Join' | 'Accept Invite' | null;
      }[];
      canCreateOrganization: boolean;
      busy: boolean;
    }
  | { screen: 'Error'; heading: string; message: string; canGoBack: boolean }
  | ({ screen: 'PasswordEmail'; email: string; passwordRevealed: boolean } & FormView)
  | ({ screen: 'PasswordAuthenticate'; email: string } & FormView)
  | ({
      screen: 'PasswordResetForm';
      /** The e-mail stored before the reset; the field shows it disabled. */
      storedEmail: string | null;
      strength: PasswordStrength | null;
      /** Continue waits until the strength check says the password is valid. */
      canSubmit: boolean;
    } & FormView)
  | { screen: 'PasswordResetVerifyConfirmation'; email: string; senderDomain: string | null }
  | ({ screen: 'PasswordForgotForm'; copy: string; email: string } & FormView)
  | { screen: 'PasswordSetNewConfirmation'; email: string }
  | { screen: 'MfaEnrollmentSelection'; options: MfaMethod[] }
  | ({ screen: 'RecoveryCodeEntry' } & FormView)
  | { screen: 'RecoveryCodeSave'; codes: string[]; fileName: string; fileContent: string }
  | ({
      screen: 'SmsOtpEnrollment';
      isSending: boolean;
      /** The phone error under the field, after a failed send. */
      phoneError: string | null;
      enrolledNumber: { countryCode: string; phoneNumber: string } | null;
    } & FormView)
  | ({
      screen: 'SmsOtpEntry';
      destination: string | null;
      countdown: Countdown;
      isSending: boolean;
      /** A back link to phone enrolment. */
      canGoBack: boolean;
      /** 'Use an authenticator app'. */
      offerTotp: boolean;
    } & FormView)
  | { screen: 'TotpEnrollmentQrCode'; qrCode: string | null; isCreating: boolean; createError: string | null }
  | { screen: 'TotpEnrollmentManual'; secret: string; secretGroups: string[] }
  | ({
      screen: 'TotpEntry';
      /** While enrolling the helper says to get a new code; otherwise it offers a backup code. */
      isEnrolling: boolean;
      /** 'Text me a code instead'. */
      offerSms: boolean;
    } & FormView)
  | ({ screen: 'EmailMethodSelection'; options: EmailMethod[] } & FormView)
  | ({ screen: 'EmailOtpEntry'; email: string; countdown: Countdown } & FormView)
  | ({ screen: 'SsoDiscoveryEmail'; email: string } & FormView)
  | ({ screen: 'SsoDiscoveryFallback' } & FormView)
  | { screen: 'SsoDiscoveryMenu'; connections: SsoConnection[] }
  | ({ screen: 'IdpConsent' } & ConsentView);

export type ViewOf<S extends Screen> = Extract<ScreenView, { screen: S }>;

const isButtonProduct = (product: PrimaryMethod) => product === 'sso' || product.endsWith('_oauth');

/** Main's blocks: forms and grouped buttons in the order of the products, an 'or' between buttons and forms. */
export function mainBlocks(state: WidgetState, config: IntegratorConfig): MainBlock[] {
  const products = enabledProducts(state, config);
  const methods = emailMethods(state, config);
  const blocks: MainBlock[] = [];
  const buttonsFor = (product: PrimaryMethod): MainButton[] => {
    if (product !== 'sso') return oauthProviders([product]).map((provider) => ({ kind: 'oauth', provider }));
    if (state.flowType === 'Discovery') return [{ kind: 'ssoDiscovery' }];
    return (state.organization?.sso_active_connections ?? []).map((connection) => ({ kind: 'sso', connection }));
  };
  for (const product of products) {
    const last = blocks.at(-1);
    if (isButtonProduct(product)) {
      const buttons = buttonsFor(product);
      if (!buttons.length) continue;
      if (last?.kind === 'buttons') last.buttons.push(...buttons);
      else blocks.push({ kind: 'buttons', buttons });
    } else if (product === 'password') {
      if (!methods.length) blocks.push({ kind: 'passwordEmailForm' });
    } else if (!blocks.some((block) => block.kind === 'emailForm')) {
      blocks.push({
        kind: 'emailForm',
        passwordLink: products.includes('password'),
        knownEmail: state.primary?.email ?? null,
        methods,
      });
    }
  }
  return blocks.flatMap((block, index) => {
    const previous = blocks[index - 1];
    const changesKind = previous && (previous.kind === 'buttons') !== (block.kind === 'buttons');
    return changesKind ? [{ kind: 'divider' as const }, block] : [block];
  });
}

/** Main's header (login spec, section 2). */
export function mainHeader(state: WidgetState, strings: LoginStrings): { header: string; subheader: string | null } {
  const { primary } = state;
  const texts = strings.main;
  if (primary?.email && !primary.emailVerified) {
    return { header: texts.verifyYourEmail, subheader: texts.confirmYourEmail };
  }
  if (state.flowType === 'Discovery') return { header: texts.signUpOrLogIn, subheader: null };
  if (state.flowType === 'PasswordReset') return { header: '', subheader: null };
  const organizationName = state.organization?.organization_name ?? '';
  return { header: formatMessage(texts.continueTo, { organizationName }), subheader: null };
}

/** The domain the 'Open in {mail provider}' links search mail from: the integrator's hint, or the one bootstrap domain. */
export function senderDomain(state: WidgetState, config: IntegratorConfig): string | null {
  const hint = config.emailMagicLinksOptions?.domainHint;
  if (hint) return hint;
  return state.bootstrap.emailDomains.length === 1 ? state.bootstrap.emailDomains[0]! : null;
}

/** The TOTP secret as shown: lower case, in groups of 4 characters. */
export const secretGroups = (secret: string): string[] => secret.toLowerCase().match(/.{1,4}/g) ?? [];

/** The backup codes file: '{organization name}-backup-codes.txt', one code per line. */
export const backupCodesFile = (state: WidgetState) => ({
  fileName: `${state.organization?.organization_name ?? 'organization'}-backup-codes.txt`,
  fileContent: (state.totp.enrollment?.recoveryCodes ?? []).join('\n'),
});

/** Whether a second factor other than the current one is on offer: enrolled, and supported (or unrestricted). */
function offers(state: WidgetState, method: MfaMethod): boolean {
  const mfa = state.mfa;
  if (!mfa || mfa.isEnrolling || !mfa.enrolledMfaMethods.includes(method)) return false;
  const supported = mfa.organizationMfaOptionsSupported;
  return supported.length === 0 || supported.includes(method);
}

/** SMS OTP Entry's back link: when enrolling, with nothing enrolled, or with no enrolled method supported. */
function smsCanGoBack(state: WidgetState): boolean {
  const mfa = state.mfa;
  if (!mfa) return false;
  const supported = mfa.organizationMfaOptionsSupported;
  const anySupported = mfa.enrolledMfaMethods.some((method) => supported.length === 0 || supported.includes(method));
  return mfa.isEnrolling || mfa.enrolledMfaMethods.length === 0 || !anySupported;
}

/** The consent screen's content (login spec, section 2, IDP Consent). */
export interface ConsentView {
  kind: 'authorize' | 'logout' | null;
  status: ConsentState['status'];
  clientName: string;
  projectName: string;
  /** Authorize: '{client} wants to access your {project} account' or 'Sign in to {client} with {project}'. */
  title: string;
  /** Grantable standard scopes (their texts are the screen's), then custom ones with their descriptions. */
  standardScopes: string[];
  customScopes: { scope: string; description: string }[];
  /** Shown under 'You do not have permissions to grant {client} access to some of the requested scopes.' */
  ungrantableScopes: string[];
  /** The same, split and described as the grantable ones are. */
  ungrantable: { standardScopes: string[]; customScopes: { scope: string; description: string }[] };
  message: string | null;
}

export function consentView(state: WidgetState, strings: LoginStrings): ConsentView {
  const consent = state.consent;
  const clientName = consent?.preflight?.oidc_client.client_name ?? '';
  const projectName = state.bootstrap.projectName ?? '';
  const grantable = splitScopes(consent?.preflight?.grantable_scope ?? '');
  const ungrantable = splitScopes(consent?.preflight?.ungrantable_scope ?? '');
  const policyScopes = state.bootstrap.rbacPolicy?.scopes ?? [];
  const describe = (scopes: string[]) =>
    scopes
      .filter((scope) => !STANDARD_SCOPES.includes(scope))
      .map((scope) => ({
        scope,
        description:
          policyScopes.find((entry) => entry.scope === scope)?.description ||
          formatMessage(strings.idpConsent.customScope, { scope }),
      }));
  const standard = (scopes: string[]) => scopes.filter((scope) => STANDARD_SCOPES.includes(scope));
  return {
    kind: consent?.request?.kind ?? null,
    status: consent?.status ?? 'failed',
    clientName,
    projectName,
    title: formatMessage(
      hasCustomScope([...grantable, ...ungrantable]) ? strings.idpConsent.accessTitle : strings.idpConsent.signInTitle,
      { client: clientName, project: projectName },
    ),
    standardScopes: standard(grantable),
    customScopes: describe(grantable),
    ungrantableScopes: ungrantable,
    ungrantable: { standardScopes: standard(ungrantable), customScopes: describe(ungrantable) },
    message: consent?.message ?? null,
  };
}

/**
 * The view of the current screen, from the state or from its Valtio snapshot (`useSnapshot(flow.state)`):
 * views only read, so a snapshot's deep readonly-ness is safely set aside here.
 */
export function viewFor(
  snapshot: Snapshot<WidgetState> | WidgetState,
  config: IntegratorConfig,
  strings: LoginStrings,
): ScreenView {
  const state = snapshot as WidgetState;
  const form: FormView = { errors: state.form.errors, submitting: state.form.submitting };
  const { mfa, sms, totp } = state;
  switch (state.screen) {
    case 'Main':
      return {
        screen: 'Main',
        ...mainHeader(state, strings),
        resolvingOrganization: state.flowType === 'Organization' && !state.organization,
        organizationName: state.organization?.organization_name ?? null,
        organizationLogoUrl: state.organization?.organization_logo_url || null,
        blocks: mainBlocks(state, config),
        // Only while Google is still a method here (an organization may restrict it away).
        oneTap: oneTapEnabled(config) && enabledProducts(state, config).includes('google_oauth'),
        email: state.form.userSuppliedEmail,
        ...form,
      };
    case 'EmailConfirmation':
      return { screen: 'EmailConfirmation', email: emailAddress(state), senderDomain: senderDomain(state, config) };
    case 'LoggedIn':
      return { screen: 'LoggedIn', status: state.loggingIn ? 'completing' : 'success' };
    case 'Discovery':
      return {
        screen: 'Discovery',
        email: state.form.discovery.email,
        organizations: state.form.discovery.organizations.map((discovered) => ({
          organizationId: discovered.organization.organization_id,
          name: discovered.organization.organization_name,
          logoUrl: discovered.organization.organization_logo_url || null,
          action: membershipAction(discovered),
        })),
        canCreateOrganization: canCreateOrganization(state, config),
        busy: state.busy,
      };
    case 'Error': {
      const type = state.error?.type ?? 'Default';
      return {
        screen: 'Error',
        heading: strings.error.heading,
        message: errorScreenText(strings, type, state.organization?.organization_name),
        canGoBack: state.error?.canGoBack ?? false,
      };
    }
    case 'PasswordEmail':
      return {
        screen: 'PasswordEmail',
        email: state.form.passwordEmail,
        passwordRevealed: state.form.passwordRevealed,
        ...form,
      };
    case 'PasswordAuthenticate':
      return { screen: 'PasswordAuthenticate', email: state.form.passwordEmail, ...form };
    case 'PasswordResetForm':
      return {
        screen: 'PasswordResetForm',
        storedEmail: state.form.passwordEmail || null,
        strength: state.form.passwordStrength,
        canSubmit: state.form.passwordStrength?.valid_password === true,
        ...form,
      };
    case 'PasswordResetVerifyConfirmation':
      return {
        screen: 'PasswordResetVerifyConfirmation',
        email: state.form.passwordEmail,
        senderDomain: senderDomain(state, config),
      };
    case 'PasswordForgotForm':
      return {
        screen: 'PasswordForgotForm',
        copy:
          state.flowType === 'Discovery'
            ? strings.passwordForgotForm.discoveryCopy
            : strings.passwordForgotForm.organizationCopy,
        email: state.form.passwordEmail,
        ...form,
      };
    case 'PasswordSetNewConfirmation':
      return { screen: 'PasswordSetNewConfirmation', email: state.form.passwordEmail };
    case 'MfaEnrollmentSelection':
      return { screen: 'MfaEnrollmentSelection', options: mfaEnrollmentOptions(mfa, config) };
    case 'RecoveryCodeEntry':
      return { screen: 'RecoveryCodeEntry', ...form };
    case 'RecoveryCodeSave':
      return { screen: 'RecoveryCodeSave', codes: totp.enrollment?.recoveryCodes ?? [], ...backupCodesFile(state) };
    case 'SmsOtpEnrollment':
      return {
        screen: 'SmsOtpEnrollment',
        isSending: sms.isSending,
        phoneError: sms.sendError ? phoneErrorText(strings, sms.sendError.errorType) : null,
        enrolledNumber: sms.enrolledNumber,
        ...form,
      };
    case 'SmsOtpEntry':
      return {
        screen: 'SmsOtpEntry',
        destination: sms.formattedDestination,
        countdown: countdown(sms.codeExpiration, state.now),
        isSending: sms.isSending,
        canGoBack: smsCanGoBack(state),
        offerTotp: offers(state, 'totp'),
        ...form,
      };
    case 'TotpEnrollmentQrCode':
      return {
        screen: 'TotpEnrollmentQrCode',
        qrCode: totp.enrollment?.qrCode ?? null,
        isCreating: totp.isCreating,
        createError: totp.createError,
      };
    case 'TotpEnrollmentManual':
      return {
        screen: 'TotpEnrollmentManual',
        secret: totp.enrollment?.secret ?? '',
        secretGroups: secretGroups(totp.enrollment?.secret ?? ''),
      };
    case 'TotpEntry':
      return {
        screen: 'TotpEntry',
        isEnrolling: mfa?.isEnrolling ?? false,
        offerSms: offers(state, 'sms_otp'),
        ...form,
      };
    case 'EmailMethodSelection':
      return { screen: 'EmailMethodSelection', options: emailMethods(state, config), ...form };
    case 'EmailOtpEntry':
      return {
        screen: 'EmailOtpEntry',
        email: emailAddress(state),
        countdown: countdown(state.form.codeExpiration, state.now),
        ...form,
      };
    case 'SsoDiscoveryEmail':
      return { screen: 'SsoDiscoveryEmail', email: state.form.userSuppliedEmail, ...form };
    case 'SsoDiscoveryFallback':
      return { screen: 'SsoDiscoveryFallback', ...form };
    case 'SsoDiscoveryMenu':
      return { screen: 'SsoDiscoveryMenu', connections: state.form.ssoConnections };
    case 'IdpConsent':
      return { screen: 'IdpConsent', ...consentView(state, strings) };
  }
}
