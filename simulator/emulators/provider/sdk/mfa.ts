import { mfaAllowed } from '../auth';
import { recoveryCodeFactor, totpFactor } from '../factors';
import { randomBytes, recoveryCode } from '../ids';
import { checkDuration, read } from '../input';
import type { Kit } from '../kit';
import { requireMember, requireOrg } from '../lookups';
import { fail } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { Member } from '../state';
import { base32Encode, matchingCounter, otpauthUri, qrDataUrl } from '../totp';
import { memberAnswer } from '../wire';

const RECOVERY_CODE_COUNT = 10;
/** RFC 4226 recommends secrets of 160 bits. */
const SECRET_BYTES = 20;

/** Optional fields of every second-factor authenticate call. */
export const ENROLLMENT_FIELDS = {
  set_mfa_enrollment: 'string',
  set_default_mfa: 'boolean',
  locale: 'string',
} as const;

/** A completed second factor enrols the member (unless told not to) and becomes the default when none is. */
export function applyEnrollment(
  kit: Kit,
  member: Member,
  method: 'sms_otp' | 'totp',
  args: { set_mfa_enrollment?: string; set_default_mfa?: boolean },
): void {
  if (args.set_mfa_enrollment !== undefined && !['enroll', 'unenroll'].includes(args.set_mfa_enrollment)) {
    fail(400, 'invalid_argument', 'set_mfa_enrollment must be enroll or unenroll');
  }
  member.mfa_enrolled = args.set_mfa_enrollment !== 'unenroll';
  if (args.set_default_mfa || !member.default_mfa_method) member.default_mfa_method = method;
  member.updated_at = kit.now();
}

/** Authenticator apps (TOTP) and their backup codes. */
/** What every second-factor authenticate (TOTP, SMS code) reads first: its arguments, the member, the caller. */
export async function readSecondFactor({ kit, sessions }: Deps, { request, body, secret }: Call) {
  const args = read(
    body,
    { organization_id: 'string', member_id: 'string', code: 'string', session_duration_minutes: 'number' },
    ENROLLMENT_FIELDS,
  );
  const duration = checkDuration(args.session_duration_minutes);
  const org = requireOrg(kit.state, args.organization_id);
  const member = requireMember(kit.state, org, args.member_id);
  const caller = await sessions.mfaCaller(request, body, secret, member);
  return { args, duration, org, member, caller };
}

export const mfaRoutes = (deps: Deps): Route[] => {
  const { kit, sessions } = deps;
  const { state } = kit;
  const { random } = kit.context;
  const newCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode(random));

  const verifiedTotp = (member: Member) =>
    member.totp?.verified
      ? member.totp
      : fail(404, 'totp_registration_not_found', 'The member has no authenticator app');

  const withMember = (member: Member, extra: Record<string, unknown>) => ({ ...memberAnswer(state, member), ...extra });

  return [
    {
      method: 'POST',
      path: '/b2b/totp',
      handle: async ({ request, body, secret }) => {
        const args = read(body, { organization_id: 'string', member_id: 'string' }, { expiration_minutes: 'number' });
        const org = requireOrg(state, args.organization_id);
        const member = requireMember(state, org, args.member_id);
        await sessions.mfaCaller(request, body, secret, member);
        if (!mfaAllowed(org, 'totp'))
          fail(403, 'mfa_method_not_allowed', 'This organization does not allow authenticator apps');
        if (member.totp?.verified) fail(409, 'totp_already_registered', 'The member already has an authenticator app');
        const totp = {
          totp_registration_id: kit.id('member-totp'),
          secret: base32Encode(randomBytes(random, SECRET_BYTES)),
          verified: false,
          recovery_codes: newCodes(),
          last_counter: -1,
        };
        member.totp = totp;
        return withMember(member, {
          totp_registration_id: totp.totp_registration_id,
          secret: totp.secret,
          qr_code: qrDataUrl(otpauthUri(state.project.project_name, member.email_address, totp.secret)),
          recovery_codes: totp.recovery_codes,
        });
      },
    },
    {
      method: 'POST',
      path: '/b2b/totp/authenticate',
      handle: async (call) => {
        const { args, duration, org, member, caller } = await readSecondFactor(deps, call);
        const totp = member.totp ?? fail(404, 'totp_registration_not_found', 'The member has no authenticator app');
        const counter = await matchingCounter(totp.secret, args.code, kit.now());
        // A code is good once: a counter at or before the last one used is a replay.
        if (counter === undefined || counter <= totp.last_counter) {
          fail(401, 'unable_to_auth_totp_code', 'The code is not correct or was already used');
        }
        totp.last_counter = counter;
        totp.verified = true;
        applyEnrollment(kit, member, 'totp', args);
        const factor = totpFactor(totp.totp_registration_id, kit.now());
        return sessions.completeSecondary(caller, member, org, factor, duration);
      },
    },
    {
      method: 'POST',
      path: '/b2b/recovery_codes/recover',
      handle: async ({ request, body, secret }) => {
        const args = read(body, {
          organization_id: 'string',
          member_id: 'string',
          recovery_code: 'string',
          session_duration_minutes: 'number',
        });
        const duration = checkDuration(args.session_duration_minutes);
        const org = requireOrg(state, args.organization_id);
        const member = requireMember(state, org, args.member_id);
        const caller = await sessions.mfaCaller(request, body, secret, member);
        const totp = member.totp?.verified ? member.totp : undefined;
        // Backup codes are compared as typed: the spec says they are neither trimmed nor reformatted.
        const index = totp?.recovery_codes.indexOf(body.recovery_code as string) ?? -1;
        if (!totp || index < 0)
          fail(401, 'unable_to_auth_recovery_code', 'The backup code is not correct or was already used');
        totp.recovery_codes.splice(index, 1);
        const factor = recoveryCodeFactor(totp.totp_registration_id, kit.now());
        return {
          ...(await sessions.completeSecondary(caller, member, org, factor, duration)),
          recovery_codes_remaining: totp.recovery_codes.length,
        };
      },
    },
    {
      method: 'POST',
      path: '/b2b/recovery_codes/rotate',
      handle: async ({ request, body, secret }) => {
        const { member } = await sessions.require(request, body, secret);
        const totp = verifiedTotp(member);
        totp.recovery_codes = newCodes();
        return withMember(member, { recovery_codes: totp.recovery_codes });
      },
    },
    {
      method: 'GET',
      path: '/b2b/recovery_codes',
      handle: async ({ request, body, secret }) => {
        const { member } = await sessions.require(request, body, secret);
        return withMember(member, { recovery_codes: verifiedTotp(member).recovery_codes });
      },
    },
  ];
};
