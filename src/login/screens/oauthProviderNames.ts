import type { OAuthProvider } from '../flow';

/** How each provider's name is written on its button ('Continue with {provider}'). */
export const oauthProviderNames: Record<OAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  hubspot: 'HubSpot',
  slack: 'Slack',
  github: 'GitHub',
};
