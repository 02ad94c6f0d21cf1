import { lazy, type ComponentType } from 'react';
import type { ScreenView } from '../flow';
import type { ScreenGroupProps } from './ScreenSwitch';

/**
 * Screens a member may never see load on demand, in three groups (MFA, passwords, SSO discovery and consent),
 * each a chunk with its screens and the switch that wires them to the flow, so a page pays for Main, e-mail
 * and discovery only. A screen's heading takes the focus when it mounts, after its chunk arrived, as it would
 * have at once.
 */
type Screen = ScreenView['screen'];

const mfa = () => import('./mfaScreens');
const federation = () => import('./federationScreens');

const MfaScreens = lazy(async () => ({ default: (await mfa()).MfaScreens }));
const PasswordScreens = lazy(async () => ({ default: (await import('./passwordScreens')).PasswordScreens }));
const FederationScreens = lazy(async () => ({ default: (await federation()).FederationScreens }));

export const GoogleOneTap = lazy(async () => ({ default: (await federation()).GoogleOneTap }));

/** Screens a group loaded on demand shows: all but those ScreenSwitch shows itself. */
export type GroupedScreen = Exclude<
  Screen,
  'Main' | 'EmailConfirmation' | 'LoggedIn' | 'Discovery' | 'Error' | 'EmailMethodSelection' | 'EmailOtpEntry'
>;

/** Typed over every grouped screen, so a screen the flow gains cannot be left without one. */
const GROUP_OF: Record<GroupedScreen, ComponentType<ScreenGroupProps>> = {
  MfaEnrollmentSelection: MfaScreens,
  RecoveryCodeEntry: MfaScreens,
  RecoveryCodeSave: MfaScreens,
  SmsOtpEnrollment: MfaScreens,
  SmsOtpEntry: MfaScreens,
  TotpEnrollmentQrCode: MfaScreens,
  TotpEnrollmentManual: MfaScreens,
  TotpEntry: MfaScreens,
  PasswordEmail: PasswordScreens,
  PasswordAuthenticate: PasswordScreens,
  PasswordResetForm: PasswordScreens,
  PasswordResetVerifyConfirmation: PasswordScreens,
  PasswordForgotForm: PasswordScreens,
  PasswordSetNewConfirmation: PasswordScreens,
  SsoDiscoveryEmail: FederationScreens,
  SsoDiscoveryFallback: FederationScreens,
  SsoDiscoveryMenu: FederationScreens,
  IdpConsent: FederationScreens,
};

export const screenGroupOf = (screen: GroupedScreen) => GROUP_OF[screen];
