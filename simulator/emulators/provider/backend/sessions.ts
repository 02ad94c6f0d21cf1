import type { SimRequest } from '../../../core/types';
import { revokeSessionsOf } from '../admin/members';
import { checkDuration, read } from '../input';
import { MINUTE } from '../kit';
import { exchangeTarget, requireMember, requireOrg } from '../lookups';
import { authorizationVerdict } from '../rbac';
import { fail } from '../reply';
import type { Deps, Route } from '../router';
import { sessionJson } from '../wire';

/** What a backend exchange lasts when it names no length (the provider's default session). */
const DEFAULT_SESSION_MINUTES = 60;

/** Member sessions for an integrator's server: authenticate (with an RBAC check), list, revoke, exchange. */
export const backendSessionRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;

  /**
   * The live session a body names by session_token or session_jwt, never both (the API reference's rule);
   * cookies are the browser's business and count for nothing here.
   */
  const named = (request: SimRequest, body: Record<string, unknown>) => {
    const args = read(body, {}, { session_token: 'string', session_jwt: 'string' });
    if (args.session_token && args.session_jwt) {
      fail(400, 'too_many_session_arguments', 'Send session_token or session_jwt, not both');
    }
    if (!args.session_token && !args.session_jwt)
      fail(400, 'missing_argument', 'session_token or session_jwt is required');
    return sessions.require({ ...request, cookies: {} }, args);
  };

  return [
    {
      method: 'POST',
      path: '/sessions/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          {},
          { session_duration_minutes: 'number', session_custom_claims: 'object', authorization_check: 'object' },
        );
        const current = await named(request, body);
        // A refused check changes nothing: the session is neither touched nor extended.
        const check = args.authorization_check;
        const verdict = check && authorizationVerdict(state.project.rbac_policy, current.member, check);
        const now = kit.now();
        current.session.last_accessed_at = now;
        if (args.session_duration_minutes !== undefined) {
          current.session.expires_at = now + checkDuration(args.session_duration_minutes) * MINUTE;
        }
        return { ...(await sessions.sessionPayload(current)), ...(verdict && { verdict }) };
      },
    },
    {
      method: 'GET',
      path: '/sessions',
      handle: ({ query }) => {
        const args = read(query, { organization_id: 'string', member_id: 'string' });
        const org = requireOrg(state, args.organization_id);
        const member = requireMember(state, org, args.member_id);
        const now = kit.now();
        const live = [...state.sessions.values()].filter(
          (session) => session.member_id === member.member_id && !session.revoked && session.expires_at > now,
        );
        return { member_sessions: live.map((session) => sessionJson(session, member, org)) };
      },
    },
    {
      method: 'POST',
      path: '/sessions/revoke',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          {},
          { member_session_id: 'string', session_token: 'string', session_jwt: 'string', member_id: 'string' },
        );
        if (args.member_id) {
          const member = state.members.get(args.member_id);
          if (!member || member.status === 'deleted') fail(404, 'member_not_found', 'No member has this member_id');
          revokeSessionsOf(state, (session) => session.member_id === member.member_id);
          return {};
        }
        if (args.member_session_id) {
          const session = state.sessions.get(args.member_session_id);
          if (!session || session.revoked || session.expires_at <= kit.now()) {
            fail(404, 'session_not_found', 'No active session has this member_session_id');
          }
          session.revoked = true;
          return {};
        }
        if (!args.session_token && !args.session_jwt) {
          fail(400, 'missing_argument', 'member_session_id, session_token, session_jwt or member_id is required');
        }
        (await named(request, body)).session.revoked = true;
        return {};
      },
    },
    {
      method: 'POST',
      path: '/sessions/exchange',
      handle: async ({ request, body }) => {
        const caller = await named(request, body);
        const { email_address: email } = caller.member;
        const asked = { ...body, session_duration_minutes: body.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
        const { org, member, primary, duration } = exchangeTarget(kit, asked, email, caller.session.factors);
        caller.session.revoked = true;
        return sessions.finish(member, org, { ...primary, last_authenticated_at: kit.now() }, duration, undefined);
      },
    },
  ];
};
