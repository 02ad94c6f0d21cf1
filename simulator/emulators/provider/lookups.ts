import { claimedBy } from './discovered';
import { checkDuration, emailDomain, read } from './input';
import type { Kit } from './kit';
import { newMember } from './records';
import { fail } from './reply';
import type { Factor, Member, Organization, ProviderState } from './state';

export function requireOrg(state: ProviderState, organizationId: string): Organization {
  return (
    state.organizations.get(organizationId) ??
    fail(404, 'organization_not_found', 'No organization has this organization_id')
  );
}

export function requireMember(state: ProviderState, org: Organization, memberId: string): Member {
  const member = state.members.get(memberId);
  if (!member || member.organization_id !== org.organization_id || member.status === 'deleted') {
    return fail(404, 'member_not_found', 'No member of this organization has this member_id');
  }
  return member;
}

/** Why an e-mail may not join an organization by itself, or undefined when it may (login spec, section 8). */
function jitRefusal(state: ProviderState, org: Organization, email: string): [string, string] | undefined {
  const owner = claimedBy(state, email);
  if (owner && owner !== org.organization_id) {
    return [
      'action_not_allowed_email_domain_is_claimed',
      'This e-mail domain belongs to another organization, so it cannot join or create other organizations',
    ];
  }
  if (org.email_jit_provisioning === 'NOT_ALLOWED') {
    return ['email_jit_provisioning_not_allowed', 'This organization does not let new members join by e-mail'];
  }
  if (org.email_jit_provisioning === 'RESTRICTED' && !org.email_allowed_domains.includes(emailDomain(email))) {
    return ['invalid_email_for_jit_provisioning', 'This e-mail domain may not join this organization by itself'];
  }
  return undefined;
}

/** The member with this e-mail, or a new pending one when the organization lets the e-mail join. */
export function provisionByEmail(kit: Kit, org: Organization, email: string): { member: Member; created: boolean } {
  const existing = kit.state.memberByEmail(org.organization_id, email);
  if (existing) return { member: existing, created: false };
  const refusal = jitRefusal(kit.state, org, email);
  if (refusal) fail(403, ...refusal);
  return { member: newMember(kit, org, email), created: true };
}

/**
 * The organization an exchange (of a session or a discovery intermediate session) moves into: the e-mail's
 * member there (joining if the organization lets it), its e-mail now verified, the primary factor it
 * carries over, and the session length asked for.
 */
export function exchangeTarget(kit: Kit, body: Record<string, unknown>, email: string, factors: readonly Factor[]) {
  const args = read(body, { organization_id: 'string', session_duration_minutes: 'number' }, { locale: 'string' });
  const duration = checkDuration(args.session_duration_minutes);
  const org = requireOrg(kit.state, args.organization_id);
  const { member } = provisionByEmail(kit, org, email);
  member.email_address_verified = true;
  const primary = factors.find((factor) => factor.sequence_order === 'PRIMARY')!;
  return { org, member, primary, duration };
}
