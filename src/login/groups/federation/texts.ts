/** SSO discovery, IDP Consent and Google One Tap, in their group (index.tsx). */
export const federationTexts = {
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
