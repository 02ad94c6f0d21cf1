import { ADMIN_FIELDS, createMember, CREATE_FIELDS, deleteMember, SELF_FIELDS, updateMember } from '../admin/members';
import { checkEmail, read } from '../input';
import { requireOrg } from '../lookups';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { fail } from '../reply';
import type { Authenticated } from '../auth';
import type { Call, Deps, Route } from '../router';
import type { Member } from '../state';
import { memberAnswer, memberJson, organizationJson } from '../wire';

const SELF = 'stytch.self';

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

  const update = (member: Member, args: Parameters<typeof updateMember>[2]) => updateMember(kit, member, args);

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
      handle: async (call) => update((await self(call)).member, read(call.body, {}, SELF_FIELDS)),
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
        return createMember(
          kit,
          me.org,
          read(call.body, { email_address: 'string' }, { ...ADMIN_FIELDS, ...CREATE_FIELDS }),
        );
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
        return deleteMember(state, member);
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
