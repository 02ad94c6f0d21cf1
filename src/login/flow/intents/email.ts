import { sessionDurationMinutes } from '../config';
import { discoveryAuthenticated } from '../discovery';
import {
  emailAddress,
  emailCodeSent,
  emailSendFailed,
  emailSubmitted,
  magicLinkSent,
  type EmailMethod,
} from '../email';
import type { AuthenticateAnswer, DiscoveryAnswer } from '../entities';
import { passcodeRejected } from '../email';
import { noEffects, step, submitting } from '../navigation';
import { primaryAuthenticated } from '../primary';
import type { Runtime } from '../runtime';
import type { WidgetState } from '../types';

/** E-mail magic links and e-mail codes (login spec, sections 2 and 4). */
export function emailIntents(runtime: Runtime) {
  const { client, config, clock, strings } = runtime.options;
  const sendFailed = (state: WidgetState, error: unknown) => step(emailSendFailed(state, error, strings));
  const rejected = (state: WidgetState) => step(passcodeRejected(state, strings));

  /**
   * Sends a login link or a code: discovery flow sends a discovery request, organization flow one for the
   * organization. A code sent again says so ('Email resent'): the screen itself does not change.
   */
  function send(method: EmailMethod, again = false): Promise<void> {
    const state = runtime.current();
    const email_address = emailAddress(state);
    const discovery = state.flowType === 'Discovery';
    const organization_id = state.organization?.organization_id ?? '';
    const links = config.emailMagicLinksOptions;
    const codes = config.emailOtpOptions;
    if (method === 'magic_link') {
      return runtime.attempt(
        () =>
          discovery
            ? client.magicLinks.email.discovery.send({
                email_address,
                discovery_redirect_url: links?.discoveryRedirectURL,
                login_template_id: links?.loginTemplateId,
              })
            : client.magicLinks.email.loginOrSignup({
                email_address,
                organization_id,
                login_redirect_url: links?.loginRedirectURL,
                signup_redirect_url: links?.signupRedirectURL,
                login_template_id: links?.loginTemplateId,
                signup_template_id: links?.signupTemplateId,
              }),
        noEffects(magicLinkSent),
        sendFailed,
      );
    }
    return runtime.attempt(
      () =>
        discovery
          ? client.otps.email.discovery.send({ email_address, login_template_id: codes?.loginTemplateId })
          : client.otps.email.loginOrSignup({
              email_address,
              organization_id,
              login_template_id: codes?.loginTemplateId,
              signup_template_id: codes?.signupTemplateId,
            }),
      (state) => {
        const sent = emailCodeSent(state, clock.now());
        return again
          ? step(sent, { type: 'toast', message: strings.messages.emailResent, toastType: 'success' })
          : step(sent);
      },
      sendFailed,
    );
  }

  return {
    /**
     * Main's e-mail form: with both magic link and code enabled, Email Method Selection; otherwise the one
     * enabled method is sent.
     */
    async submitEmail(email: string): Promise<void> {
      if (runtime.current().form.submitting) return;
      const { state, send: method } = emailSubmitted(runtime.current(), email.trim(), config);
      runtime.apply(state);
      if (method) await send(method);
    },

    /** Email Method Selection's options, and Main's 'Email me a link' / 'Email me a code' for a known e-mail. */
    async chooseEmailMethod(method: EmailMethod): Promise<void> {
      if (runtime.current().form.submitting) return;
      runtime.apply(submitting(runtime.current()));
      await send(method);
    },

    /** 'Resend code' on Email OTP Entry: a new code, a new 10 minutes. */
    async resendEmailCode(): Promise<void> {
      await send('email_otp', true);
    },

    /**
     * A 6-digit e-mail code: discovery flow continues to Discovery, organization flow to primary
     * authentication success. A wrong code shows 'Invalid passcode, please try again.'
     */
    async submitEmailCode(code: string): Promise<void> {
      const state = runtime.current();
      if (state.form.submitting) return;
      runtime.apply(submitting(state));
      const email_address = emailAddress(state);
      if (state.flowType === 'Discovery') {
        await runtime.attempt(
          () => client.otps.email.discovery.authenticate<DiscoveryAnswer>({ code, email_address }),
          (next, answer) => discoveryAuthenticated(next, answer, config),
          rejected,
        );
        return;
      }
      await runtime.attempt(
        () =>
          client.otps.email.authenticate<AuthenticateAnswer>({
            code,
            email_address,
            organization_id: state.organization?.organization_id ?? '',
            session_duration_minutes: sessionDurationMinutes(config),
          }),
        (next, answer) => primaryAuthenticated(next, answer, { config, now: clock.now(), postAuthScreen: 'LoggedIn' }),
        rejected,
      );
    },
  };
}
