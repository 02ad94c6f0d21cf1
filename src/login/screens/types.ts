/** View types the login screens share. Screens receive these already derived from the widget state. */

/** The widget's flow type (login spec, section 1). */
export type FlowType = 'Organization' | 'Discovery' | 'PasswordReset';

/** How an e-mail login is delivered: a magic link or a one-time code. */
export type EmailMethod = 'magicLink' | 'otp';

/** The social login providers the spec supports, in its order. */
export const oauthProviders = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** An active SSO connection of an organization. */
export interface SsoConnection {
  connectionId: string;
  displayName: string;
  identityProvider?: string;
}
