import { UsageError } from '../../provider/argumentChecks';
import { ApiError } from '../../provider/errors';
import { formatMessage } from '../../strings';
import type { LoginStrings } from '../catalogue';
import type { FlowClient } from '../../flow/runtime';
import type { FlowType, IntegratorConfig } from '../../flow/types';

/**
 * Google One Tap (login spec, sections 2 Main, 4, 5, 7, 8 and 9), as pure steps: the start call gives the
 * Google client id or a reason One Tap could not load; the prompt's notifications give a reason or nothing;
 * Google's credential goes to the discovery or the organization submit, whose redirect_url the provider
 * client follows. The browser side (Google's script, its prompt) is src/login/widget/GoogleOneTap.tsx.
 */

/** Every text One Tap shows, in one place. Links in them are rendered clickable (LinkedText). */
/** The usage error of an organization-flow One Tap without an organization (login spec, section 5). */
export const ONE_TAP_ORGANIZATION_REQUIRED = 'organization_id is a required argument';

/** The reason when the start call answers an empty google_client_id (login spec, section 7). */
export const ONE_TAP_CONFIG_NOT_FOUND = 'oauth_config_not_found';
/** The reason when nothing more precise is known (an unreachable server, a prompt without a reason). */
export const ONE_TAP_UNKNOWN_REASON = 'unknown_reason';
/** The reason when Google's identity script did not load, or loaded without google.accounts.id. */
export const ONE_TAP_SCRIPT_FAILED = 'script_load_failed';

/** Reasons (start error types, prompt reasons) a developer can act on, and what to do. */
const DEVELOPER_MESSAGES: Readonly<Record<string, keyof LoginStrings['oneTap']>> = {
  [ONE_TAP_CONFIG_NOT_FOUND]: 'noOAuthClient',
  default_provider_not_allowed: 'defaultProviderNotAllowed',
  unregistered_origin: 'originNotAllowed',
  invalid_client: 'invalidClient',
  missing_client_id: 'invalidClient',
};

/** Submit error types saying the project has no redirect URL to send the member back to. */
const NO_REDIRECT_URL_ERRORS: ReadonlySet<string> = new Set([
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'no_discovery_redirect_urls_set',
]);

/** The provider client calls One Tap makes. */
export type OneTapClient = Pick<FlowClient, 'oauth'>;

export type OneTapDisplay = 'floating' | 'embedded';

/** Where One Tap shows, from the Google provider's options: floating unless embedded; FedCM unless legacy is forced. */
export interface OneTapSettings {
  display: OneTapDisplay;
  /** FedCM prompts are the browser's own and cannot be embedded: forcing the legacy prompt keeps it embedded. */
  useFedCm: boolean;
}

export function oneTapSettings(config: IntegratorConfig): OneTapSettings {
  const google = config.oauthOptions?.providers?.find((provider) => provider.type === 'google');
  const display: OneTapDisplay = google?.oneTapDisplay === 'embedded' ? 'embedded' : 'floating';
  return { display, useFedCm: !(display === 'embedded' && google?.oneTapForceLegacyEmbedded === true) };
}

/** What a credential is submitted for: a discovery login, or a login into the flow's organization. */
export type OneTapTarget =
  | { kind: 'discovery'; discovery_redirect_url?: string }
  | { kind: 'organization'; organization_id: string; login_redirect_url?: string; signup_redirect_url?: string };

/**
 * The submit's target for the flow as it is. Organization flow needs its organization: without one this
 * throws the usage error the spec names (section 5).
 */
export function oneTapTarget(
  config: IntegratorConfig,
  flowType: FlowType,
  organizationId: string | null,
): OneTapTarget {
  const options = config.oauthOptions;
  if (flowType === 'Discovery') return { kind: 'discovery', discovery_redirect_url: options?.discoveryRedirectURL };
  if (!organizationId) throw new UsageError(ONE_TAP_ORGANIZATION_REQUIRED);
  return {
    kind: 'organization',
    organization_id: organizationId,
    login_redirect_url: options?.loginRedirectURL,
    signup_redirect_url: options?.signupRedirectURL,
  };
}

export type OneTapStart = { kind: 'ready'; clientId: string } | { kind: 'failed'; reason: string };

/** An API error's error_type; anything else (an unreachable server, a bad answer) is an unknown reason. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.error_type ? error.error_type : ONE_TAP_UNKNOWN_REASON;

/**
 * The start call: Google's client id, or the reason One Tap cannot load (the call's error_type, or
 * oauth_config_not_found when the project has no Google client). The target is checked first, so organization
 * flow without an organization fails with the usage error before anything is asked.
 */
