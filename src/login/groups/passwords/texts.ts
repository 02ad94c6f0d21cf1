/** The password screens, in their group (index.tsx). */
export const passwordTexts = {
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
} as const;
