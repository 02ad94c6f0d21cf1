import { checkArguments, type ArgumentSpec } from './argumentChecks';
import type { PkceFlow } from './calls';
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

/** The provider's public start pages: outside the SDK base path, reached by the browser itself (section 7). */
export const oauthStartPath = (provider: OAuthProvider, discovery: boolean) =>
  `/v1/b2b/public/oauth/${provider}${discovery ? '/discovery' : ''}/start`;
export const SSO_START_PATH = '/v1/public/sso/start';

const providerOptions = { custom_scopes: 'string[]', provider_params: 'object' } as const;
const OAUTH_START: ArgumentSpec = {
  optional: {
    organization_id: 'string',
    organization_slug: 'string',
    login_redirect_url: 'string',
    signup_redirect_url: 'string',
    ...providerOptions,
  },
};
const OAUTH_DISCOVERY_START: ArgumentSpec = { optional: { discovery_redirect_url: 'string', ...providerOptions } };
const SSO_START: ArgumentSpec = {
  required: { connection_id: 'string' },
  optional: { login_redirect_url: 'string', signup_redirect_url: 'string' },
};

const providerQuery = ({ custom_scopes, provider_params = {} }: ProviderOptions) => ({
  custom_scopes: custom_scopes?.join(' '),
  ...Object.fromEntries(Object.entries(provider_params).map(([name, value]) => [`provider_${name}`, String(value)])),
});

/**
 * Builds a start URL, stores a fresh PKCE verifier when the project requires PKCE for the flow (sending only
 * its challenge), goes there, and resolves to the URL.
 */
async function go(
  options: RedirectOptions,
  path: string,
  query: Record<string, string | undefined>,
  flow: PkceFlow,
): Promise<string> {
  const url = new URL(`${options.baseUrl}${path}`);
  url.searchParams.set('public_token', options.publicToken);
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  const challenge = await options.pkce.challenge(flow, true);
  if (challenge) url.searchParams.set('pkce_code_challenge', challenge);
  options.navigate(url.href);
  return url.href;
}

export function startOAuth(options: RedirectOptions, provider: OAuthProvider, args: OAuthStartArgs) {
  checkArguments({ ...args }, OAUTH_START);
  const { organization_id, organization_slug, login_redirect_url, signup_redirect_url } = args;
  return go(
    options,
    oauthStartPath(provider, false),
    { organization_id, slug: organization_slug, ...providerQuery(args), login_redirect_url, signup_redirect_url },
    'oauth',
  );
}

export function startOAuthDiscovery(options: RedirectOptions, provider: OAuthProvider, args: OAuthDiscoveryStartArgs) {
  checkArguments({ ...args }, OAUTH_DISCOVERY_START);
  const query = { ...providerQuery(args), discovery_redirect_url: args.discovery_redirect_url };
  return go(options, oauthStartPath(provider, true), query, 'oauth');
}

export function startSso(options: RedirectOptions, args: SsoStartArgs) {
  checkArguments({ ...args }, SSO_START);
  const { connection_id, login_redirect_url, signup_redirect_url } = args;
  return go(options, SSO_START_PATH, { connection_id, login_redirect_url, signup_redirect_url }, 'sso');
}

/**
 * The browser redirects that start OAuth and SSO (the starts above). Each checks its arguments, builds the
 * start URL with a PKCE challenge when the project requires one, goes there, and resolves to the URL.
 */
export function createRedirects(options: RedirectOptions) {
  const provider = (name: OAuthProvider): ProviderStarts => ({
    start: async (args = {}) => startOAuth(options, name, args),
    discovery: { start: async (args = {}) => startOAuthDiscovery(options, name, args) },
  });
  return {
    oauth: Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, provider(name)])) as Record<
      OAuthProvider,
      ProviderStarts
    >,
    sso: { start: async (args: SsoStartArgs): Promise<string> => startSso(options, args) },
  };
}