export async function startOneTap(client: OneTapClient, target: OneTapTarget): Promise<OneTapStart> {
  if (target.kind === 'organization' && !target.organization_id) throw new UsageError(ONE_TAP_ORGANIZATION_REQUIRED);
  let answer: { google_client_id?: unknown } | null;
  try {
    answer = await client.oauth.google.onetap.start<{ google_client_id?: unknown } | null>();
  } catch (error) {
    return { kind: 'failed', reason: reasonOf(error) };
  }
  const clientId = answer?.google_client_id;
  return typeof clientId === 'string' && clientId
    ? { kind: 'ready', clientId }
    : { kind: 'failed', reason: ONE_TAP_CONFIG_NOT_FOUND };
}

/**
 * Google's credential to the provider: the discovery submit or the organization submit. The provider client
 * adds a fresh PKCE challenge when the project requires PKCE for OAuth, and goes to the answer's redirect_url
 * (the call's `redirect`); the URL is returned too.
 */
export async function submitOneTap(client: OneTapClient, target: OneTapTarget, idToken: string): Promise<string> {
  const { onetap } = client.oauth.google;
  const answer =
    target.kind === 'discovery'
      ? await onetap.discovery.submit<{ redirect_url?: string }>({
          id_token: idToken,
          discovery_redirect_url: target.discovery_redirect_url,
        })
      : await onetap.submit<{ redirect_url?: string }>({
          id_token: idToken,
          organization_id: target.organization_id,
          login_redirect_url: target.login_redirect_url,
          signup_redirect_url: target.signup_redirect_url,
        });
  if (typeof answer?.redirect_url !== 'string') throw new Error('The One Tap submit answered no redirect_url');
  return answer.redirect_url;
}

/** What the prompt's listener hears (google.accounts.id.prompt's notification); every method may be missing. */
export interface PromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string | undefined;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string | undefined;
}

/**
 * The reason a prompt notification reports One Tap as not shown or skipped (user_cancel, unregistered_origin,
 * ...; unknown_reason when it names none), or null for the other moments (displayed, dismissed).
 */
export function promptFailureReason(notification: PromptNotification): string | null {
  if (notification.isNotDisplayed?.()) return notification.getNotDisplayedReason?.() || ONE_TAP_UNKNOWN_REASON;
  if (notification.isSkippedMoment?.()) return notification.getSkippedReason?.() || ONE_TAP_UNKNOWN_REASON;
  return null;
}

/** The lines shown when One Tap could not load: the reason, and what a developer can do about it if known. */
export function loadFailureText(reason: string, strings: Pick<LoginStrings, 'oneTap' | 'error'>): string[] {
  const advice = DEVELOPER_MESSAGES[reason];
  const failure = formatMessage(strings.oneTap.couldNotLoad, { reason });
  return advice ? [failure, strings.oneTap[advice]] : [failure];
}

/** The lines shown when a thrown error stopped One Tap: the usage error's message, or an unknown reason. */
export function thrownFailureText(error: unknown, strings: Pick<LoginStrings, 'oneTap' | 'error'>): string[] {
  return error instanceof UsageError ? [error.message] : loadFailureText(ONE_TAP_UNKNOWN_REASON, strings);
}

/** The lines shown when the submit failed: the missing redirect URLs, or the default text. */
export function submitFailureText(error: unknown, strings: Pick<LoginStrings, 'oneTap' | 'error'>): string[] {
  return error instanceof ApiError && NO_REDIRECT_URL_ERRORS.has(error.error_type)
    ? [strings.oneTap.noRedirectUrls]
    : [strings.error.default];
}

/** What google.accounts.id.initialize takes from the widget. */
export interface OneTapInitializeOptions {
  client_id: string;
  callback: (response: { credential?: string }) => void;
  /** Off: the member always chooses (login spec, section 9). */
  auto_select: false;
  use_fedcm_for_prompt: boolean;
  /** Clicking the widget must not dismiss the prompt beside it. */
  cancel_on_tap_outside: false;
  /** The prompt's wording: sign in to a known organization, or use the account to sign up or log in. */
  context: 'signin' | 'use';
  /** Safari and Firefox (ITP) get Google's upgraded prompt rather than none. */
  itp_support: true;
  /** The embedded prompt's container (legacy prompt only: FedCM ignores it). */
  prompt_parent_id?: string;
}

export function initializeOptions(options: {
  clientId: string;
  callback: OneTapInitializeOptions['callback'];
  flowType: FlowType;
  settings: OneTapSettings;
  containerId: string;
}): OneTapInitializeOptions {
  const { settings } = options;
  return {
    client_id: options.clientId,
    callback: options.callback,
    auto_select: false,
    use_fedcm_for_prompt: settings.useFedCm,
    cancel_on_tap_outside: false,
    context: options.flowType === 'Discovery' ? 'use' : 'signin',
    itp_support: true,
    ...(settings.display === 'embedded' ? { prompt_parent_id: options.containerId } : {}),
  };
}
