import type { Organization, PasswordStrength } from '../../flow/entities';
import type { FirstTexts } from '../../strings';
import { noAccess, providerMessage } from '../../flow/errors';
import { formError, restart, goTo } from '../../flow/navigation';
import type { WidgetState } from '../../flow/types';

/** The password steps (login spec, section 4): pure, in the group's chunk with its intents. */

/** The domain of an e-mail address, lower-cased. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The organization e-mail access check for a password reset (login spec, section 5): JIT provisioning
 * NOT_ALLOWED refuses everyone; RESTRICTED refuses addresses whose domain is not an allowed domain.
 * (The spec's sentence reads "is in the allowed domains list"; refusing the very domains the organization
 * lets join contradicts what RESTRICTED means, so the check refuses the others.)
 */
export function hasOrganizationAccess(organization: Organization, email: string): boolean {
  if (organization.email_jit_provisioning === 'NOT_ALLOWED') return false;
  if (organization.email_jit_provisioning === 'RESTRICTED') {
    const allowed = (organization.email_allowed_domains ?? []).map((domain) => domain.toLowerCase());
    return allowed.includes(emailDomain(email));
  }
  return true;
}

/** A malformed e-mail on a password form. */
export const invalidEmail = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'email', strings.messages.invalidEmailAddress);

/**
 * The combined form's member lookup found a member: Password Email shows the password field under the
 * e-mail. (Anyone else is sent a login link to set a password: the intent sends it, then `resetLinkSent`.)
 */
export function memberFound(state: WidgetState, email: string): WidgetState {
  const next = state.screen === 'PasswordEmail' ? state : goTo(state, 'PasswordEmail', { push: true });
  return {
    ...next,
    form: { ...next.form, submitting: false, errors: {}, passwordEmail: email, passwordRevealed: true },
  };
}

/** A login link to set a password went out: Password Reset Verify Confirmation ('Verify your email first.'). */
export const resetLinkSent = (state: WidgetState, email: string): WidgetState => {
  const next = goTo(state, 'PasswordResetVerifyConfirmation', { push: true });
  return { ...next, form: { ...next.form, passwordEmail: email } };
};

export const passwordRejected = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'form', strings.messages.passwordFailure);

/** 'Sign up or reset password': the forgot form, with the e-mail typed so far. */
export const forgotPasswordOpened = (state: WidgetState): WidgetState =>
  goTo(state, 'PasswordForgotForm', { push: true });

/** A reset e-mail went out (or out again): Password Set New Confirmation ('Check your email!'). */
export const resetEmailSent = (state: WidgetState, email: string): WidgetState => {
  const next =
    state.screen === 'PasswordSetNewConfirmation'
      ? goTo(state, state.screen)
      : goTo(state, 'PasswordSetNewConfirmation', { push: true });
  return { ...next, form: { ...next.form, passwordEmail: email } };
};

/** The e-mail may not join this organization: the access check's message under the e-mail field. */
export const resetRefused = (state: WidgetState, email: string, strings: FirstTexts): WidgetState =>
  formError(state, 'email', noAccess(strings, email, state.organization?.organization_name));

/** Reset start and member search failures show the provider's error_message (or the error's own message). */
export const resetStartFailed = (state: WidgetState, error: unknown): WidgetState =>
  formError(state, 'form', providerMessage(error));

/** Which reset the reset form submits (login spec, section 4): by e-mail token, in discovery, or by session. */
export type ResetVariant = 'email' | 'discovery' | 'session';
export function resetVariant(state: WidgetState): ResetVariant {
  if (state.resetToken?.tokenType === 'multi_tenant_passwords') return 'email';
  if (state.resetToken?.tokenType === 'discovery') return 'discovery';
  return 'session';
}

export const strengthChecked = (state: WidgetState, passwordStrength: PasswordStrength): WidgetState => ({
  ...state,
  form: { ...state.form, passwordStrength },
});

/** A reset by session went through: the member is logged in. */
export const passwordResetBySession = (state: WidgetState): WidgetState => ({
  ...restart(state, 'LoggedIn'),
  busy: false,
});

export const resetRejected = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'form', strings.messages.resetFailure);
