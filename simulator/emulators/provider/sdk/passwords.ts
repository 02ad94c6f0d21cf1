import { emailId, passwordFactor } from '../factors';
import { checkDuration, checkEmail, checkPkceStart, read, withQuery } from '../input';
import { PASSWORD_RESET_MINUTES } from '../kit';
import { provisionByEmail, requireMember, requireOrg } from '../lookups';
import { loginMail, resetMail } from '../mail';
import { passwordMatches, setPassword } from '../records';
import { fail } from '../reply';
import type { Deps, Route } from '../router';
import type { IntermediateSession, Member, OneTimeToken, Organization } from '../state';
import { requireStrong, strengthCheck } from '../strength';
import { memberAnswer } from '../wire';
import { ORG_MAGIC_LINK } from './magicLinks';

const BAD_CREDENTIALS = 'The e-mail address or password is not correct';
/** The token type reset links carry back to the widget (login spec, section 4: Password flows). */
const ORG_PASSWORD_RESET = 'multi_tenant_passwords';

const RESET_START_FIELDS = {
  login_redirect_url: 'string',
  reset_password_redirect_url: 'string',
  reset_password_expiration_minutes: 'number',
  reset_password_template_id: 'string',
  verify_email_template_id: 'string',
  locale: 'string',
  pkce_code_challenge: 'string',
} as const;

/** The organization reset start: the same fields, with its PKCE challenge named code_challenge. */
const { pkce_code_challenge: _discoveryName, ...SHARED_RESET_START_FIELDS } = RESET_START_FIELDS;
const ORG_RESET_START_FIELDS = { ...SHARED_RESET_START_FIELDS, code_challenge: 'string' } as const;

