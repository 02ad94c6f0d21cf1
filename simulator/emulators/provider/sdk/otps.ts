import { mfaAllowed, smsKey } from '../auth';
import { emailId, emailOtpFactor, smsFactor } from '../factors';
import { checkDuration, checkEmail, checkPhone, read } from '../input';
import { EMAIL_OTP_MINUTES } from '../kit';
import { provisionByEmail, requireMember, requireOrg } from '../lookups';
import { codeMail } from '../mail';
import { fail } from '../reply';
import type { Deps, Route } from '../router';
import type { Member } from '../state';
import { memberAnswer } from '../wire';
import { applyEnrollment, readSecondFactor } from './mfa';

const WRONG_CODE = 'The passcode is not correct or has expired';

const emailKey = (organizationId: string, email: string) => `email ${organizationId} ${email}`;
const discoveryKey = (email: string) => `email discovery ${email}`;

/** E-mail codes (primary, organization or discovery) and text-message codes (second factor). */
export const otpRoutes = (deps: Deps): Route[] => {
  const { kit, sessions } = deps;
  const { state } = kit;
  const { project } = state;

  const mailCode = (email: string, where: string, key: string) => {
    const { code } = kit.issueCode(key, EMAIL_OTP_MINUTES);
    const mail = codeMail(project.project_name, where, code, EMAIL_OTP_MINUTES);
    kit.email(email, mail.subject, mail.text);
  };

  const setPhone = (member: Member, phone: string) => {
    checkPhone(phone);
    if (member.mfa_phone_number_verified && member.mfa_phone_number !== phone) {
      fail(400, 'member_phone_number_already_verified', 'The member already has a verified phone number');
    }
    const taken = state
      .membersOf(member.organization_id)
      .some((other) => other.member_id !== member.member_id && other.mfa_phone_number === phone);
    if (taken)
      fail(
        400,
        'duplicate_member_phone_number',
        'A member with the specified phone number already exists for this organization.',
      );
    member.mfa_phone_number = phone;
  };

  return [
    {
      method: 'POST',
      path: '/b2b/otps/email/login_or_signup',
      handle: ({ body }) => {
        const args = read(
          body,
          { email_address: 'string', organization_id: 'string' },
          { login_template_id: 'string', signup_template_id: 'string', locale: 'string' },
        );
        const email = checkEmail(args.email_address);
        const org = requireOrg(state, args.organization_id);
        const { member, created } = provisionByEmail(kit, org, email);
        mailCode(email, org.organization_name, emailKey(org.organization_id, email));
        return { ...memberAnswer(state, member, org), member_created: created };
      },
    },
    {
      method: 'POST',
      path: '/b2b/otps/email/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          { code: 'string', email_address: 'string', organization_id: 'string', session_duration_minutes: 'number' },
          { locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const email = checkEmail(args.email_address);
        const org = requireOrg(state, args.organization_id);
        const ist = sessions.intermediate(request, body);
        const member = state.memberByEmail(org.organization_id, email);
        if (!member || !kit.spendCode(emailKey(org.organization_id, email), args.code)) {
          fail(401, 'unable_to_auth_otp_code', WRONG_CODE);
        }
        member.email_address_verified = true;
        return {
          method_id: emailId(email),
          ...(await sessions.finish(member, org, emailOtpFactor(email, kit.now()), duration, ist)),
        };
      },
    },
    {
      method: 'POST',
      path: '/b2b/otps/email/discovery/send',
      handle: ({ body }) => {
        const args = read(body, { email_address: 'string' }, { login_template_id: 'string', locale: 'string' });
        const email = checkEmail(args.email_address);
        mailCode(email, project.project_name, discoveryKey(email));
        return {};
      },
    },
    {
      method: 'POST',
      path: '/b2b/otps/email/discovery/authenticate',
      handle: ({ body }) => {
        const args = read(body, { code: 'string', email_address: 'string' });
        const email = checkEmail(args.email_address);
        if (!kit.spendCode(discoveryKey(email), args.code)) fail(401, 'unable_to_auth_otp_code', WRONG_CODE);
        return sessions.discoveryPayload(email, emailOtpFactor(email, kit.now()));
      },
    },
    {
      method: 'POST',
      path: '/b2b/otps/sms/send',
      handle: async ({ request, body, secret }) => {
        const args = read(
          body,
          { organization_id: 'string', member_id: 'string' },
          { mfa_phone_number: 'string', locale: 'string' },
        );
        const org = requireOrg(state, args.organization_id);
        const member = requireMember(state, org, args.member_id);
        await sessions.mfaCaller(request, body, secret, member);
        if (!mfaAllowed(org, 'sms_otp'))
          fail(403, 'mfa_method_not_allowed', 'This organization does not allow SMS codes');
        if (args.mfa_phone_number) setPhone(member, args.mfa_phone_number);
        else if (!member.mfa_phone_number)
          fail(400, 'missing_argument', 'mfa_phone_number is required: the member has none');
        sessions.sendSms(member, org);
        return memberAnswer(state, member, org);
      },
    },
    {
      method: 'POST',
      path: '/b2b/otps/sms/authenticate',
      handle: async (call) => {
        const { args, duration, org, member, caller } = await readSecondFactor(deps, call);
        if (!kit.spendCode(smsKey(member), args.code)) fail(401, 'unable_to_auth_otp_code', WRONG_CODE);
        member.mfa_phone_number_verified = true;
        applyEnrollment(kit, member, 'sms_otp', args);
        const factor = smsFactor(member.mfa_phone_number, kit.now());
        return sessions.completeSecondary(caller, member, org, factor, duration);
      },
    },
  ];
};
