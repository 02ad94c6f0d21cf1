import { checkEmail, checkPhone, read } from '../input';
import { requireOrg } from '../lookups';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { changeEmail, newMember } from '../records';
import { fail } from '../reply';
import type { Authenticated } from '../auth';
import type { Call, Deps, Route } from '../router';
import type { Member } from '../state';
import { memberAnswer, memberJson, organizationJson } from '../wire';

const SELF = 'stytch.self';
const MEMBER_FIELDS = {
  name: 'string',
  untrusted_metadata: 'object',
  mfa_enrolled: 'boolean',
  mfa_phone_number: 'string',
  default_mfa_method: 'string',
} as const;
const ADMIN_FIELDS = { ...MEMBER_FIELDS, roles: 'strings', is_breakglass: 'boolean', email_address: 'string' } as const;
type MemberArgs = Partial<Record<keyof typeof ADMIN_FIELDS, unknown>>;

/** Members: the caller's own account ("self") and, with the right role, everyone else's. */
export const memberRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const caller = ({ request, body, secret }: Call) => sessions.require(request, body, secret);

  /** The member a call names, in the caller's organization; acting on oneself needs `stytch.self`. */
  const target = async (call: Call, id: string, action: string, includeDeleted = false) => {
    const me = await caller(call);
    const member = state.members.get(id);
    if (
      !member ||
      member.organization_id !== me.org.organization_id ||
      (member.status === 'deleted' && !includeDeleted)
    ) {
      return fail(404, 'member_not_found', 'No member of this organization has this id');
    }
    authorize(policy, me.member, member.member_id === me.member.member_id ? SELF : STYTCH_RESOURCES.member, action);
    return { me, member };
  };

  /** Checks the fields that can be wrong before anything changes, so a refusal leaves no trace. */
  const checked = (args: MemberArgs, organizationId: string, currentEmail?: string) => {
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
  };

  const update = (member: Member, args: MemberArgs) => {
    const { phone, method, email } = checked(args, member.organization_id, member.email_address);
    if (typeof args.name === 'string') member.name = args.name;
    if (args.untrusted_metadata) member.untrusted_metadata = args.untrusted_metadata as Record<string, unknown>;
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
    return memberAnswer(state, member);
  };

  const clearPhone = (member: Member) => {
    Object.assign(member, { mfa_phone_number: '', mfa_phone_number_verified: false, updated_at: kit.now() });
    if (member.default_mfa_method === 'sms_otp') member.default_mfa_method = '';
    return memberAnswer(state, member);
  };
  const clearTotp = (member: Member) => {
    member.totp = null;
    if (member.default_mfa_method === 'totp') member.default_mfa_method = '';
    member.updated_at = kit.now();
    return memberAnswer(state, member);
  };
  const unlinkRetired = (member: Member, body: Record<string, unknown>) => {
    const args = read(body, {}, { email_id: 'string', email_address: 'string' });
    if (!args.email_id && !args.email_address) fail(400, 'missing_argument', 'email_id or email_address is required');
    const before = member.retired_email_addresses.length;
    member.retired_email_addresses = member.retired_email_addresses.filter(
      (retired) => retired.email_id !== args.email_id && retired.email_address !== args.email_address?.toLowerCase(),
    );
    if (member.retired_email_addresses.length === before)
      fail(404, 'retired_email_not_found', 'No such retired e-mail');
    return memberAnswer(state, member);
  };
  const self = async (call: Call): Promise<Authenticated> => {
    const me = await caller(call);
    authorize(policy, me.member, SELF, 'update');
    return me;
  };

  return [
    {
      method: 'GET',
      path: '/b2b/organizations/members/me',
      handle: async (call) => memberAnswer(state, (await caller(call)).member),
    },
    {
      method: 'PUT',
      path: '/b2b/organizations/members/update',
      handle: async (call) => update((await self(call)).member, read(call.body, {}, MEMBER_FIELDS)),
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/deletePhoneNumber',
      handle: async (call) => clearPhone((await self(call)).member),
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/deleteTOTP',
      handle: async (call) => clearTotp((await self(call)).member),
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/unlink_retired_email',
      handle: async (call) => unlinkRetired((await self(call)).member, call.body),
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/search',
      handle: ({ body }) => {
        const args = read(body, { email_address: 'string', organization_id: 'string' });
        const org = requireOrg(state, args.organization_id);
        const member = state.memberByEmail(org.organization_id, checkEmail(args.email_address));
        return { member: member ? memberJson(member) : null, organization: organizationJson(state, org) };
      },
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members',
      handle: async (call) => {
        const me = await caller(call);
        authorize(policy, me.member, STYTCH_RESOURCES.member, 'create');
        const args = read(
          call.body,
          { email_address: 'string' },
          { ...ADMIN_FIELDS, create_member_as_pending: 'boolean' },
        );
        const { email } = checked(args, me.org.organization_id);
        const member = newMember(kit, me.org, email!, { status: args.create_member_as_pending ? 'pending' : 'active' });
        return update(member, args);
      },
    },
    {
      method: 'PUT',
      path: '/b2b/organizations/members/:member_id',
      handle: async (call) => {
        const { member } = await target(call, call.params.member_id!, 'update');
        return update(member, read(call.body, {}, ADMIN_FIELDS));
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/:member_id',
      handle: async (call) => {
        const { member } = await target(call, call.params.member_id!, 'delete');
        member.status = 'deleted';
        for (const session of state.sessions.values()) {
          if (session.member_id === member.member_id) session.revoked = true;
        }
        return { member_id: member.member_id };
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/passwords/:member_password_id',
      handle: async (call) => {
        const owner = [...state.members.values()].find(
          (member) => member.password?.member_password_id === call.params.member_password_id,
        );
        if (!owner) fail(404, 'member_password_not_found', 'No member has this password id');
        const { member } = await target(call, owner.member_id, 'update');
        member.password = null;
        member.updated_at = kit.now();
        return memberAnswer(state, member);
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/mfa_phone_numbers/:member_id',
      handle: async (call) => clearPhone((await target(call, call.params.member_id!, 'update')).member),
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/members/totp/:member_id',
      handle: async (call) => clearTotp((await target(call, call.params.member_id!, 'update')).member),
    },
    {
      method: 'PUT',
      path: '/b2b/organizations/members/:member_id/reactivate',
      handle: async (call) => {
        const { member } = await target(call, call.params.member_id!, 'update', true);
        if (member.status !== 'deleted') fail(400, 'member_not_deleted', 'Only a deleted member can be reactivated');
        if (state.memberByEmail(member.organization_id, member.email_address)) {
          fail(409, 'duplicate_member_email', 'Another member now has this e-mail');
        }
        member.status = 'active';
        member.updated_at = kit.now();
        return memberAnswer(state, member);
      },
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/:member_id/unlink_retired_email',
      handle: async (call) => unlinkRetired((await target(call, call.params.member_id!, 'update')).member, call.body),
    },
    {
      method: 'POST',
      path: '/users/search',
      handle: ({ body }) => {
        const email = checkEmail(read(body, { email: 'string' }).email);
        const memberships = state.membershipsOf(email);
        const user_type =
          memberships.length === 0
            ? 'new'
            : memberships.some((member) => member.password)
              ? 'password'
              : 'passwordless';
        return { user_type };
      },
    },
  ];
};
