import { read } from '../input';
import { isSlug } from '../records';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { orgSettings } from '../orgSettings';
import { fail } from '../reply';
import type { Call, Deps, Route } from '../router';
import { memberJson, organizationJson, organizationPublicJson } from '../wire';

const SEARCH_LIMIT = 100;

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
        const settings = orgSettings(call.body);
        if (settings.organization_slug !== undefined && settings.organization_slug !== org.organization_slug) {
          if (!isSlug(settings.organization_slug))
            fail(400, 'invalid_organization_slug', 'organization_slug is not a valid slug');
          if (state.organizationBySlug(settings.organization_slug)) {
            fail(409, 'organization_slug_already_used', 'Another organization already has this slug');
          }
        }
        const connection = settings.sso_default_connection_id;
        if (
          typeof connection === 'string' &&
          state.connections.get(connection)?.organization_id !== org.organization_id
        ) {
          fail(404, 'connection_not_found', 'sso_default_connection_id is not a connection of this organization');
        }
        Object.assign(org, settings, { updated_at: kit.now() });
        return { organization: organizationJson(state, org) };
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/organizations/me',
      handle: async (call) => {
        const { org } = await admin(call, 'delete');
        state.organizations.delete(org.organization_id);
        for (const member of state.membersOf(org.organization_id)) member.status = 'deleted';
        for (const session of state.sessions.values()) {
          if (session.organization_id === org.organization_id) session.revoked = true;
        }
        state.project.claimed_domains = Object.fromEntries(
          Object.entries(state.project.claimed_domains).filter(([, owner]) => owner !== org.organization_id),
        );
        return { organization_id: org.organization_id };
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
        const args = read(call.body, {}, { query: 'object', cursor: 'string', limit: 'number' });
        const operands = Array.isArray(args.query?.operands) ? (args.query.operands as Record<string, unknown>[]) : [];
        const matches = (filter: Record<string, unknown>) => {
          const value = filter.filter_value;
          switch (filter.filter_name) {
            case 'member_emails':
              return (email: string) =>
                Array.isArray(value) &&
                value
                  .map(String)
                  .map((v) => v.toLowerCase())
                  .includes(email);
            case 'member_email_fuzzy':
              return (email: string) => email.includes(String(value).toLowerCase());
            default:
              return fail(400, 'invalid_search_query', `Unknown filter_name ${String(filter.filter_name)}`);
          }
        };
        const tests = operands.map(matches);
        const any = args.query?.operator === 'OR';
        const found = state
          .membersOf(org.organization_id)
          .filter((member) =>
            tests.length === 0
              ? true
              : any
                ? tests.some((test) => test(member.email_address))
                : tests.every((test) => test(member.email_address)),
          );
        const start = Number(args.cursor ?? 0) || 0;
        const limit = Math.min(Math.max(1, args.limit ?? SEARCH_LIMIT), SEARCH_LIMIT);
        const page = found.slice(start, start + limit);
        const next = start + limit < found.length ? String(start + limit) : null;
        return {
          members: page.map(memberJson),
          results_metadata: { total: found.length, next_cursor: next },
          organizations: { [org.organization_id]: organizationJson(state, org) },
        };
      },
    },
  ];
};
