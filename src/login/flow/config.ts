import { DEFAULT_SESSION_DURATION_MINUTES } from '../provider/providerClient';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../provider/redirects';
import { MFA_METHODS, PRIMARY_METHODS, type MfaMethod, type PrimaryMethod } from './entities';
import type { IntegratorConfig, MfaInfo, WidgetState } from './types';

/** Session length sent with every authenticate call: the integrator's, or 60 minutes (login spec, section 9). */
export const sessionDurationMinutes = (config: IntegratorConfig): number =>
  config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

const isPrimaryMethod = (value: string): value is PrimaryMethod =>
  (PRIMARY_METHODS as readonly string[]).includes(value);
const isMfaMethod = (value: string): value is MfaMethod => (MFA_METHODS as readonly string[]).includes(value);

/** The provider's method names, keeping only those the widget knows. */
export const primaryMethods = (values: readonly string[] | undefined): PrimaryMethod[] =>
  (values ?? []).filter(isPrimaryMethod);
export const mfaMethods = (values: readonly string[] | undefined): MfaMethod[] => (values ?? []).filter(isMfaMethod);

/**
 * The integrator's products this visitor may use now: those primary authentication still allows, and in
 * organization flow those a restricting organization allows. Order stays the integrator's.
 */
export function enabledProducts(state: WidgetState, config: IntegratorConfig): PrimaryMethod[] {
  const organization = state.flowType === 'Organization' ? state.organization : null;
  const restricted =
    organization?.auth_methods === 'RESTRICTED' ? primaryMethods(organization.allowed_auth_methods) : null;
  return config.products.filter(
    (product) =>
      (!state.primary || state.primary.enabledMethods.includes(product)) &&
      (!restricted || restricted.includes(product)),
  );
}

/** The OAuth providers among methods, in their order. */
export const oauthProviders = (methods: readonly PrimaryMethod[]): OAuthProvider[] =>
  OAUTH_PROVIDERS.filter((provider) => methods.includes(`${provider}_oauth`)).sort(
    (a, b) => methods.indexOf(`${a}_oauth`) - methods.indexOf(`${b}_oauth`),
  );

/**
 * Orders methods by the integrator's mfaProductOrder, the rest after them in their own order
 * (login spec, section 2, MFA Enrollment Selection).
 */
export function orderMfaMethods(methods: readonly MfaMethod[], order: readonly MfaMethod[] = []): MfaMethod[] {
  const rank = (method: MfaMethod) => (order.includes(method) ? order.indexOf(method) : order.length);
  return [...methods].sort((a, b) => rank(a) - rank(b) || methods.indexOf(a) - methods.indexOf(b));
}

/**
 * The options of MFA Enrollment Selection: every method, kept if the organization supports it (or restricts
 * nothing) and the integrator includes it (or includes nothing in particular), in the integrator's order.
 */
export function mfaEnrollmentOptions(mfa: MfaInfo | null, config: IntegratorConfig): MfaMethod[] {
  const supported = mfa?.organizationMfaOptionsSupported ?? [];
  const included = config.mfaProductInclude ?? [];
  const options = MFA_METHODS.filter(
    (method) =>
      (supported.length === 0 || supported.includes(method)) && (included.length === 0 || included.includes(method)),
  );
  return orderMfaMethods(options, config.mfaProductOrder);
}

/**
 * The methods enrolment starts from (login spec, section 4): the organization's restriction, else the
 * integrator's included methods, else both.
 */
export function mfaEnrollmentSupported(mfa: MfaInfo, config: IntegratorConfig): MfaMethod[] {
  if (mfa.organizationMfaOptionsSupported.length > 0) return mfa.organizationMfaOptionsSupported;
  if (config.mfaProductInclude && config.mfaProductInclude.length > 0) return config.mfaProductInclude;
  return [...MFA_METHODS];
}

/** Organization creation is shown when the project supports it and the integrator did not turn it off. */
export const canCreateOrganization = (state: WidgetState, config: IntegratorConfig): boolean =>
  state.bootstrap.createOrganizationEnabled && !config.disableCreateOrganization;

/** Providers that take the member's e-mail as a login hint (login spec, section 5). */
const LOGIN_HINT_PROVIDERS: readonly OAuthProvider[] = ['google', 'microsoft'];

/**
 * A provider's custom scopes and parameters: its own, falling back to the global ones when empty; Google and
 * Microsoft get the known e-mail as login_hint unless one was given.
 */
export function oauthProviderOptions(
  config: IntegratorConfig,
  provider: OAuthProvider,
  email: string | null,
): { custom_scopes?: string[]; provider_params?: Record<string, string> } {
  const options = config.oauthOptions;
  const own = options?.providers?.find((candidate) => candidate.type === provider);
  const scopes = own?.customScopes?.length ? own.customScopes : options?.customScopes;
  const params = {
    ...(own?.providerParams && Object.keys(own.providerParams).length ? own.providerParams : options?.providerParams),
  };
  if (email && LOGIN_HINT_PROVIDERS.includes(provider) && !params.login_hint) params.login_hint = email;
  return {
    ...(scopes?.length ? { custom_scopes: scopes } : {}),
    ...(Object.keys(params).length ? { provider_params: params } : {}),
  };
}

/** Google One Tap shows only when Google is the sole product and the sole provider, with one_tap on. */
export function oneTapEnabled(config: IntegratorConfig): boolean {
  const providers = config.oauthOptions?.providers ?? [];
  return (
    config.products.length === 1 &&
    config.products[0] === 'google_oauth' &&
    providers.length === 1 &&
    providers[0]!.type === 'google' &&
    providers[0]!.one_tap === true
  );
}
