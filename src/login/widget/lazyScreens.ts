import { lazy, type ComponentType } from 'react';

/**
 * Screens a member may never see load on demand, in three chunks (MFA, passwords, SSO discovery and consent),
 * so a page pays for Main, e-mail and discovery only. A screen's heading takes the focus when it mounts, after
 * its chunk arrived, as it would have at once.
 */
const lazyScreen = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));

const mfa = () => import('./mfaScreens');
const passwords = () => import('./passwordScreens');
const federation = () => import('./federationScreens');

export const MfaEnrollmentSelectionScreen = lazyScreen(async () => (await mfa()).MfaEnrollmentSelectionScreen);
export const RecoveryCodeEntryScreen = lazyScreen(async () => (await mfa()).RecoveryCodeEntryScreen);
export const RecoveryCodeSaveScreen = lazyScreen(async () => (await mfa()).RecoveryCodeSaveScreen);
export const SmsOtpEntryScreen = lazyScreen(async () => (await mfa()).SmsOtpEntryScreen);
export const TotpEnrollmentManualScreen = lazyScreen(async () => (await mfa()).TotpEnrollmentManualScreen);
export const TotpEnrollmentQrCodeScreen = lazyScreen(async () => (await mfa()).TotpEnrollmentQrCodeScreen);
export const TotpEntryScreen = lazyScreen(async () => (await mfa()).TotpEntryScreen);

export const PasswordAuthenticateScreen = lazyScreen(async () => (await passwords()).PasswordAuthenticateScreen);
export const PasswordEmailScreen = lazyScreen(async () => (await passwords()).PasswordEmailScreen);
export const PasswordForgotFormScreen = lazyScreen(async () => (await passwords()).PasswordForgotFormScreen);
export const PasswordResetFormScreen = lazyScreen(async () => (await passwords()).PasswordResetFormScreen);
export const PasswordResetVerifyConfirmationScreen = lazyScreen(
  async () => (await passwords()).PasswordResetVerifyConfirmationScreen,
);
export const PasswordSetNewConfirmationScreen = lazyScreen(
  async () => (await passwords()).PasswordSetNewConfirmationScreen,
);

export const SsoDiscoveryEmailScreen = lazyScreen(async () => (await federation()).SsoDiscoveryEmailScreen);
export const SsoDiscoveryFallbackScreen = lazyScreen(async () => (await federation()).SsoDiscoveryFallbackScreen);
export const SsoDiscoveryMenuScreen = lazyScreen(async () => (await federation()).SsoDiscoveryMenuScreen);
export const IdpConsentScreen = lazyScreen(async () => (await federation()).IdpConsentScreen);
export const GoogleOneTap = lazyScreen(async () => (await federation()).GoogleOneTap);
