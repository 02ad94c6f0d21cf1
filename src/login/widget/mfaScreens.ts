/** The MFA screens: one chunk, loaded when a member reaches the second factor (see lazyScreens.ts). */
export { MfaEnrollmentSelectionScreen } from '../screens/MfaEnrollmentSelectionScreen';
export { RecoveryCodeEntryScreen } from '../screens/RecoveryCodeEntryScreen';
export { RecoveryCodeSaveScreen } from '../screens/RecoveryCodeSaveScreen';
export { SmsOtpEntryScreen } from '../screens/SmsOtpEntryScreen';
export { TotpEnrollmentManualScreen } from '../screens/TotpEnrollmentManualScreen';
export { TotpEnrollmentQrCodeScreen } from '../screens/TotpEnrollmentQrCodeScreen';
export { TotpEntryScreen } from '../screens/TotpEntryScreen';
