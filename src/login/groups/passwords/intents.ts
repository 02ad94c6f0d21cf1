import { isEmailAddress } from '../../flow/email';
import { PASSWORD_RESET_EMAIL_KEY } from '../../flow/state';
import { withoutToken } from '../../flow/address';
import { sessionDurationMinutes } from '../../flow/config';
import { discoveryAuthenticated } from '../../flow/discovery';
import type { AuthenticateAnswer, DiscoveryAnswer, Member, PasswordStrength } from '../../flow/entities';
import { andThen, noEffects, step, submitting, type Step } from '../../flow/navigation';
import {
  forgotPasswordOpened,
  hasOrganizationAccess,
  invalidEmail,
  memberFound,
  passwordRejected,
  passwordResetBySession,
  resetEmailSent,
  resetLinkSent,
  resetRefused,
  resetRejected,
  resetStartFailed,
  resetVariant,
  strengthChecked,
} from './transitions';
import { primaryAuthenticated } from '../../flow/primary';
import type { Runtime } from '../../flow/runtime';
import type { WidgetState } from '../../flow/types';

/** The strength check waits this long after the last keystroke (login spec, section 9: debounce 500 ms). */
export const STRENGTH_CHECK_DEBOUNCE_MS = 500;

/** Password sign-in, the combined e-mail plus password form, forgot and reset (login spec, section 4). */
export function passwordIntents(runtime: Runtime) {
  const { client, config, clock, location, strings } = runtime.options;
  const resent = (state: WidgetState): Step =>
    step(state, { type: 'toast', message: strings.messages.emailResent, toastType: 'success' });
  const rejected = (state: WidgetState) => step(resetRejected(state, strings));
  const options = config.passwordOptions;
  let strengthTimer: number | undefined;
  const organizationId = () => runtime.current().organization?.organization_id ?? '';
  const resetEmailFields = () => ({
    reset_password_redirect_url: options?.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options?.resetPasswordExpirationMinutes,
    reset_password_template_id: options?.resetPasswordTemplateId,
    verify_email_template_id: options?.verifyEmailTemplateId,
  });

  /** A login link whose redirect is the reset page: it verifies the e-mail before a password is set. */
  const sendResetLink = (email: string, resend = false) =>
    runtime.attempt(
      () =>
        client.magicLinks.email.loginOrSignup({
          email_address: email,
          organization_id: organizationId(),
          login_redirect_url: options?.resetPasswordRedirectURL,
          signup_redirect_url: options?.resetPasswordRedirectURL,
          login_template_id: config.emailMagicLinksOptions?.loginTemplateId,
          signup_template_id: config.emailMagicLinksOptions?.signupTemplateId,
        }),
      (state) => (resend ? resent(state) : step(resetLinkSent(state, email))),
      noEffects(resetStartFailed),
    );

  /** The reset e-mail: the e-mail is stored first, for the reset form the link opens. */
  function startReset(email: string, resend = false) {
    runtime.run(step(runtime.current(), { type: 'store', key: PASSWORD_RESET_EMAIL_KEY, value: email }));
    const discovery = runtime.current().flowType === 'Discovery';
    return runtime.attempt(
      () =>
        discovery
          ? client.passwords.discovery.resetByEmailStart({
              email_address: email,
              discovery_redirect_url: options?.discoveryRedirectURL,
              ...resetEmailFields(),
            })
          : client.passwords.resetByEmailStart({
              email_address: email,
              organization_id: organizationId(),
              login_redirect_url: options?.loginRedirectURL,
              ...resetEmailFields(),
            }),
      (state) => (resend ? resent(state) : step(resetEmailSent(state, email))),
      noEffects(resetStartFailed),
    );
  }

  const searchMember = (email: string) =>
    client.member.search<{ member: Member | null }>({ email_address: email, organization_id: organizationId() });

  /** A reset went through: the reset link's token is spent, so it leaves the address. */
  function resetDone(state: WidgetState): Step {
    const done = { ...state, resetToken: null };
    return state.resetToken ? step(done, { type: 'replaceAddress', url: withoutToken(location.href) }) : step(done);
  }

  return {
    /**
     * The password e-mail form (Main's, or Password Email's): a member of the organization gets the password
     * field on Password Email; anyone else a login link that leads to setting a password (Password Reset
     * Verify Confirmation). Discovery flow has no organization to look in and shows the password at once.
     */
    async submitPasswordEmail(email: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      if (!isEmailAddress(email)) return runtime.apply(invalidEmail(state, strings));
      const address = email.trim();
      if (state.flowType === 'Discovery') return runtime.apply(memberFound(state, address));
      runtime.apply(submitting(state));
      const found = await runtime.ask(() => searchMember(address), noEffects(resetStartFailed));
      if (!found) return;
      if (found.answer?.member) runtime.apply(memberFound(runtime.current(), address));
      else await sendResetLink(address);
    },

    /** Password sign-in: organization flow logs in, discovery flow lists organizations. */
    async submitPassword(email: string, password: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting || !password) return;
      if (!isEmailAddress(email)) return runtime.apply(invalidEmail(state, strings));
      runtime.apply(submitting(state));
      const email_address = email.trim();
      if (state.flowType === 'Discovery') {
        await runtime.attempt(
          () => client.passwords.discovery.authenticate<DiscoveryAnswer>({ email_address, password }),
          (next, answer) => discoveryAuthenticated(next, answer, config),
          (next) => step(passwordRejected(next, strings)),
        );
        return;
      }
      await runtime.attempt(
        () =>
          client.passwords.authenticate<AuthenticateAnswer>({
            email_address,
            organization_id: organizationId(),
            password,
            session_duration_minutes: sessionDurationMinutes(config),
          }),
        (next, answer) => primaryAuthenticated(next, answer, { config, now: clock.now(), postAuthScreen: 'LoggedIn' }),
        (next) => step(passwordRejected(next, strings)),
      );
    },

    /** 'Sign up or reset password': Password Forgot Form. */
    forgotPassword(): void {
      runtime.apply(forgotPasswordOpened(runtime.current()));
    },

    /**
     * The forgot form's e-mail. Organization flow looks the member up: a member gets the reset e-mail;
     * anyone else a login link if the organization's e-mail access check lets them in, or the no-access
     * message. Discovery flow sends the discovery reset e-mail.
     */
    async submitForgotPassword(email: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      if (!isEmailAddress(email)) return runtime.apply(invalidEmail(state, strings));
      const address = email.trim();
      runtime.apply(submitting(state));
      if (state.flowType === 'Discovery') return startReset(address);
      const found = await runtime.ask(() => searchMember(address), noEffects(resetStartFailed));
      if (!found) return;
      if (found.answer?.member) return startReset(address);
      const organization = runtime.current().organization;
      if (organization && !hasOrganizationAccess(organization, address))
        return runtime.apply(resetRefused(runtime.current(), address, strings));
      await sendResetLink(address);
    },

    /** 'Resend email' on Password Set New Confirmation and Password Reset Verify Confirmation: toast 'Email resent'. */
    async resendResetEmail(): Promise<void> {
      const state = runtime.current();
      const email = state.form.passwordEmail;
      if (state.screen === 'PasswordResetVerifyConfirmation') await sendResetLink(email, true);
      else await startReset(email, true);
    },

    /** The reset form's password, checked 500 ms after the last change; Continue waits for a valid result. */
    checkPasswordStrength(password: string): void {
      if (strengthTimer !== undefined) clock.clearTimeout(strengthTimer);
      strengthTimer = clock.setTimeout(() => {
        strengthTimer = undefined;
        const email = runtime.current().form.passwordEmail;
        void runtime.attempt(
          () =>
            client.passwords.strengthCheck<PasswordStrength>({ password, ...(email ? { email_address: email } : {}) }),
          noEffects(strengthChecked),
          (state) => step(state),
        );
      }, STRENGTH_CHECK_DEBOUNCE_MS);
    },

    /**
     * The new password (login spec, section 4): a reset link of type multi_tenant_passwords resets by its
     * token and logs in; a discovery reset link lists the organizations; otherwise the session's password is
     * reset and the member is logged in.
     */
    async submitNewPassword(password: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting || state.form.passwordStrength?.valid_password !== true) return;
      runtime.apply(submitting(state));
      const token = state.resetToken?.token ?? '';
      switch (resetVariant(state)) {
        case 'email':
          return runtime.attempt(
            () =>
              client.passwords.resetByEmail<AuthenticateAnswer>({
                password_reset_token: token,
                password,
                session_duration_minutes: sessionDurationMinutes(config),
              }),
            (next, answer) =>
              andThen(resetDone({ ...next, flowType: 'Organization' }), (done) =>
                primaryAuthenticated(done, answer, { config, now: clock.now(), postAuthScreen: 'LoggedIn' }),
              ),
            rejected,
          );
        case 'discovery':
          return runtime.attempt(
            () => client.passwords.discovery.resetByEmail<DiscoveryAnswer>({ password_reset_token: token, password }),
            (next, answer) => andThen(resetDone(next), (done) => discoveryAuthenticated(done, answer, config)),
            rejected,
          );
        case 'session':
          return runtime.attempt(
            () => client.passwords.resetBySession({ password }),
            (next) => andThen(resetDone(next), noEffects(passwordResetBySession)),
            rejected,
          );
      }
    },

    stop(): void {
      if (strengthTimer !== undefined) clock.clearTimeout(strengthTimer);
      strengthTimer = undefined;
    },
  };
}

export type PasswordIntents = ReturnType<typeof passwordIntents>;
