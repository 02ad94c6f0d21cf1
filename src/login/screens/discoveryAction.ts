/** Membership types of a discovered organization (login spec, section 3). */
export type MembershipType =
  | 'active_member'
  | 'pending_member'
  | 'invited_member'
  | 'eligible_to_join_by_email_domain'
  | 'eligible_to_join_by_oauth_tenant';

/** The action label next to a discovered organization: 'Join', 'Accept Invite', or none for members. */
export function discoveryActionLabel(type: MembershipType): string | null {
  switch (type) {
    case 'pending_member':
    case 'eligible_to_join_by_email_domain':
    case 'eligible_to_join_by_oauth_tenant':
      return 'Join';
    case 'invited_member':
      return 'Accept Invite';
    case 'active_member':
      return null;
  }
}
