import type { FlowLine } from './screenMap';

/**
 * The login widget's flows as the login spec's sections draw them: a line per path through the screens, the
 * transitions in the spec's words where it has them. Each story is a screen's own, chosen for the state its
 * play reaches (a transition's result: Allow leads to the story that pressed it).
 */
const screen = (title: string, story: string) => `login-screens-${title}--${story}`;

const flows = {
  Discovery: [
    {
      start: screen('main', 'discovery-flow'),
      steps: [
        ['Continue with email: a login link is sent', screen('email-confirmation', 'inbox-links')],
        ["The link is opened: the member's organizations", screen('discovery', 'organization-list')],
        ['An organization is chosen', screen('logged-in', 'success')],
      ],
    },
    {
      start: screen('email-confirmation', 'inbox-links'),
      steps: [
        ['The link finds no organization', screen('discovery', 'empty-create-allowed')],
        ['Create an organization', screen('logged-in', 'logging-in')],
      ],
    },
  ],
  Organization: [
    {
      start: screen('main', 'organization-flow'),
      steps: [
        ['Continue with email: link or code', screen('email-method-selection', 'link-or-code')],
        ['Email me a code', screen('email-otp-entry', 'counting')],
        ['The right passcode', screen('logged-in', 'success')],
      ],
    },
    {
      start: screen('email-method-selection', 'link-or-code'),
      steps: [['Email me a link', screen('email-confirmation', 'inbox-links')]],
    },
  ],
  PasswordReset: [
    {
      start: screen('main', 'email-with-password-option'),
      steps: [
        ['Use a password instead', screen('password-authenticate', 'sign-in')],
        ['Sign up or reset password', screen('password-forgot-form', 'organization-flow')],
        ['A reset link is sent', screen('password-set-new-confirmation', 'check-your-email')],
        ['The reset link is opened', screen('password-reset-form', 'stored-email')],
        ['A new password is set', screen('logged-in', 'success')],
      ],
    },
    {
      start: screen('main', 'password-email-form'),
      steps: [['A member with a password', screen('password-email', 'password-step')]],
    },
    {
      start: screen('main', 'password-email-form'),
      steps: [['Anyone else: a link to set one', screen('password-reset-verify-confirmation', 'sender-domain-known')]],
    },
  ],
  Mfa: [
    {
      start: screen('mfa-enrollment-selection', 'authenticator-app-first'),
      steps: [
        ['Use an authenticator app', screen('totp-enrollment-qr-code', 'ready')],
        ['Having trouble scanning?', screen('totp-enrollment-manual', 'secret-shown')],
        ['Continue', screen('totp-entry', 'enrolling')],
        ['The right code', screen('recovery-code-save', 'codes-shown')],
        ['Done', screen('logged-in', 'success')],
      ],
    },
    {
      start: screen('mfa-enrollment-selection', 'authenticator-app-first'),
      steps: [
        ['Text me a code', screen('sms-otp-enrollment', 'default-united-states')],
        ['A phone number', screen('sms-otp-entry', 'counting')],
        ['The right passcode', screen('logged-in', 'success')],
      ],
    },
    {
      start: screen('totp-entry', 'signing-in'),
      steps: [
        ['Use a backup code', screen('recovery-code-entry', 'empty')],
        ['The right backup code', screen('logged-in', 'success')],
      ],
    },
  ],
  Sso: [
    {
      start: screen('main', 'button-groups-split-by-form'),
      steps: [
        ['Continue with SSO', screen('sso-discovery-email', 'enter-email')],
        ['Connections found', screen('sso-discovery-menu', 'several-connections')],
        ['A connection: on to the identity provider', screen('logged-in', 'logging-in')],
      ],
    },
    {
      start: screen('sso-discovery-email', 'enter-email'),
      steps: [
        ['No connection found', screen('sso-discovery-fallback', 'enter-slug')],
        ["The organization's slug", screen('main', 'organization-flow')],
      ],
    },
  ],
  Consent: [
    {
      start: screen('idp-consent', 'loading'),
      steps: [
        ['The request is checked', screen('idp-consent', 'standard-scopes')],
        ['Allow', screen('idp-consent', 'submitting-allow')],
      ],
    },
    { start: screen('idp-consent', 'standard-scopes'), steps: [['Deny', screen('idp-consent', 'access-denied')]] },
    {
      start: screen('idp-consent', 'loading'),
      steps: [
        ['Asked to log out', screen('idp-consent', 'logout')],
        ['Yes', screen('idp-consent', 'logging-out')],
      ],
    },
    { start: screen('idp-consent', 'logout'), steps: [['No', screen('idp-consent', 'not-logged-out')]] },
    { start: screen('idp-consent', 'loading'), steps: [['No session', screen('idp-consent', 'no-active-session')]] },
  ],
} satisfies Record<string, FlowLine[]>;

export default flows;
