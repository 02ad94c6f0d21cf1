import { emailId, magicLinkFactor } from '../factors';
import { checkDuration, checkEmail, checkPkceStart, emailDomain, read, withQuery } from '../input';
import { INVITE_MINUTES, MAGIC_LINK_MINUTES } from '../kit';
import { provisionByEmail, requireMember, requireOrg } from '../lookups';
import { discoveryMail, inviteMail, loginMail } from '../mail';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { changeEmail, newMember } from '../records';
import { fail } from '../reply';
import type { Deps, Route } from '../router';
import { memberAnswer } from '../wire';

/** Token types the widget acts on when it lands back on the app (login spec, section 4). */
export const ORG_MAGIC_LINK = 'multi_tenant_magic_links';

export const magicLinkRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const link = (redirect: string, token: string, type: string) =>
    withQuery(redirect, { token, stytch_token_type: type });

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
        const url = link(kit.redirectTo(signup ? 'SIGNUP' : 'LOGIN', redirect), token.token, ORG_MAGIC_LINK);
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
        const args = read(
          body,
          { email_address: 'string' },
          {
            name: 'string',
            roles: 'strings',
            untrusted_metadata: 'object',
            invite_redirect_url: 'string',
            invite_template_id: 'string',
            invite_expiration_minutes: 'number',
            locale: 'string',
          },
        );
        const email = checkEmail(args.email_address);
        const { org } = caller;
        if (
          org.email_invites === 'NOT_ALLOWED' ||
          (org.email_invites === 'RESTRICTED' && !org.email_allowed_domains.includes(emailDomain(email)))
        ) {
          fail(403, 'email_invites_not_allowed', 'This organization does not allow invitations to this e-mail');
        }
        let member = state.memberByEmail(org.organization_id, email);
        if (member?.status === 'active') fail(409, 'member_already_active', 'This e-mail is already an active member');
        member ??= newMember(kit, org, email);
        Object.assign(member, {
          status: 'invited',
          name: args.name ?? member.name,
          roles: args.roles ?? member.roles,
          untrusted_metadata: args.untrusted_metadata ?? member.untrusted_metadata,
          updated_at: kit.now(),
        });
        const token = kit.issueToken('login', email, args.invite_expiration_minutes ?? INVITE_MINUTES, {
          organization_id: org.organization_id,
          member_id: member.member_id,
        });
        const redirect = kit.redirectTo('INVITE', args.invite_redirect_url);
        const url = link(redirect, token.token, ORG_MAGIC_LINK);
        const mail = inviteMail(state.project.project_name, org.organization_name, url);
        kit.email(email, mail.subject, mail.text, [url]);
        return memberAnswer(state, member, org);
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
        const url = link(redirect, token.token, 'discovery');
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
