import type { Pkce } from './pkceStore';

/** Supported social login providers (login spec, section 9). */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export interface ProviderOptions {
  /** Space-separated into one custom_scopes parameter. */
  custom_scopes?: string[];
  /** Each becomes a provider_{name} parameter. */
  provider_params?: Record<string, string>;
}

export interface OAuthStartArgs extends ProviderOptions {
  organization_id?: string;
  /** Sent as `slug`. */
  organization_slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

export interface OAuthDiscoveryStartArgs extends ProviderOptions {
  discovery_redirect_url?: string;
}

export interface SsoStartArgs {
  connection_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

export interface RedirectOptions {
  /** The provider's API origin, as for the SDK calls. */
  baseUrl: string;
  publicToken: string;
  pkce: Pkce;
  navigate: (url: string) => void;
}

export interface ProviderStarts {
  start: (args?: OAuthStartArgs) => Promise<string>;
  discovery: { start: (args?: OAuthDiscoveryStartArgs) => Promise<string> };
}

/** The start URLs' builders: in a chunk of their own, loaded when a member first picks OAuth or SSO. */
const starts = () => import('./redirectStarts');

/**
 * The browser redirects that start OAuth and SSO (redirectStarts.ts). Each checks its arguments, builds the
 * start URL with a PKCE challenge when the project requires one, goes there, and resolves to the URL.
 */
export function createRedirects(options: RedirectOptions) {
  const provider = (name: OAuthProvider): ProviderStarts => ({
    start: async (args = {}) => (await starts()).startOAuth(options, name, args),
    discovery: { start: async (args = {}) => (await starts()).startOAuthDiscovery(options, name, args) },
  });
  return {
    oauth: Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, provider(name)])) as Record<
      OAuthProvider,
      ProviderStarts
    >,
    sso: { start: async (args: SsoStartArgs): Promise<string> => (await starts()).startSso(options, args) },
  };
}
