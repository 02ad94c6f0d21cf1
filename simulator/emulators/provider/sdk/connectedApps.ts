import type { Authenticated } from '../auth';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { fail } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { ConnectedApp, Member } from '../state';

const SELF = 'stytch.self';
const LIST = 'get_connected_apps';
const REVOKE = 'revoke_connected_app';

const appJson = (app: ConnectedApp) => ({
  connected_app_id: app.client_id,
  name: app.client_name,
  description: app.client_description,
  client_type: app.client_type,
  logo_url: app.logo_url,
});

/**
 * Connected apps a member granted access through the consent screen (the identity-provider mode): listed per
 * organization, per member and for oneself, and revoked. The official client reads them; the login spec
 * names none of these calls.
 */
export const connectedAppRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const grantsOf = (member: Member) =>
    [...state.apps.values()].flatMap((app) => {
      const scopes = state.grants.get(`${member.member_id} ${app.client_id}`);
      return scopes ? [{ app, scopes: [...scopes] }] : [];
    });

  const memberApps = (member: Member) => ({
    connected_apps: grantsOf(member).map(({ app, scopes }) => ({ ...appJson(app), scopes_granted: scopes.join(' ') })),
  });

  const revoke = (member: Member, clientId: string) => {
    if (!state.grants.delete(`${member.member_id} ${clientId}`)) {
      fail(404, 'connected_app_not_found', 'This member has not granted this connected app access');
    }
    return {};
  };

  const allowed = async (call: Call, resource: string, action: string): Promise<Authenticated> => {
    const caller = await sessions.require(call.request, call.body, call.secret);
    authorize(policy, caller.member, resource, action);
    return caller;
  };

  /** A member of the caller's organization, after checking the caller may act on members. */
  const other = async (call: Call, action: string) => {
    const { org } = await allowed(call, STYTCH_RESOURCES.member, action);
    const member = state.members.get(call.params.member_id!);
    if (!member || member.organization_id !== org.organization_id || member.status === 'deleted') {
      return fail(404, 'member_not_found', 'No member of this organization has this id');
    }
    return member;
  };

  return [
    {
      method: 'GET',
      path: '/b2b/organizations/connected_apps',
      handle: async (call) => {
        const { org } = await allowed(call, STYTCH_RESOURCES.organization, LIST);
        const apps = new Map(
          state
            .membersOf(org.organization_id)
            .flatMap((member) => grantsOf(member).map(({ app }) => [app.client_id, app])),
        );
        return { connected_apps: [...apps.values()].map(appJson) };
      },
    },
    {
      method: 'GET',
      path: '/b2b/organizations/connected_apps/:connected_app_id',
      handle: async (call) => {
        const { org } = await allowed(call, STYTCH_RESOURCES.organization, LIST);
        const app =
          state.apps.get(call.params.connected_app_id!) ??
          fail(404, 'connected_app_not_found', 'No connected app has this id');
        const active_members = state.membersOf(org.organization_id).flatMap((member) => {
          const scopes = state.grants.get(`${member.member_id} ${app.client_id}`);
          return scopes ? [{ member_id: member.member_id, granted_scopes: [...scopes] }] : [];
        });
        return { ...appJson(app), active_members };
      },
    },
    {
      method: 'GET',
      path: '/b2b/organizations/members/connected_apps',
      handle: async (call) => memberApps((await allowed(call, SELF, LIST)).member),
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/connected_apps/:connected_app_id/revoke',
      handle: async (call) => revoke((await allowed(call, SELF, REVOKE)).member, call.params.connected_app_id!),
    },
    {
      method: 'GET',
      path: '/b2b/organizations/members/:member_id/connected_apps',
      handle: async (call) => memberApps(await other(call, LIST)),
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/:member_id/connected_apps/:connected_app_id/revoke',
      handle: async (call) => revoke(await other(call, REVOKE), call.params.connected_app_id!),
    },
  ];
};
