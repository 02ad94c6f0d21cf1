import { canCreateOrganization, primaryMethods } from './config';
import type { DiscoveredOrganization, DiscoveryAnswer } from './entities';
import { errorType } from './errors';
import { restart, setBusy, showError, step, goTo, type Step } from './navigation';
import type { IntegratorConfig, WidgetState } from './types';

const INVITE_TYPES: readonly string[] = ['invited_member', 'pending_member'];
const JIT_TYPES: readonly string[] = ['eligible_to_join_by_email_domain', 'eligible_to_join_by_oauth_tenant'];

/**
 * What the Discovery screen offers for an organization (login spec, section 2): an identifier, keyed to
 * its label in the catalogue (`discovery.join`, `discovery.acceptInvite`), so the view holds no text.
 */
export type MembershipAction = 'join' | 'acceptInvite';

/** The Discovery screen's action for an organization: join, accept an invite, or none (a member already). */
export function membershipAction(discovered: DiscoveredOrganization): MembershipAction | null {
  const type = discovered.membership.type;
  if (type === 'invited_member') return 'acceptInvite';
  if (type === 'pending_member' || JIT_TYPES.includes(type)) return 'join';
  return null;
}

/**
 * The organization a direct login goes to (login spec, section 4): with directLoginForSingleMembership on,
 * exactly one active membership, and no invites (invited or pending) or JIT options unless told to ignore
 * them.
 */
export function directLoginTarget(
  organizations: readonly DiscoveredOrganization[],
  config: IntegratorConfig,
): DiscoveredOrganization | null {
  const direct = config.directLoginForSingleMembership;
  if (!direct?.status) return null;
  const active = organizations.filter((discovered) => discovered.membership.type === 'active_member');
  const invites = organizations.some((discovered) => INVITE_TYPES.includes(discovered.membership.type));
  const jit = organizations.some((discovered) => JIT_TYPES.includes(discovered.membership.type));
  if (active.length !== 1 || (invites && !direct.ignoreInvites) || (jit && !direct.ignoreJitProvisioning)) return null;
  return active[0]!;
}

/**
 * A discovered organization was chosen. If it requires other primary methods, Main shows them in
 * organization flow (no method left is the policy error, with a way back); otherwise the intermediate
 * session is exchanged for one in that organization.
 */
export function organizationSelected(state: WidgetState, discovered: DiscoveredOrganization): Step {
  if (!discovered.primary_required) {
    return step(setBusy(state, true), {
      type: 'exchangeSession',
      organizationId: discovered.organization.organization_id,
    });
  }
  const enabledMethods = primaryMethods(discovered.primary_required.allowed_auth_methods);
  // The error names the organization; its back arrow returns to Main in discovery flow.
  if (!enabledMethods.length)
    return step(showError({ ...state, organization: discovered.organization }, 'CannotJoinOrgDueToAuthPolicy', true));
  const main: WidgetState = {
    ...goTo(state, 'Main', { push: true }),
    flowType: 'Organization',
    organization: discovered.organization,
    primary: {
      enabledMethods,
      email: state.form.discovery.email,
      emailVerified: Boolean(discovered.membership.member?.email_address_verified),
    },
  };
  return step(main);
}

/**
 * A discovery login succeeded: Discovery lists the organizations. With a single membership a direct login
 * proceeds at once (SSO when the organization takes only SSO and has a default connection); with none and
 * directCreateOrganizationForNoMembership, an organization is created.
 */
export function discoveryAuthenticated(state: WidgetState, answer: DiscoveryAnswer, config: IntegratorConfig): Step {
  const organizations = answer.discovered_organizations ?? [];
  const discovery: WidgetState = {
    ...restart({ ...state, busy: false }, 'Discovery'),
    flowType: 'Discovery',
    organization: null,
    primary: null,
  };
  const listed: WidgetState = {
    ...discovery,
    form: {
      ...discovery.form,
      userSuppliedEmail: answer.email_address,
      discovery: { email: answer.email_address, organizations },
    },
  };
  const target = directLoginTarget(organizations, config);
  if (target) {
    const allowed = target.primary_required?.allowed_auth_methods;
    const connectionId = target.organization.sso_default_connection_id;
    if (allowed && allowed.length === 1 && allowed[0] === 'sso' && connectionId) {
      return step(setBusy(listed, true), { type: 'startSso', connectionId });
    }
    return organizationSelected(listed, target);
  }
  if (
    !organizations.length &&
    config.directCreateOrganizationForNoMembership &&
    canCreateOrganization(listed, config)
  ) {
    return step(setBusy(listed, true), { type: 'createOrganization' });
  }
  return step(listed);
}

/**
 * Exchanging or creating failed (login spec, section 8): a claimed e-mail domain has its own error; any
 * other failure the default one; both with a way back.
 */
export const discoveryActionFailed = (state: WidgetState, error: unknown): WidgetState =>
  showError(
    state,
    errorType(error) === 'action_not_allowed_email_domain_is_claimed' ? 'EmailDomainClaimed' : 'Default',
    true,
  );
