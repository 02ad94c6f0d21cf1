import { enabledProducts } from './config';
import type { FirstTexts } from '../strings';
import { emailSendErrorText } from './errors';
import { formError, restart, submitting, goTo } from './navigation';
import { EMPTY_FORM } from './state';
import type { IntegratorConfig, WidgetState } from './types';

/** E-mail codes last 10 minutes (login spec, section 9). */
export const EMAIL_CODE_EXPIRY_MS = 10 * 60 * 1000;

export type EmailMethod = 'magic_link' | 'email_otp';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail pattern Main's form, password sign-in and the forgot form check (login spec, section 5). */
export const isEmailAddress = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** The e-mail methods on offer now, in the integrator's order. */
export const emailMethods = (state: WidgetState, config: IntegratorConfig): EmailMethod[] =>
  enabledProducts(state, config).filter(
    (product): product is EmailMethod => product === 'magic_link' || product === 'email_otp',
  );

/** The address codes and links go to: the one typed, else the one primary authentication learned. */
export const emailAddress = (state: WidgetState): string => state.form.userSuppliedEmail || state.primary?.email || '';

/**
 * An e-mail was submitted (login spec, section 4): with both magic link and code enabled the member chooses
 * on Email Method Selection; otherwise `send` names the one enabled method to send.
 */
export function emailSubmitted(
  state: WidgetState,
  email: string,
  config: IntegratorConfig,
): { state: WidgetState; send: EmailMethod | null } {
  const withEmail = { ...state, form: { ...state.form, userSuppliedEmail: email } };
  const methods = emailMethods(withEmail, config);
  if (methods.length > 1) return { state: goTo(withEmail, 'EmailMethodSelection', { push: true }), send: null };
  const method = methods[0];
  return method ? { state: submitting(withEmail), send: method } : { state: withEmail, send: null };
}

/** A login link went out: Email Confirmation ('Check your email'). */
export const magicLinkSent = (state: WidgetState): WidgetState => goTo(state, 'EmailConfirmation', { push: true });

/** A code went out (or out again): Email OTP Entry, expiring in 10 minutes. */
export function emailCodeSent(state: WidgetState, now: number): WidgetState {
  const next =
    state.screen === 'EmailOtpEntry' ? goTo(state, 'EmailOtpEntry') : goTo(state, 'EmailOtpEntry', { push: true });
  return { ...next, form: { ...next.form, codeExpiration: now + EMAIL_CODE_EXPIRY_MS } };
}

/** A send failed: under the e-mail field on Main, under the form elsewhere (choice, resend). */
export const emailSendFailed = (state: WidgetState, error: unknown, strings: FirstTexts): WidgetState =>
  formError(
    state,
    state.screen === 'Main' ? 'email' : 'form',
    emailSendErrorText(strings, error, emailAddress(state), state.organization?.organization_name ?? null),
  );

/** 'Try again' and 'Try a different email address': the e-mail is forgotten and Main shows again. */
export const tryAgain = (state: WidgetState): WidgetState => {
  const main = restart(state, 'Main');
  return { ...main, form: { ...EMPTY_FORM }, busy: false };
};

/** A wrong code (e-mail, SMS or TOTP). */
export const passcodeRejected = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'code', strings.messages.invalidPasscode);

/** The domain the 'Open in {mail provider}' links search mail from: the integrator's hint, or the one bootstrap domain. */
export function senderDomain(state: WidgetState, config: IntegratorConfig): string | null {
  const hint = config.emailMagicLinksOptions?.domainHint;
  if (hint) return hint;
  return state.bootstrap.emailDomains.length === 1 ? state.bootstrap.emailDomains[0]! : null;
}
