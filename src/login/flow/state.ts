import type { Bootstrap } from '../provider/bootstrap';
import { isPasswordResetAddress, tokenFromAddress } from './address';
import type { ConsentState, FormState, IntegratorConfig, SmsState, TotpState, WidgetState } from './types';

/** Where the forgot-password form keeps the e-mail, so the reset form can show it after the e-mail's link. */
export const PASSWORD_RESET_EMAIL_KEY = 'stytch_b2b_password_reset_email';

export const EMPTY_FORM: FormState = {
  userSuppliedEmail: '',
  codeExpiration: null,
  discovery: { email: '', organizations: [] },
  passwordEmail: '',
  passwordRevealed: false,
  ssoConnections: [],
  passwordStrength: null,
  errors: {},
  submitting: false,
};

export const EMPTY_SMS: SmsState = {
  isSending: false,
  sendError: null,
  codeExpiration: null,
  formattedDestination: null,
  enrolledNumber: null,
};

export const EMPTY_TOTP: TotpState = { isCreating: false, createError: null, enrollment: null, displayMethod: 'qr' };

export interface InitialStateOptions {
  config: IntegratorConfig;
  /** The host page's address. */
  href: string;
  now: number;
  bootstrap: Bootstrap;
  /** The login widget, or the identity-provider consent screen. */
  mode: 'login' | 'idpConsent';
  /** The e-mail the forgot-password form stored before the reset e-mail went out. */
  storedPasswordEmail: string | null;
}

/** The consent screen before its flow has read the request in the address. */
const CONSENT_STARTING: ConsentState = {
  request: null,
  status: 'loading',
  preflight: null,
  redirectUri: null,
  message: null,
};

/**
 * Where the widget starts (login spec, section 2): the consent screen in consent mode; the password reset
 * form when the address says so (keeping the reset link's token for the submit); otherwise Main in the
 * integrator's flow.
 */
export function initialState(options: InitialStateOptions): WidgetState {
  const reset = options.mode === 'login' && isPasswordResetAddress(options.href);
  const base: WidgetState = {
    screen: 'Main',
    history: [],
    form: EMPTY_FORM,
    flowType: reset ? 'PasswordReset' : options.config.authFlowType,
    organization: null,
    primary: null,
    mfa: null,
    sms: EMPTY_SMS,
    totp: EMPTY_TOTP,
    error: null,
    busy: false,
    loggingIn: false,
    now: options.now,
    bootstrap: options.bootstrap,
    resetToken: null,
    consent: null,
  };
  if (options.mode === 'idpConsent')
    // The request in the address is read when the consent flow starts (intents/consent.ts, loaded with its screen).
    return { ...base, screen: 'IdpConsent', consent: CONSENT_STARTING };
  if (!reset) return base;
  return {
    ...base,
    screen: 'PasswordResetForm',
    resetToken: tokenFromAddress(options.href),
    form: { ...EMPTY_FORM, passwordEmail: options.storedPasswordEmail ?? '' },
  };
}
