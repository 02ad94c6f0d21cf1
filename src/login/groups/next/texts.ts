import { addLoginTexts } from '../../strings/parts';

/** The screens that follow Main on every method: with their group (widget/nextScreens.tsx). */
export const nextTexts = addLoginTexts({
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
} as const);
