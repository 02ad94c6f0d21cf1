import { impersonationFactor } from '../factors';
import { checkDuration, read } from '../input';
import { MINUTE } from '../kit';
import { exchangeTarget, requireMember, requireOrg } from '../lookups';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { fail } from '../reply';
import type { Deps, Route } from '../router';

/** Impersonation sessions last an hour, whatever was asked. */
const IMPERSONATION_MINUTES = 60;

export const sessionRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  return [
    {
      method: 'POST',
      path: '/b2b/sessions/authenticate',
      handle: async ({ request, body, secret }) => {
        const args = read(body, {}, { session_duration_minutes: 'number' });
        const current = await sessions.require(request, body, secret);
        const now = kit.now();
        current.session.last_accessed_at = now;
        if (args.session_duration_minutes !== undefined) {
          current.session.expires_at = now + checkDuration(args.session_duration_minutes) * MINUTE;
        }
        return sessions.sessionPayload(current);
      },
    },
    {
      method: 'POST',
      path: '/b2b/sessions/revoke',
      handle: async ({ request, body, secret }) => {
        (await sessions.require(request, body, secret)).session.revoked = true;
        return {};
      },
    },
    {
      method: 'POST',
      path: '/b2b/sessions/revoke/:member_id',
      handle: async ({ request, body, secret, params }) => {
        const caller = await sessions.require(request, body, secret);
        const target = requireMember(state, caller.org, params.member_id!);
        if (target.member_id !== caller.member.member_id) {
          authorize(state.project.rbac_policy, caller.member, STYTCH_RESOURCES.member, 'revoke_sessions');
        }
        for (const session of state.sessions.values()) {
          if (session.member_id === target.member_id) session.revoked = true;
        }
        return {};
      },
    },
    {
      method: 'POST',
      path: '/b2b/sessions/exchange',
      handle: async ({ request, body, secret }) => {
        const caller = await sessions.require(request, body, secret);
        const { email_address: email } = caller.member;
        const { org, member, primary, duration } = exchangeTarget(kit, body, email, caller.session.factors);
        caller.session.revoked = true;
        return sessions.finish(member, org, { ...primary, last_authenticated_at: kit.now() }, duration, undefined);
      },
    },
    {
      method: 'POST',
      path: '/b2b/sessions/exchange_access_token',
      handle: ({ body }) => {
        read(body, { access_token: 'string', session_duration_minutes: 'number' });
        // The simulated identity provider hands out authorization codes only, never access tokens.
        return fail(401, 'invalid_access_token', 'The access token is invalid or has expired');
      },
    },
    {
      method: 'POST',
      path: '/b2b/impersonation/authenticate',
      handle: async ({ body }) => {
        const args = read(body, { impersonation_token: 'string' });
        const token = await kit.redeemToken(args.impersonation_token, ['impersonation'], undefined);
        const org = requireOrg(state, token.organization_id!);
        const member = requireMember(state, org, token.member_id!);
        const factor = impersonationFactor(member.email_address, kit.now());
        return sessions.finish(member, org, factor, IMPERSONATION_MINUTES, undefined);
      },
    },
  ];
};
