import { inviteMember, magicLink, ORG_MAGIC_LINK } from '../admin/invite';
import { emailId, magicLinkFactor } from '../factors';
import { checkDuration, checkEmail, checkPkceStart, read } from '../input';
import { MAGIC_LINK_MINUTES } from '../kit';
import { provisionByEmail, requireMember, requireOrg } from '../lookups';
import { discoveryMail, loginMail } from '../mail';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { changeEmail } from '../records';
import type { Deps, Route } from '../router';
import { memberAnswer } from '../wire';

export { ORG_MAGIC_LINK };

export const magicLinkRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  return [
    {
      method: 'POST',
      path: '/b2b/magic_links/email/login_or_signup',
      handle: ({ body }) => {
        const args = read(
          body,
          { email_address: 'string', organization_id: 'string' },
          {
            login_redirect_url: 'string',
            signup_redirect_url: 'string',
            login_template_id: 'string',
            signup_template_id: 'string',
            locale: 'string',
            pkce_code_challenge: 'string',
          },
        );
        const email = checkEmail(args.email_address);
        const org = requireOrg(state, args.organization_id);
        checkPkceStart(state.project.pkce_required_for_email_magic_links, args.pkce_code_challenge);
        const { member, created } = provisionByEmail(kit, org, email);
        const signup = member.status !== 'active';
        const redirect = signup ? args.signup_redirect_url : args.login_redirect_url;
        const token = kit.issueToken('login', email, MAGIC_LINK_MINUTES, {
          organization_id: org.organization_id,
          member_id: member.member_id,
          pkce_code_challenge: args.pkce_code_challenge,
        });
        const url = magicLink(kit.redirectTo(signup ? 'SIGNUP' : 'LOGIN', redirect), token.token, ORG_MAGIC_LINK);
        const mail = loginMail(state.project.project_name, org.organization_name, url, signup);
        kit.email(email, mail.subject, mail.text, [url]);
        return { ...memberAnswer(state, member, org), member_created: created };
      },
    },
    {
      method: 'POST',
      path: '/b2b/magic_links/email/invite',
      handle: async ({ request, body, secret }) => {
        const caller = await sessions.require(request, body, secret);
        authorize(state.project.rbac_policy, caller.member, STYTCH_RESOURCES.member, 'create');
        return inviteMember(kit, caller.org, body);
      },
    },
    {
      method: 'POST',
      path: '/b2b/magic_links/email/discovery/send',
      handle: ({ body }) => {
        const args = read(
          body,
          { email_address: 'string' },
          {
            discovery_redirect_url: 'string',
            login_template_id: 'string',
            locale: 'string',
            pkce_code_challenge: 'string',
          },
        );
        const email = checkEmail(args.email_address);
        checkPkceStart(state.project.pkce_required_for_email_magic_links, args.pkce_code_challenge);
        const token = kit.issueToken('discovery', email, MAGIC_LINK_MINUTES, {
          pkce_code_challenge: args.pkce_code_challenge,
        });
        const redirect = kit.redirectTo('DISCOVERY', args.discovery_redirect_url);
        const url = magicLink(redirect, token.token, 'discovery');
        const mail = discoveryMail(state.project.project_name, url);
        kit.email(email, mail.subject, mail.text, [url]);
        return {};
      },
    },
    {
      method: 'POST',
      path: '/b2b/magic_links/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          { magic_links_token: 'string', session_duration_minutes: 'number' },
          { pkce_code_verifier: 'string', locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const ist = sessions.intermediate(request, body);
        const token = await kit.redeemToken(args.magic_links_token, ['login'], args.pkce_code_verifier);
        const org = requireOrg(state, token.organization_id!);
        const member = requireMember(state, org, token.member_id!);
        if (token.updates_email) changeEmail(member, token.email_address, true, kit.now());
        member.email_address_verified = true;
        return {
          method_id: emailId(member.email_address),
          ...(await sessions.finish(member, org, magicLinkFactor(member.email_address, kit.now()), duration, ist)),
        };
      },
    },
    {
      method: 'POST',
      path: '/b2b/magic_links/discovery/authenticate',
      handle: async ({ body }) => {
        const args = read(body, { discovery_magic_links_token: 'string' }, { pkce_code_verifier: 'string' });
        const token = await kit.redeemToken(args.discovery_magic_links_token, ['discovery'], args.pkce_code_verifier);
        return sessions.discoveryPayload(token.email_address, magicLinkFactor(token.email_address, kit.now()));
      },
    },
  ];
};
