import type { Factor } from './state';

/** Authentication factors as sessions record them; `method` is the policy's name for the primary method. */

type Primary = 'magic_link' | 'email_otp' | 'password' | 'impersonation';

/** The id of a member's e-mail address: the `method_id` of e-mail authentications and its factor's email_id. */
export const emailId = (email: string) => `email-${email}`;

const emailFactor = (type: string, method: Primary, email: string, at: number): Factor => ({
  delivery_method: 'email',
  type,
  method,
  last_authenticated_at: at,
  sequence_order: 'PRIMARY',
  details: { email_factor: { email_id: emailId(email), email_address: email } },
});

export const magicLinkFactor = (email: string, at: number) => emailFactor('magic_link', 'magic_link', email, at);
export const emailOtpFactor = (email: string, at: number) => emailFactor('otp', 'email_otp', email, at);

export const passwordFactor = (email: string, at: number): Factor => ({
  ...emailFactor('password', 'password', email, at),
  delivery_method: 'knowledge',
});

export const impersonationFactor = (email: string, at: number): Factor => ({
  ...emailFactor('impersonated', 'impersonation', email, at),
  delivery_method: 'impersonation',
});

export const ssoFactor = (
  kind: 'saml' | 'oidc' | 'external',
  connectionId: string,
  email: string,
  at: number,
): Factor => ({
  delivery_method: `sso_${kind}`,
  type: 'sso',
  method: 'sso',
  last_authenticated_at: at,
  sequence_order: 'PRIMARY',
  details: { [`${kind}_sso_factor`]: { id: connectionId, provider_id: connectionId, external_id: email } },
});

export const oauthFactor = (provider: string, email: string, at: number): Factor => ({
  delivery_method: `oauth_${provider}`,
  type: 'oauth',
  method: `${provider}_oauth`,
  last_authenticated_at: at,
  sequence_order: 'PRIMARY',
  details: {
    [`${provider}_oauth_factor`]: {
      id: `oauth-${provider}-${email}`,
      email_id: emailId(email),
      provider_subject: email,
    },
  },
});

const secondary = (delivery_method: string, type: string, method: string, at: number, details = {}): Factor => ({
  delivery_method,
  type,
  method,
  last_authenticated_at: at,
  sequence_order: 'SECONDARY',
  details,
});

export const smsFactor = (phone: string, at: number) =>
  secondary('sms', 'otp', 'sms_otp', at, { phone_number_factor: { phone_id: `phone-${phone}`, phone_number: phone } });
export const totpFactor = (registrationId: string, at: number) =>
  secondary('authenticator_app', 'totp', 'totp', at, { authenticator_app_factor: { totp_id: registrationId } });
export const recoveryCodeFactor = (registrationId: string, at: number) =>
  secondary('recovery_code', 'recovery_codes', 'recovery_code', at, {
    recovery_code_factor: { totp_recovery_code_id: registrationId },
  });
