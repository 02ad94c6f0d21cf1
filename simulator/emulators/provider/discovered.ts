import { emailDomain } from './input';
import type { Payload } from './reply';
import type { Factor, Organization, ProviderState } from './state';
import { memberJson, organizationJson } from './wire';

/** The organization that owns this e-mail's domain, if one claimed it. */
export const claimedBy = (state: ProviderState, email: string): string | undefined =>
  state.project.claimed_domains[emailDomain(email)];

/** Whether the primary factors so far satisfy the organization's allowed primary methods. */
export const primarySatisfied = (org: Organization, factors: Factor[]) =>
  org.auth_methods !== 'RESTRICTED' ||
  factors.some((factor) => factor.sequence_order === 'PRIMARY' && org.allowed_auth_methods.includes(factor.method));

const MEMBERSHIP_TYPES = { active: 'active_member', pending: 'pending_member', invited: 'invited_member' } as const;

/**
 * The organizations an e-mail address may enter, as discovery answers list them: memberships (active,
 * pending, invited), and organizations its domain may join unless another organization claimed the domain.
 */
export function discoveredOrganizations(state: ProviderState, email: string, factors: Factor[]): Payload[] {
  const domain = emailDomain(email);
  const owner = claimedBy(state, email);
  return [...state.organizations.values()].flatMap((org) => {
    const member = state.memberByEmail(org.organization_id, email);
    const eligible =
      !member &&
      org.email_jit_provisioning !== 'NOT_ALLOWED' &&
      org.email_allowed_domains.includes(domain) &&
      (!owner || owner === org.organization_id);
    if (!member && !eligible) return [];
    const membership = member
      ? {
          type: MEMBERSHIP_TYPES[member.status as keyof typeof MEMBERSHIP_TYPES],
          details: null,
          member: memberJson(member),
        }
      : { type: 'eligible_to_join_by_email_domain', details: { domain }, member: null };
    return [
      {
        organization: organizationJson(state, org),
        membership,
        member_authenticated: false,
        primary_required: primarySatisfied(org, factors) ? null : { allowed_auth_methods: org.allowed_auth_methods },
        mfa_required: null,
      },
    ];
  });
}
