import { checkEmail, checkPhone } from '../input';
import type { Kit } from '../kit';
import { changeEmail, newMember } from '../records';
import { fail } from '../reply';
import type { Member, Organization, ProviderState } from '../state';
import { memberAnswer } from '../wire';

/**
 * What changes a member, shared by the SDK's calls (a session acting in its own organization) and the backend
 * API (the project's secret acting in any): the checks and the change are the provider's, whoever asks.
 */

/** What a member may change of its own account. */
export const SELF_FIELDS = {
  name: 'string',
  untrusted_metadata: 'object',
  mfa_enrolled: 'boolean',
  mfa_phone_number: 'string',
  default_mfa_method: 'string',
} as const;
/** What an admin (or the backend) may change of anyone's. */
export const ADMIN_FIELDS = {
  ...SELF_FIELDS,
  roles: 'strings',
  is_breakglass: 'boolean',
  email_address: 'string',
} as const;
/** What the backend alone may set: trusted metadata is the integrator's, never a member's. */
export const BACKEND_FIELDS = { ...ADMIN_FIELDS, trusted_metadata: 'object' } as const;
type MemberArgs = Partial<Record<keyof typeof BACKEND_FIELDS, unknown>>;

/** Checks the fields that can be wrong before anything changes, so a refusal leaves no trace. */
function checked(state: ProviderState, args: MemberArgs, organizationId: string, currentEmail?: string) {
  const phone = typeof args.mfa_phone_number === 'string' ? checkPhone(args.mfa_phone_number) : undefined;
  const method = args.default_mfa_method;
  if (typeof method === 'string' && !['sms_otp', 'totp'].includes(method)) {
    fail(400, 'invalid_argument', 'default_mfa_method must be sms_otp or totp');
  }
  const email = typeof args.email_address === 'string' ? checkEmail(args.email_address) : undefined;
  if (email && email !== currentEmail && state.memberByEmail(organizationId, email)) {
    fail(409, 'duplicate_member_email', 'Another member has this e-mail');
  }
  return { phone, method, email };
}

export function updateMember(kit: Kit, member: Member, args: MemberArgs) {
  const { phone, method, email } = checked(kit.state, args, member.organization_id, member.email_address);
  if (typeof args.name === 'string') member.name = args.name;
  if (args.untrusted_metadata) member.untrusted_metadata = args.untrusted_metadata as Record<string, unknown>;
  if (args.trusted_metadata) member.trusted_metadata = args.trusted_metadata as Record<string, unknown>;
  if (typeof args.mfa_enrolled === 'boolean') member.mfa_enrolled = args.mfa_enrolled;
  if (phone !== undefined && phone !== member.mfa_phone_number) {
    member.mfa_phone_number = phone;
    member.mfa_phone_number_verified = false;
  }
  if (typeof method === 'string') member.default_mfa_method = method as Member['default_mfa_method'];
  if (Array.isArray(args.roles)) member.roles = args.roles as string[];
  if (typeof args.is_breakglass === 'boolean') member.is_breakglass = args.is_breakglass;
  if (email && email !== member.email_address) changeEmail(member, email, false, kit.now());
  member.updated_at = kit.now();
  return memberAnswer(kit.state, member);
}

/** The fields of a create call, besides what `fields` lets the caller set. */
export const CREATE_FIELDS = { create_member_as_pending: 'boolean' } as const;

/** A new member of `org` (active unless asked to start pending), from a create call's fields. */
export function createMember(
  kit: Kit,
  org: Organization,
  args: MemberArgs & { email_address: string; create_member_as_pending?: boolean },
) {
  const { email } = checked(kit.state, args, org.organization_id);
  const member = newMember(kit, org, email!, { status: args.create_member_as_pending ? 'pending' : 'active' });
  return updateMember(kit, member, args);
}

/** A deleted member keeps its record (it may be reactivated) but loses every session. */
export function deleteMember(state: ProviderState, member: Member) {
  member.status = 'deleted';
  revokeSessionsOf(state, (session) => session.member_id === member.member_id);
  return { member_id: member.member_id };
}

export function revokeSessionsOf(
  state: ProviderState,
  which: (session: { member_id: string; organization_id: string }) => boolean,
) {
  for (const session of state.sessions.values()) if (which(session)) session.revoked = true;
}
