import type { SimRequest } from '../../core/types';
import { base64UrlJson, decodeBase64UrlJson } from './crypto';
import { jwtKeyId, rs256Sign, rs256Verify } from './jwtKey';
import { discoveredOrganizations, primarySatisfied } from './discovered';
import { INTERMEDIATE_SESSION_MINUTES, type Kit, MINUTE, SMS_OTP_MINUTES } from './kit';
import { smsText } from './mail';
import { sessionRoles } from './rbac';
import { fail, type Payload } from './reply';
import type { Factor, IntermediateSession, Member, Organization, Session } from './state';
import { memberAnswer, rfc3339, sessionJson } from './wire';

/** Cookie names the SDK writes (login spec, section 9; the client's DEFAULT_COOKIE_NAMES). */
export const COOKIES = {
  session: 'stytch_session',
  jwt: 'stytch_session_jwt',
  intermediate: 'stytch_intermediate_session_token',
} as const;

/** Session JWTs are short-lived; the opaque token is what keeps a session going. */
const JWT_MINUTES = 5;

export interface Authenticated {
  session: Session;
  member: Member;
  org: Organization;
}

export const smsKey = (member: Member) => `sms ${member.organization_id} ${member.member_id}`;

export const mfaAllowed = (org: Organization, method: 'sms_otp' | 'totp') =>
  org.mfa_methods !== 'RESTRICTED' || org.allowed_mfa_methods.includes(method);

/** Session tokens, intermediate tokens and the JWT: from the body, Basic auth or the SDK's cookies. */
export class Sessions {
  constructor(private readonly kit: Kit) {}

  private get state() {
    return this.kit.state;
  }

  async jwt(session: Session, member: Member, org: Organization): Promise<string> {
    const now = this.kit.now();
    const { project } = this.state;
    const header = base64UrlJson({ alg: 'RS256', typ: 'JWT', kid: jwtKeyId(project.project_id) });
    const payload = base64UrlJson({
      sub: member.member_id,
      iss: `stytch.com/${project.project_id}`,
      aud: [project.project_id],
      iat: Math.floor(now / 1000),
      nbf: Math.floor(now / 1000),
      exp: Math.floor(Math.min(session.expires_at, now + JWT_MINUTES * MINUTE) / 1000),
      'https://stytch.com/session': {
        id: session.member_session_id,
        started_at: rfc3339(session.started_at),
        last_accessed_at: rfc3339(session.last_accessed_at),
        expires_at: rfc3339(session.expires_at),
        authentication_factors: session.factors.map((factor) => factor.type),
        roles: sessionRoles(member),
      },
      'https://stytch.com/organization': { organization_id: org.organization_id, slug: org.organization_slug },
    });
    return `${header}.${payload}.${await rs256Sign(`${header}.${payload}`)}`;
  }

  /** The session a JWT names, if its signature is ours (expired JWTs still name their session). */
  private async sessionFromJwt(jwt: string): Promise<Session | undefined> {
    const [header, payload, signature] = jwt.split('.');
    if (!header || !payload || !signature) return undefined;
    if (!(await rs256Verify(`${header}.${payload}`, signature))) return undefined;
    const claims = decodeBase64UrlJson(payload) as { 'https://stytch.com/session'?: { id?: unknown } } | undefined;
    const id = claims?.['https://stytch.com/session']?.id;
    return typeof id === 'string' ? this.state.sessions.get(id) : undefined;
  }

