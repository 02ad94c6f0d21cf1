/**
 * Every text the login widget shows, in English, grouped by the screen (or the spec's section 8 list) that
 * shows it. Texts the login spec quotes are its words exactly; its placeholders are written in camelCase
 * ('{organization name}' is {organizationName}, the countdown's 'm:ss' is {time}).
 */
export const english = {
  /** Labels and links several screens share. */
  common: {
    continue: 'Continue',
    email: 'Email',
    emailPlaceholder: 'example@email.com',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    show: 'Show',
    hide: 'Hide',
    back: 'Back',
    loading: 'Loading',
    /** Between groups of buttons and forms. */
    or: 'or',
    tryAgain: 'Try again',
    resendEmail: 'Resend email',
    /** The web-mail links after an e-mail was sent; {mailProvider} is Gmail or Outlook. */
    openInMailProvider: 'Open in {mailProvider}',
    opensInNewTab: '(opens in a new tab)',
    /** The watermark; {name} is the identity provider's name or logo. */
    poweredBy: 'Powered by {name}',
  },
  /** The toast area's names for assistive technology. */
  toasts: {
    dismiss: 'Dismiss',
    errors: 'Errors',
    notifications: 'Notifications',
  },
  main: {
    signUpOrLogIn: 'Sign up or log in',
    continueTo: 'Continue to {organizationName}',
    verifyYourEmail: 'Verify your email',
    confirmYourEmail: 'Confirm your email address with one of the following:',
    continueWithEmail: 'Continue with email',
    continueWithProvider: 'Continue with {provider}',
    continueWithConnection: 'Continue with {connectionName}',
    continueWithSso: 'Continue with SSO',
    usePasswordInstead: 'Use a password instead',
    emailMeALink: 'Email me a link',
    emailMeACode: 'Email me a code',
    logo: '{name} logo',
  },
  emailConfirmation: {
    heading: 'Check your email',
    sentTo: 'An email was sent to {email}.',
  },
  loggedIn: {
    loggingIn: 'Logging in...',
    success: 'Success!',
    loggedIn: 'You have successfully logged in.',
  },
  discovery: {
    heading: 'Select an organization to continue',
    join: 'Join',
    acceptInvite: 'Accept Invite',
    createOrganization: 'Create an organization',
    createToGetStarted: 'Create an organization to get started',
    noAccount: '{email} does not have an account.',
    tryDifferentEmail: 'Try a different email address',
    noOrganizations: '{email} does not belong to any organizations.',
    checkYourEmail: 'Make sure your email address is correct. Otherwise, you might need to be invited by your admin.',
  },
  /** The Error screen: its heading and its text by error type (login spec, section 8). */
  error: {
    heading: 'Looks like there was an error!',
    default: 'Something went wrong. Try again later or contact your admin for help.',
    emailMagicLink:
      'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.',
    organization:
      'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
    cannotJoinDueToAuthPolicy:
      "Unable to join due to {organizationName}'s authentication policy. Please contact your admin for more information.",
    adBlocker:
      'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.',
    claimedDomain:
      'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
  },
  /** Inline and toast messages (login spec, sections 5 and 8). */
  messages: {
    /** Stands in for {organizationName} when the organization has no name yet. */
    theOrganization: 'the organization',
    invalidEmailAddress: 'Invalid email address',
    noAccess: '{email} does not have access to {organizationName}. If you think this is a mistake, contact your admin.',
    passwordFailure: 'Invalid email or password. Please try again or use the link below to get help.',
    resetFailure: 'We were unable to verify your email. Please contact your admin.',
    resetMagicLinkFailure: 'We were unable to verify your email. Please contact your admin for help.',
    inactiveEmail:
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    emailSendFailure:
      'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.',
    invalidPasscode: 'Invalid passcode, please try again.',
    invalidBackupCode: 'Invalid backup code, please try again.',
    invalidPhoneNumber: 'Invalid phone number, please try again.',
    duplicatePhoneNumber: 'A member with the specified phone number already exists for this organization.',
    slugLookupFailure: 'An error occurred. Please try again.',
    organizationNotFound: 'Organization not found. Please try again.',
    emailResent: 'Email resent',
    copied: 'Copied',
    codeCopied: 'Code copied',
    copyCodesFailure: "Couldn't copy codes to clipboard",
    copyCodeFailure: "Couldn't copy code to clipboard",
  },
  passwordAuthenticate: {
    heading: 'Log in with email and password',
    signUpOrResetPassword: 'Sign up or reset password',
  },
  passwordResetForm: {
    heading: 'Set a new password',
  },
  /** The reset form's strength indicator (login spec, section 5). */
  passwordStrength: {
    meter: 'Password strength',
    weak: 'Weak',
    strong: 'Strong',
    /** What assistive technology hears for the meter: 'Weak, score 2 of 4'. */
    score: '{strength}, score {score} of {segments}',
    requirements: 'Password requirements',
    met: 'Met:',
    notMet: 'Not met:',
    length: 'Must be at least {n} characters long',
    complexity: 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
    breached:
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  },
  passwordForgotForm: {
    heading: 'Check your email for help signing in!',
    organizationCopy:
      "We'll email you a login link to sign in to your account directly or reset your password if you have one.",
    discoveryCopy:
      "We'll email you a verification link to sign up for an account or reset your password if you have one.",
  },
  passwordSetNewConfirmation: {
    heading: 'Check your email!',
  },
  passwordResetVerifyConfirmation: {
    heading: 'Verify your email first.',
    sentTo: 'A login link was sent to you at {email}.',
  },
  emailMethodSelection: {
    heading: "Select how you'd like to continue.",
    logInLink: 'Email me a log in link',
    logInCode: 'Email me a log in code',
  },
  /** Email OTP Entry and SMS OTP Entry. */
  otpEntry: {
    heading: 'Enter passcode',
    sentTo: 'A 6-digit passcode was sent to you at {email}.',
    passcode: 'Passcode',
    expiresIn: "Your code expires in {time}. Didn't get it?",
    expired: 'Your code has expired.',
    resendCode: 'Resend code',
    /** Shown while any 6-digit code (e-mail, SMS, TOTP) is checked. */
    verifying: 'Verifying passcode...',
    verifyingProgress: 'Verifying passcode',
  },
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
  ssoDiscoveryEmail: {
    heading: 'Enter your email to continue',
  },
  ssoDiscoveryMenu: {
    heading: 'Select a connection to continue',
  },
  ssoDiscoveryFallback: {
    heading: "Sorry, we couldn't find any connections.",
    enterSlug: "Enter your organization's unique slug to continue.",
    slug: 'Organization slug',
    slugPlaceholder: 'Enter org slug',
    tryAnotherMethod: 'Try another log in method',
  },
  idpConsent: {
    /** The authorize title when any requested scope is custom. */
    accessTitle: '{client} wants to access your {project} account',
    signInTitle: 'Sign in to {client} with {project}',
    requesting: '{client} is requesting to:',
    ungrantable: 'You do not have permissions to grant {client} access to some of the requested scopes.',
    /** A custom scope the policy does not describe. */
    customScope: 'Use the {scope} scope',
    /** What each standard scope lets the client do. */
    scopes: {
      openid: 'Verify your identity',
      profile: 'View your personal profile (name, picture and language)',
      email: 'View your email address',
      phone: 'View your phone number',
      offline_access: 'Maintain access to your account when you are offline',
      full_access: 'Fully access and manage your {project} account',
    },
    allow: 'Allow',
    deny: 'Deny',
    logoutTitle: 'Log out?',
    logoutQuestion: 'Are you sure you want to log out of your {project} account?',
    yes: 'Yes',
    no: 'No',
    accessDenied: 'Access to the application was denied.',
    notLoggedOut: 'You have not been logged out. You may close this page.',
    noActiveSession: 'No active session detected. Please log in to continue.',
    missingParameter: 'Required parameter is missing: {param}. Please reach out to the application developer.',
  },
  /**
   * Google One Tap's failures (section 8): why it did not load, and what a developer can do about it. The
   * spec names the developer messages' subjects only; their wording and links are ours.
   */
  oneTap: {
    couldNotLoad: 'One Tap could not load: {reason}',
    noOAuthClient:
      'Google One Tap has no OAuth client configured: add a Google OAuth client ID and secret in the Stytch dashboard (https://stytch.com/dashboard/oauth).',
    defaultProviderNotAllowed:
      "Google One Tap cannot use Stytch's default Google OAuth client: set up your own Google OAuth client in the Stytch dashboard (https://stytch.com/dashboard/oauth).",
    originNotAllowed:
      "This page's origin is not allowed for the Google OAuth client: add it to the client's authorized JavaScript origins (https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid).",
    invalidClient:
      'Google does not recognise the OAuth client ID One Tap started with: check the Google OAuth client in the Stytch dashboard (https://stytch.com/dashboard/oauth).',
    noRedirectUrls:
      'Google One Tap needs a login and a sign-up redirect URL: add them in the Stytch dashboard (https://stytch.com/dashboard/redirect-urls).',
  },
} as const;
