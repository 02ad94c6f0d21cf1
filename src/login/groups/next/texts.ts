/** The screens that follow Main on every method, in their group (index.tsx). */
export const nextTexts = {
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
} as const;
