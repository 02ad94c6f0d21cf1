import { checkEmail, read, withQuery } from '../input';
import { MAGIC_LINK_MINUTES } from '../kit';
import { loginMail } from '../mail';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { fail } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { Member } from '../state';
import { memberAnswer } from '../wire';
import { ORG_MAGIC_LINK } from './magicLinks';

const FIELDS = {
  login_redirect_url: 'string',
  login_template_id: 'string',
  locale: 'string',
  delivery_method: 'string',
} as const;

/**
 * Changing a member's e-mail: a login link goes to the new address, and the address becomes the member's
 * when the link is spent (magic-link authenticate). For oneself (`stytch.self`) or, with the right role,
 * another member. The official client calls it; the login spec names no such call.
 */
export const emailUpdateRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const start = (call: Call, member: Member) => {
    const args = read(call.body, { email_address: 'string' }, FIELDS);
    // Codes would have to be spent by an address no member has yet; only links are simulated.
    if ((args.delivery_method ?? 'EMAIL_MAGIC_LINK') !== 'EMAIL_MAGIC_LINK') {
      fail(400, 'invalid_delivery_method', 'Only EMAIL_MAGIC_LINK is supported by the simulated provider');
    }
    const email = checkEmail(args.email_address);
    if (email === member.email_address) fail(400, 'invalid_email', 'This is already the member’s e-mail');
    if (state.memberByEmail(member.organization_id, email)) {
      fail(409, 'duplicate_member_email', 'Another member has this e-mail');
    }
    const org = state.organizations.get(member.organization_id)!;
    const token = kit.issueToken('login', email, MAGIC_LINK_MINUTES, {
      organization_id: org.organization_id,
      member_id: member.member_id,
      updates_email: true,
    });
    const redirect = kit.redirectTo('LOGIN', args.login_redirect_url);
    const url = withQuery(redirect, { token: token.token, stytch_token_type: ORG_MAGIC_LINK });
    const mail = loginMail(state.project.project_name, org.organization_name, url, false);
    kit.email(email, mail.subject, mail.text, [url]);
    return memberAnswer(state, member, org);
  };

  return [
    {
      method: 'POST',
      path: '/b2b/organizations/members/start_email_update',
      handle: async (call) => {
        const { member } = await sessions.require(call.request, call.body, call.secret);
        authorize(policy, member, 'stytch.self', 'update.info.email');
        return start(call, member);
      },
    },
    {
      method: 'POST',
      path: '/b2b/organizations/members/:member_id/start_email_update',
      handle: async (call) => {
        const { member: me, org } = await sessions.require(call.request, call.body, call.secret);
        const member = state.members.get(call.params.member_id!);
        if (!member || member.organization_id !== org.organization_id || member.status === 'deleted') {
          return fail(404, 'member_not_found', 'No member of this organization has this id');
        }
        authorize(policy, me, STYTCH_RESOURCES.member, 'update.info.email');
        return start(call, member);
      },
    },
  ];
};
