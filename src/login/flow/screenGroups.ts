import type { Screen } from './types';

/**
 * Where each screen's code lives (login spec, section 2): Main in the first load, every other screen in a
 * group loaded on demand with its views and texts. 'next' follows Main on every method and is fetched as soon
 * as Main is up; the others a member may never reach. Typed over every screen, so a screen the flow gains
 * cannot be left without a group.
 */
export const SCREEN_GROUP = {
  Main: 'main',
  EmailConfirmation: 'next',
  EmailOtpEntry: 'next',
  EmailMethodSelection: 'next',
  Discovery: 'next',
  LoggedIn: 'next',
  Error: 'next',
  MfaEnrollmentSelection: 'mfa',
  RecoveryCodeEntry: 'mfa',
  RecoveryCodeSave: 'mfa',
  SmsOtpEnrollment: 'mfa',
  SmsOtpEntry: 'mfa',
  TotpEnrollmentQrCode: 'mfa',
  TotpEnrollmentManual: 'mfa',
  TotpEntry: 'mfa',
  PasswordEmail: 'passwords',
  PasswordAuthenticate: 'passwords',
  PasswordResetForm: 'passwords',
  PasswordResetVerifyConfirmation: 'passwords',
  PasswordForgotForm: 'passwords',
  PasswordSetNewConfirmation: 'passwords',
  SsoDiscoveryEmail: 'federation',
  SsoDiscoveryFallback: 'federation',
  SsoDiscoveryMenu: 'federation',
  IdpConsent: 'federation',
} as const satisfies Record<Screen, string>;

export type ScreenGroup = (typeof SCREEN_GROUP)[Screen];
/** The screens of one group. */
export type ScreensOf<G extends ScreenGroup> = {
  [S in Screen]: (typeof SCREEN_GROUP)[S] extends G ? S : never;
}[Screen];
