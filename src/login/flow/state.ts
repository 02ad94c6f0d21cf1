import type { Bootstrap } from '../provider/bootstrap';
import type { LoginStrings } from '../strings';
import { isPasswordResetAddress, tokenFromAddress } from './address';
import { consentFromAddress } from './consentRequest';
import type { FormState, IntegratorConfig, SmsState, TotpState, WidgetState } from './types';

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
  /** The consent mode's missing-parameter message is written in these texts. */
  strings: LoginStrings;
}

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
    return { ...base, screen: 'IdpConsent', consent: consentFromAddress(options.href, options.strings) };
  if (!reset) return base;
  return {
    ...base,
    screen: 'PasswordResetForm',
    resetToken: tokenFromAddress(options.href),
    form: { ...EMPTY_FORM, passwordEmail: options.storedPasswordEmail ?? '' },
  };
}
