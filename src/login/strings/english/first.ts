/**
 * What the first screen, the flow's own messages and the parts several groups share show: in the first load,
 * merged when a widget is created (loginCatalogue.ts).
 */
export const firstTexts = {
  /** Labels and links several screens share. */
  common: {
    continue: 'Continue',
    email: 'Email',
    emailPlaceholder: 'example@email.com',
    password: 'Password',
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
    unsafeRedirect:
      'The login was stopped because it tried to send you to an address that is not a web page. Please contact your admin for help.',
  },
  /** Email OTP Entry, SMS OTP Entry and TOTP Entry: the code entry two groups share. */
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
} as const;
