import { read } from '../input';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { fail } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { ScimConnection } from '../state';
import { rfc3339 } from '../wire';

/** Bearer tokens are shown whole once (creation, rotation start); afterwards only their last four characters. */
function scimJson(connection: ScimConnection, reveal: 'bearer' | 'next' | 'none') {
  return {
    connection_id: connection.connection_id,
    organization_id: connection.organization_id,
    display_name: connection.display_name,
    identity_provider: connection.identity_provider,
    status: 'active',
    base_url: `https://test.stytch.com/v1/b2b/scim/${connection.connection_id}`,
    bearer_token_last_four: connection.bearer_token.slice(-4),
    next_bearer_token_last_four: connection.next_bearer_token?.slice(-4) ?? '',
    scim_group_implicit_role_assignments: [],
    created_at: rfc3339(connection.created_at),
    ...(reveal === 'bearer' ? { bearer_token: connection.bearer_token } : {}),
    ...(reveal === 'next' ? { next_bearer_token: connection.next_bearer_token } : {}),
  };
}

/** SCIM connections (one per organization) and their bearer-token rotation. */
export const scimRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const bearer = () => `scim-bearer-token-test-${kit.token()}`;

  const admin = async ({ request, body, secret }: Call, action: string) => {
    const caller = await sessions.require(request, body, secret);
    authorize(state.project.rbac_policy, caller.member, STYTCH_RESOURCES.scim, action);
    return caller;
  };
  const own = async (call: Call, id: string, action: string) => {
    const { org } = await admin(call, action);
    const connection = state.scim.get(id);
    if (!connection || connection.organization_id !== org.organization_id) {
      return fail(404, 'connection_not_found', 'This organization has no such SCIM connection');
    }
    return connection;
  };
  const rotation = (step: 'start' | 'complete' | 'cancel'): Route => ({
    method: 'POST',
    path: `/b2b/scim/rotate/${step}`,
    handle: async (call) => {
      const connection = await own(call, read(call.body, { connection_id: 'string' }).connection_id, 'update');
      if (step === 'start') connection.next_bearer_token = bearer();
      else if (!connection.next_bearer_token) fail(400, 'no_rotation_in_progress', 'Start a rotation first');
      else {
        if (step === 'complete') connection.bearer_token = connection.next_bearer_token;
        connection.next_bearer_token = null;
      }
      return { connection: scimJson(connection, step === 'start' ? 'next' : 'none') };
    },
  });

  return [
    {
      method: 'POST',
      path: '/b2b/scim',
      handle: async (call) => {
        const { org } = await admin(call, 'create');
        const args = read(call.body, {}, { display_name: 'string', identity_provider: 'string' });
        if ([...state.scim.values()].some((connection) => connection.organization_id === org.organization_id)) {
          fail(409, 'scim_connection_already_exists', 'This organization already has a SCIM connection');
        }
        const connection: ScimConnection = {
          connection_id: kit.id('scim-connection'),
          organization_id: org.organization_id,
          display_name: args.display_name ?? 'SCIM connection',
          identity_provider: args.identity_provider ?? 'generic',
          bearer_token: bearer(),
          next_bearer_token: null,
          created_at: kit.now(),
        };
        state.scim.set(connection.connection_id, connection);
        return { connection: scimJson(connection, 'bearer') };
      },
    },
    {
      method: 'GET',
      path: '/b2b/scim',
      handle: async (call) => {
        const { org } = await admin(call, 'get');
        const connection = [...state.scim.values()].find((known) => known.organization_id === org.organization_id);
        return { connection: connection ? scimJson(connection, 'none') : null };
      },
    },
    {
      method: 'PUT',
      path: '/b2b/scim/:connection_id',
      handle: async (call) => {
        const connection = await own(call, call.params.connection_id!, 'update');
        const args = read(call.body, {}, { display_name: 'string', identity_provider: 'string' });
        Object.assign(connection, args);
        return { connection: scimJson(connection, 'none') };
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/scim/:connection_id',
      handle: async (call) => {
        const connection = await own(call, call.params.connection_id!, 'delete');
        state.scim.delete(connection.connection_id);
        return { connection_id: connection.connection_id };
      },
    },
    {
      method: 'POST',
      path: '/b2b/scim/groups',
      handle: async (call) => {
        await admin(call, 'get');
        read(call.body, {}, { limit: 'number', cursor: 'string' });
        // No identity provider pushes groups into the simulation, so every connection has none.
        return { scim_groups: [], next_cursor: null };
      },
    },
    rotation('start'),
    rotation('complete'),
    rotation('cancel'),
  ];
};
