import { duration, locale, mfaStep, type CallSpec } from './spec';

/**
 * Second factors: text-message codes, authenticator-app codes and recovery codes (login spec, section 7). They
 * continue a login, so they carry the intermediate session token when there is one.
 * These are the ones the login widget makes (WIDGET_CALLS, widget.ts).
 */
export const MFA_WIDGET_CALLS = {
  'otps.sms.send': {
    method: 'POST',
    path: '/b2b/otps/sms/send',
    required: { ...mfaStep },
    optional: { mfa_phone_number: 'string', ...locale },
    captcha: true,
    intermediateSession: true,
  },
  'otps.sms.authenticate': {
    method: 'POST',
    path: '/b2b/otps/sms/authenticate',
    required: { code: 'string', ...mfaStep, ...duration },
    optional: { set_mfa_enrollment: 'string' },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'totp.create': {
    method: 'POST',
    path: '/b2b/totp',
    required: { ...mfaStep },
    optional: { expiration_minutes: 'number' },
    captcha: true,
    intermediateSession: true,
  },
  'totp.authenticate': {
    method: 'POST',
    path: '/b2b/totp/authenticate',
    required: { code: 'string', ...mfaStep, ...duration },
    optional: { set_mfa_enrollment: 'string', set_default_mfa: 'boolean' },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
  'recoveryCodes.recover': {
    method: 'POST',
    path: '/b2b/recovery_codes/recover',
    required: { recovery_code: 'string', ...mfaStep, ...duration },
    captcha: true,
    session: 'update',
    sessionDuration: true,
    intermediateSession: true,
  },
} as const satisfies Record<string, CallSpec>;

/** The rest of them, which the login widget never makes: only CALLS holds these. */
export const MFA_MORE_CALLS = {
  'recoveryCodes.rotate': { method: 'POST', path: '/b2b/recovery_codes/rotate' },
  'recoveryCodes.get': { method: 'GET', path: '/b2b/recovery_codes' },
} as const satisfies Record<string, CallSpec>;
