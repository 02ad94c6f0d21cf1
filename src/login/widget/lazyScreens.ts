import { lazy, type ComponentType } from 'react';
import type { ScreenView } from '../flow';
import type { ScreenGroupProps } from './ScreenSwitch';

/**
 * Every screen but Main loads on demand, in groups, each a chunk with its screens and the switch that wires
 * them to the flow: the screens that follow Main on every method (fetched as soon as Main is up), and three
 * groups a member may never see (MFA, passwords, SSO discovery and consent). A page pays for Main before its
 * first screen. A screen's heading takes the focus when it mounts, after its chunk arrived, as it would have
 * at once.
 */
type Screen = ScreenView['screen'];

const next = () => import('./nextScreens');
const federation = () => import('./federationScreens');

const NextScreens = lazy(async () => ({ default: (await next()).NextScreens }));
const MfaScreens = lazy(async () => ({ default: (await import('./mfaScreens')).MfaScreens }));
const PasswordScreens = lazy(async () => ({ default: (await import('./passwordScreens')).PasswordScreens }));
const FederationScreens = lazy(async () => ({ default: (await federation()).FederationScreens }));

export const GoogleOneTap = lazy(async () => ({ default: (await federation()).GoogleOneTap }));

/** Screens a group loaded on demand shows: all but Main, which ScreenSwitch shows itself. */
export type GroupedScreen = Exclude<Screen, 'Main'>;

/** Typed over every grouped screen, so a screen the flow gains cannot be left without one. */
const GROUP_OF: Record<GroupedScreen, ComponentType<ScreenGroupProps>> = {
  EmailConfirmation: NextScreens,
  EmailOtpEntry: NextScreens,
  EmailMethodSelection: NextScreens,
  Discovery: NextScreens,
  LoggedIn: NextScreens,
  Error: NextScreens,
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

/** Fetches the screens that follow Main while the member reads it, so the next step shows without a wait. */
export const prefetchNextScreens = () => void next();
