import { slugFromAddress } from './address';
import type { Organization } from './entities';
import { showError } from './navigation';
import type { IntegratorConfig, WidgetState } from './types';

/** What organization flow still needs to know its organization. */
export type OrganizationNeed = { kind: 'load'; slug: string } | { kind: 'missing' } | null;

const resolving = (state: WidgetState) =>
  state.flowType === 'Organization' && state.organization === null && state.screen === 'Main';

/**
 * Organization resolution (login spec, section 4): in organization flow on Main with no organization yet,
 * load it by the configured slug, or by the slug in the page address read with the bootstrap slug pattern.
 * With neither, the organization is missing. (Not asked while a token from the address is authenticated:
 * its answer brings the organization.)
 */
export function organizationNeed(state: WidgetState, config: IntegratorConfig, href: string): OrganizationNeed {
  if (!resolving(state)) return null;
  const slug = config.organizationSlug || slugFromAddress(state.bootstrap.slugPattern, href);
  return slug ? { kind: 'load', slug } : { kind: 'missing' };
}

/** No organization to sign in to: the organization error, with nowhere to go back to. */
export const organizationMissing = (state: WidgetState): WidgetState =>
  resolving(state) ? showError(state, 'Organization', false) : state;

/**
 * The slug lookup answered. A null organization is the organization-not-found error. An answer that arrives
 * after something else settled the organization (a token's login) changes nothing.
 */
export function organizationLoaded(state: WidgetState, organization: Organization | null): WidgetState {
  if (!resolving(state)) return state;
  return organization ? { ...state, organization } : showError(state, 'Organization', false);
}

/** The lookup itself failed: the default error, with nowhere to go back to. */
export const organizationLoadFailed = (state: WidgetState): WidgetState =>
  resolving(state) ? showError(state, 'Default', false) : state;