export const passwordRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const { project } = state;

  /** Mails a link carrying `token` back to `redirect`: a reset link, or a login link that verifies the e-mail. */
  const mailLink = (token: OneTimeToken, redirect: string, type: string, where: string, minutes: number) => {
    const url = withQuery(redirect, { token: token.token, stytch_token_type: type });
    const mail =
      type === ORG_MAGIC_LINK
        ? loginMail(project.project_name, where, url, false)
        : resetMail(project.project_name, where, url, minutes);
    kit.email(token.email_address, mail.subject, mail.text, [url]);
  };

  /** The organization's member with this e-mail, if the password is theirs: one refusal for either mistake. */
  const memberWithPassword = async (organizationId: string, emailAddress: string, password: string) => {
    const org = requireOrg(state, organizationId);
    const member = state.memberByEmail(org.organization_id, checkEmail(emailAddress));
    if (!member || !(await passwordMatches(member, password))) fail(401, 'unauthorized_credentials', BAD_CREDENTIALS);
    return { org, member };
  };

  /** Where a password login ends: the member's password as the factor. */
  const passwordLogin = (member: Member, org: Organization, duration: number, ist: IntermediateSession | undefined) =>
    sessions.finish(member, org, passwordFactor(member.email_address, kit.now()), duration, ist);

  /** Where a discovery password login ends: the e-mail's organizations, with the password as the factor. */
  const discoveryLogin = (email: string) => sessions.discoveryPayload(email, passwordFactor(email, kit.now()));

  return [
    {
      method: 'POST',
      path: '/b2b/passwords/strength_check',
      handle: ({ body }) => {
        const args = read(body, { password: 'string' }, { email_address: 'string' });
        return strengthCheck(project, args.password, args.email_address);
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          {
            email_address: 'string',
            organization_id: 'string',
            password: 'string',
            session_duration_minutes: 'number',
          },
          { locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const { org, member } = await memberWithPassword(args.organization_id, args.email_address, args.password);
        return passwordLogin(member, org, duration, sessions.intermediate(request, body));
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/discovery/authenticate',
      handle: async ({ body }) => {
        const args = read(body, { email_address: 'string', password: 'string' });
        const email = checkEmail(args.email_address);
        const withPassword = state.membershipsOf(email).filter((member) => member.password);
        const matches = await Promise.all(withPassword.map((member) => passwordMatches(member, args.password)));
        if (!matches.includes(true)) fail(401, 'unauthorized_credentials', BAD_CREDENTIALS);
        return discoveryLogin(email);
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/email/reset/start',
      handle: ({ body }) => {
        // The organization reset names its PKCE field code_challenge; only the discovery reset says pkce_code_challenge.
        const args = read(body, { email_address: 'string', organization_id: 'string' }, ORG_RESET_START_FIELDS);
        const email = checkEmail(args.email_address);
        const org = requireOrg(state, args.organization_id);
        checkPkceStart(project.pkce_required_for_password_resets, args.code_challenge);
        const { member } = provisionByEmail(kit, org, email);
        const minutes = args.reset_password_expiration_minutes ?? PASSWORD_RESET_MINUTES;
        const extra = {
          pkce_code_challenge: args.code_challenge,
          organization_id: org.organization_id,
          member_id: member.member_id,
        };
        if (member.email_address_verified) {
          const redirect = kit.redirectTo('RESET_PASSWORD', args.reset_password_redirect_url);
          const token = kit.issueToken('password_reset', email, minutes, extra);
          mailLink(token, redirect, ORG_PASSWORD_RESET, org.organization_name, minutes);
        } else {
          // An unverified e-mail first proves itself with a login link (the widget's "Verify your email first").
          const redirect = kit.redirectTo('LOGIN', args.login_redirect_url);
          const token = kit.issueToken('login', email, minutes, extra);
          mailLink(token, redirect, ORG_MAGIC_LINK, org.organization_name, minutes);
        }
        return { ...memberAnswer(state, member, org), member_email_id: emailId(email) };
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/email/reset',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          { password_reset_token: 'string', password: 'string', session_duration_minutes: 'number' },
          { code_verifier: 'string', locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const ist = sessions.intermediate(request, body);
        await requireStrong(project, args.password, undefined);
        const token = await kit.redeemToken(args.password_reset_token, ['password_reset'], args.code_verifier);
        const org = requireOrg(state, token.organization_id!);
        const member = requireMember(state, org, token.member_id!);
        await setPassword(kit, member, args.password);
        member.email_address_verified = true;
        return passwordLogin(member, org, duration, ist);
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/discovery/reset/start',
      handle: ({ body }) => {
        const args = read(
          body,
          { email_address: 'string' },
          { ...RESET_START_FIELDS, discovery_redirect_url: 'string' },
        );
        const email = checkEmail(args.email_address);
        checkPkceStart(project.pkce_required_for_password_resets, args.pkce_code_challenge);
        const minutes = args.reset_password_expiration_minutes ?? PASSWORD_RESET_MINUTES;
        const redirect = kit.redirectTo('RESET_PASSWORD', args.reset_password_redirect_url);
        const token = kit.issueToken('discovery_password_reset', email, minutes, {
          pkce_code_challenge: args.pkce_code_challenge,
        });
        mailLink(token, redirect, 'discovery', project.project_name, minutes);
        return {};
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/discovery/reset',
      handle: async ({ body }) => {
        const args = read(
          body,
          { password_reset_token: 'string', password: 'string' },
          { pkce_code_verifier: 'string' },
        );
        await requireStrong(project, args.password, undefined);
        const token = await kit.redeemToken(
          args.password_reset_token,
          ['discovery_password_reset'],
          args.pkce_code_verifier,
        );
        // A discovery password belongs to the e-mail address: every membership of it gets the new one.
        for (const member of state.membershipsOf(token.email_address)) {
          await setPassword(kit, member, args.password);
          member.email_address_verified = true;
        }
        return discoveryLogin(token.email_address);
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/existing_password/reset',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          {
            email_address: 'string',
            existing_password: 'string',
            new_password: 'string',
            organization_id: 'string',
            session_duration_minutes: 'number',
          },
          { locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const { org, member } = await memberWithPassword(
          args.organization_id,
          args.email_address,
          args.existing_password,
        );
        if (args.new_password === args.existing_password)
          fail(400, 'same_password', 'Choose a password you have not used here');
        await requireStrong(project, args.new_password, member.email_address);
        await setPassword(kit, member, args.new_password);
        return passwordLogin(member, org, duration, sessions.intermediate(request, body));
      },
    },
    {
      method: 'POST',
      path: '/b2b/passwords/session/reset',
      handle: async ({ request, body, secret }) => {
        const caller = await sessions.require(request, body, secret);
        const args = read(body, { password: 'string' }, { organization_id: 'string', locale: 'string' });
        await requireStrong(project, args.password, caller.member.email_address);
        await setPassword(kit, caller.member, args.password);
        return sessions.sessionPayload(caller);
      },
    },
  ];
};
