import type { Organization, SsoConnection } from '../../flow/entities';
import { ApiError } from '../../provider/errors';
import type { FirstTexts } from '../../strings';
import { formError, restart, setBusy, step, goTo, type Step } from '../../flow/navigation';
import type { WidgetState } from '../../flow/types';

/**
 * SSO discovery's steps (login spec, section 4), from the e-mail to a connection or the organization's slug:
 * pure, in the group's chunk with its intents. Main opens SSO Discovery Email (groups/main/transitions.ts).
 */

/**
 * Connections for the e-mail (login spec, section 4): exactly one starts SSO at once, several go to SSO
 * Discovery Menu, none to SSO Discovery Fallback.
 */
export function ssoConnectionsDiscovered(state: WidgetState, connections: SsoConnection[]): Step {
  const withConnections = { ...state, form: { ...state.form, submitting: false, ssoConnections: connections } };
  if (connections.length === 1)
    return step(setBusy(withConnections, true), { type: 'startSso', connectionId: connections[0]!.connection_id });
  const next = goTo(withConnections, connections.length ? 'SsoDiscoveryMenu' : 'SsoDiscoveryFallback', {
    push: true,
  });
  return step({ ...next, form: { ...next.form, ssoConnections: connections } });
}

/** SSO discovery failed: the provider's message, or the default text. */
export const ssoDiscoveryFailed = (state: WidgetState, error: unknown, strings: FirstTexts): WidgetState =>
  formError(state, 'form', error instanceof ApiError ? error.error_message : strings.error.default);

/** The fallback's slug lookup found the organization: Main, in organization flow. */
export const slugResolved = (state: WidgetState, organization: Organization): WidgetState => ({
  ...restart(state, 'Main'),
  flowType: 'Organization',
  organization,
  primary: null,
});

export const slugNotFound = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'slug', strings.messages.organizationNotFound);
export const slugLookupFailed = (state: WidgetState, strings: FirstTexts): WidgetState =>
  formError(state, 'slug', strings.messages.slugLookupFailure);
