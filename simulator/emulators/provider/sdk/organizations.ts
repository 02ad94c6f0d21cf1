import { deleteOrganization, searchMembers, updateOrganization } from '../admin/organizations';
import { read } from '../input';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import type { Call, Deps, Route } from '../router';
import { organizationJson, organizationPublicJson } from '../wire';

/** The caller's organization: read, change, delete; lookup by slug; searching its members. */
export const organizationRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const admin = async (
    { request, body, secret }: Call,
    action: string,
    resource: string = STYTCH_RESOURCES.organization,
  ) => {
    const caller = await sessions.require(request, body, secret);
    authorize(policy, caller.member, resource, action);
    return caller;
  };

  return [
    {
      method: 'GET',
      path: '/b2b/organizations/me',
      handle: async ({ request, body, secret }) => {
        const { org } = await sessions.require(request, body, secret);
        return { organization: organizationJson(state, org) };
      },
    },
    {
      method: 'PUT',
      path: '/b2b/organizations/me',
      handle: async (call) => {
        const { org } = await admin(call, 'update');
        return updateOrganization(kit, org, call.body);
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/me',
      handle: async (call) => {
        const { org } = await admin(call, 'delete');
        return deleteOrganization(state, org);
      },
    },
    {
      method: 'POST',
      path: '/b2b/organizations/search',
      handle: ({ body }) => {
        const { organization_slug } = read(body, { organization_slug: 'string' });
        const org = state.organizationBySlug(organization_slug);
        return { organization: org ? organizationPublicJson(state, org) : null };
      },
    },
    {
      method: 'POST',
      path: '/b2b/organizations/me/members/search',
      handle: async (call) => {
        const { org } = await admin(call, 'search', STYTCH_RESOURCES.member);
        return searchMembers(state, [org], call.body);
      },
    },
  ];
};
