import { BACKEND_FIELDS, createMember, CREATE_FIELDS, deleteMember, updateMember } from '../admin/members';
import { BACKEND_INVITE_FIELDS, inviteMember } from '../admin/invite';
import { searchMembers } from '../admin/organizations';
import { checkEmail, read } from '../input';
import { requireMember, requireOrg } from '../lookups';
import { fail } from '../reply';
import type { Deps, Route } from '../router';
import { memberAnswer } from '../wire';

/** Members by organization and id, for an integrator's server: create, read, change, delete, search, invite. */
export const backendMemberRoutes = ({ kit }: Deps): Route[] => {
  const { state } = kit;
  const orgOf = (params: Record<string, string>) => requireOrg(state, params.organization_id!);

  return [
    {
      method: 'POST',
      path: '/organizations/:organization_id/members',
      handle: ({ params, body }) =>
        createMember(
          kit,
          orgOf(params),
          read(body, { email_address: 'string' }, { ...BACKEND_FIELDS, ...CREATE_FIELDS }),
        ),
    },
    {
      method: 'GET',
      path: '/organizations/:organization_id/member',
      handle: ({ params, query }) => {
        const org = orgOf(params);
        const args = read(query, {}, { member_id: 'string', email_address: 'string' });
        if (args.member_id) return memberAnswer(state, requireMember(state, org, args.member_id), org);
        if (!args.email_address) fail(400, 'missing_argument', 'member_id or email_address is required');
        const member = state.memberByEmail(org.organization_id, checkEmail(args.email_address));
        return member ? memberAnswer(state, member, org) : fail(404, 'member_not_found', 'No member has this e-mail');
      },
    },
    {
      method: 'GET',
      path: '/organizations/members/dangerously_get/:member_id',
      handle: ({ params }) => {
        const member = state.members.get(params.member_id!);
        if (!member || member.status === 'deleted') return fail(404, 'member_not_found', 'No member has this id');
        return memberAnswer(state, member);
      },
    },
    {
      method: 'PUT',
      path: '/organizations/:organization_id/members/:member_id',
      handle: ({ params, body }) =>
        updateMember(kit, requireMember(state, orgOf(params), params.member_id!), read(body, {}, BACKEND_FIELDS)),
    },
    {
      method: 'DELETE',
      path: '/organizations/:organization_id/members/:member_id',
      handle: ({ params }) => deleteMember(state, requireMember(state, orgOf(params), params.member_id!)),
    },
    {
      method: 'POST',
      path: '/organizations/members/search',
      handle: ({ body }) => {
        const { organization_ids } = read(body, { organization_ids: 'strings' });
        return searchMembers(
          state,
          organization_ids.map((id) => requireOrg(state, id)),
          body,
        );
      },
    },
    {
      method: 'POST',
      path: '/magic_links/email/invite',
      handle: ({ body }) => {
        const args = read(body, { organization_id: 'string' }, { invited_by_member_id: 'string' });
        const org = requireOrg(state, args.organization_id);
        if (args.invited_by_member_id) requireMember(state, org, args.invited_by_member_id);
        return inviteMember(kit, org, body, BACKEND_INVITE_FIELDS);
      },
    },
  ];
};