  /** The caller's live session, or undefined: revoked and expired sessions are gone. */
  async current(
    request: SimRequest,
    body: Record<string, unknown>,
    basicSecret?: string,
  ): Promise<Authenticated | undefined> {
    const opaque = [body.session_token, basicSecret, request.cookies[COOKIES.session]].find(
      (candidate): candidate is string =>
        typeof candidate === 'string' && candidate !== '' && candidate !== this.state.project.public_token,
    );
    const jwt = [body.session_jwt, request.cookies[COOKIES.jwt]].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
    );
    const session = opaque ? this.state.sessionByToken(opaque) : jwt ? await this.sessionFromJwt(jwt) : undefined;
    if (!session || session.revoked || session.expires_at <= this.kit.now()) return undefined;
    const member = this.state.members.get(session.member_id);
    const org = this.state.organizations.get(session.organization_id);
    if (!member || member.status === 'deleted' || !org) return undefined;
    return { session, member, org };
  }

  async require(request: SimRequest, body: Record<string, unknown>, basicSecret?: string): Promise<Authenticated> {
    return (
      (await this.current(request, body, basicSecret)) ?? fail(404, 'session_not_found', 'No active session was found')
    );
  }

  /**
   * The intermediate session in the body or the SDK's cookie. One named in the body must be alive; a dead
   * one left in the cookie is ignored, as the cookie may outlive the session it held.
   */
  intermediate(request: SimRequest, body: Record<string, unknown>): IntermediateSession | undefined {
    const named = typeof body.intermediate_session_token === 'string' ? body.intermediate_session_token : '';
    const token = named || request.cookies[COOKIES.intermediate];
    if (!token) return undefined;
    const record = this.state.intermediate.get(token);
    if (record && record.expires_at > this.kit.now()) return record;
    if (named) fail(404, 'intermediate_session_not_found', 'The intermediate session token is invalid or has expired');
    return undefined;
  }

  requireIntermediate(request: SimRequest, body: Record<string, unknown>): IntermediateSession {
    return (
      this.intermediate(request, body) ??
      fail(404, 'intermediate_session_not_found', 'This call needs a live intermediate session token')
    );
  }

  issueIntermediate(email: string, factors: Factor[], bound?: Member): IntermediateSession {
    const record: IntermediateSession = {
      token: this.kit.token(),
      email_address: email,
      expires_at: this.kit.now() + INTERMEDIATE_SESSION_MINUTES * MINUTE,
      factors,
      member_id: bound?.member_id,
      organization_id: bound?.organization_id,
    };
    this.state.intermediate.set(record.token, record);
    return record;
  }

  /** Whether an intermediate session may vouch for this member (same e-mail, and same organization once bound). */
  static vouchesFor(ist: IntermediateSession | undefined, member: Member): ist is IntermediateSession {
    return (
      !!ist &&
      ist.email_address.toLowerCase() === member.email_address.toLowerCase() &&
      (ist.organization_id === undefined || ist.organization_id === member.organization_id)
    );
  }

  async sessionPayload({ session, member, org }: Authenticated): Promise<Payload> {
    return {
      ...memberAnswer(this.state, member, org),
      member_session: sessionJson(session, member, org),
      session_token: session.session_token,
      session_jwt: await this.jwt(session, member, org),
    };
  }

  /**
   * Where every authentication ends: the organization's primary-method policy, then MFA, then a session.
   * Factors carried by a vouching intermediate session count; it is spent when a session is made.
   */
  async finish(
    member: Member,
    org: Organization,
    factor: Factor,
    durationMinutes: number,
    ist: IntermediateSession | undefined,
  ): Promise<Payload> {
    const carried = Sessions.vouchesFor(ist, member) ? ist.factors : [];
    const factors = [...carried.filter((known) => known.method !== factor.method), factor];
    if (factor.sequence_order === 'PRIMARY') {
      member.status = 'active';
      member.updated_at = this.kit.now();
    }
    if (ist) this.state.intermediate.delete(ist.token);
    // An impersonation session is an admin acting as the member: no policy or MFA stands in its way.
    const impersonated = factor.method === 'impersonation';
    const primaryOk = impersonated || member.is_breakglass || primarySatisfied(org, factors);
    if (!primaryOk) {
      return this.intermediatePayload(member, org, factors, {
        primary_required: { allowed_auth_methods: org.allowed_auth_methods },
        mfa_required: null,
      });
    }
    const mfaNeeded = org.mfa_policy === 'REQUIRED_FOR_ALL' || member.mfa_enrolled;
    if (mfaNeeded && !impersonated && !factors.some((known) => known.sequence_order === 'SECONDARY')) {
      const smsFirst =
        member.mfa_phone_number_verified &&
        mfaAllowed(org, 'sms_otp') &&
        (member.default_mfa_method === 'sms_otp' || !member.totp?.verified);
      if (smsFirst) this.sendSms(member, org);
      return this.intermediatePayload(member, org, factors, {
        primary_required: null,
        mfa_required: {
          member_options: {
            mfa_phone_number: member.mfa_phone_number_verified ? member.mfa_phone_number : '',
            totp_registration_id: member.totp?.verified ? member.totp.totp_registration_id : '',
          },
          secondary_auth_initiated: smsFirst ? 'sms_otp' : null,
        },
      });
    }
    const now = this.kit.now();
    const session: Session = {
      member_session_id: this.kit.id('member-session'),
      member_id: member.member_id,
      organization_id: org.organization_id,
      session_token: this.kit.token(),
      started_at: now,
      last_accessed_at: now,
      expires_at: now + durationMinutes * MINUTE,
      revoked: false,
      factors,
    };
    this.state.sessions.set(session.member_session_id, session);
    return this.authenticatedPayload({ session, member, org });
  }

  /**
   * Who may complete a second factor for a member: an intermediate session vouching for them (logging in),
   * or their own session (enrolling or stepping up from settings).
   */
  async mfaCaller(
    request: SimRequest,
    body: Record<string, unknown>,
    secret: string | undefined,
    member: Member,
  ): Promise<{ ist: IntermediateSession } | { current: Authenticated }> {
    const ist = this.intermediate(request, body);
    if (Sessions.vouchesFor(ist, member)) return { ist };
    const current = await this.current(request, body, secret);
    if (current?.member.member_id === member.member_id) return { current };
    return fail(403, 'unauthorized_action', 'No intermediate session or session of this member was presented');
  }

  /** A second factor completed: a session from the intermediate one, or the factor added to the session. */
  async completeSecondary(
    caller: { ist: IntermediateSession } | { current: Authenticated },
    member: Member,
    org: Organization,
    factor: Factor,
    durationMinutes: number,
  ): Promise<Payload> {
    if ('ist' in caller) return this.finish(member, org, factor, durationMinutes, caller.ist);
    const { session } = caller.current;
    session.factors = [...session.factors.filter((known) => known.method !== factor.method), factor];
    session.last_accessed_at = this.kit.now();
    return this.authenticatedPayload(caller.current);
  }

  /** What an authentication answers once the member is in: the session, and nothing more required. */
  private async authenticatedPayload(authenticated: Authenticated): Promise<Payload> {
    return {
      ...(await this.sessionPayload(authenticated)),
      intermediate_session_token: '',
      member_authenticated: true,
      mfa_required: null,
      primary_required: null,
    };
  }

  private intermediatePayload(member: Member, org: Organization, factors: Factor[], required: Payload): Payload {
    const ist = this.issueIntermediate(member.email_address, factors, member);
    return {
      ...memberAnswer(this.state, member, org),
      member_session: null,
      session_token: '',
      session_jwt: '',
      intermediate_session_token: ist.token,
      member_authenticated: false,
      ...required,
    };
  }

  sendSms(member: Member, org: Organization) {
    const { code } = this.kit.issueCode(smsKey(member), SMS_OTP_MINUTES);
    this.kit.sms(member.mfa_phone_number, smsText(org.organization_name, code, SMS_OTP_MINUTES));
  }

  /** What every discovery authenticate answers: an intermediate session for the e-mail and its organizations. */
  discoveryPayload(email: string, factor: Factor): Payload {
    const ist = this.issueIntermediate(email, [factor]);
    return {
      intermediate_session_token: ist.token,
      email_address: email,
      discovered_organizations: discoveredOrganizations(this.state, email, [factor]),
    };
  }
}
