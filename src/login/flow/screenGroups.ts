/**
 * The registry of the widget's screens (login spec, section 2), each with the group its code lives in: Main in
 * the first load, every other screen in a group loaded on demand (src/login/groups/<group>/: its screens,
 * view, texts and intents, one chunk). 'next' follows Main on every method and is fetched as soon as Main is
 * up; the others a member may never reach. The flow's screens are this list's, and each group's definition
 * (defineScreenGroup) must give every screen listed here for it a view and a component, so a screen added
 * here and in its group's folder is complete; the loaders (groups/index.ts) change only for a new group.
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
} as const;

/** The widget's screens, named as the spec names them. */
export type Screen = keyof typeof SCREEN_GROUP;
export const SCREENS = Object.keys(SCREEN_GROUP) as Screen[];

export type ScreenGroup = (typeof SCREEN_GROUP)[Screen];
/** The screens of one group. */
export type ScreensOf<G extends ScreenGroup> = {
  [S in Screen]: (typeof SCREEN_GROUP)[S] extends G ? S : never;
}[Screen];
