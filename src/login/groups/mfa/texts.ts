/** The second-factor screens, in their group (index.tsx). */
export const mfaTexts = {
  mfaEnrollmentSelection: {
    heading: 'Set up Multi-Factor Authentication',
    useAuthenticatorApp: 'Use an authenticator app',
    textMeACode: 'Text me a code',
  },
  smsOtpEnrollment: {
    heading: 'Enter your phone number to set up Multi-Factor Authentication',
    country: 'Country',
    phoneNumber: 'Phone number',
    phonePlaceholder: '(123) 456-7890',
  },
  smsOtpEntry: {
    sentTo: 'A 6-digit passcode was sent to you at {phoneNumber}.',
    useAuthenticatorApp: 'Use an authenticator app',
  },
  totpEnrollmentQrCode: {
    heading: 'Scan the QR code to link your authenticator app',
    qrCode: 'QR code for your authenticator app',
    settingUp: 'Setting up your authenticator app',
    havingTrouble: 'Having trouble scanning?',
  },
  totpEnrollmentManual: {
    heading: 'Having trouble scanning the QR code?',
    enterCode: 'Enter this code in your authenticator app instead.',
    copyCode: 'Copy code',
    scanAgain: 'Try to scan the QR code again',
  },
  totpEntry: {
    heading: 'Enter verification code',
    enterCode: 'Enter the 6-digit code from your authenticator app.',
    verificationCode: 'Verification code',
    /** Followed by the 'Use a backup code' link. */
    cantAccessApp: "Can't access your authenticator app?",
    useBackupCode: 'Use a backup code',
    enrollingHelp: "If the verification code doesn't work, go back to your authenticator app to get a new code.",
    textMeACodeInstead: 'Text me a code instead',
  },
  recoveryCodeEntry: {
    heading: 'Enter backup code',
    backupCode: 'Backup code',
    placeholder: 'Enter backup code',
  },
  recoveryCodeSave: {
    heading: 'Save your backup codes!',
    onlyTime: 'This is the only time you will be able to access and save your backup codes.',
    backupCodes: 'Backup codes',
    downloadFile: 'Download file',
    copyAll: 'Copy all',
    done: 'Done',
  },
} as const;
