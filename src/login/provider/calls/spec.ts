import type { ArgumentKind, ArgumentSpec } from '../argumentChecks';

/** The flows whose PKCE requirement the bootstrap configuration switches on (login spec, section 3). */
export type PkceFlow = 'emailMagicLinks' | 'passwordResets' | 'oauth' | 'sso';

/**
 * How a call takes part in PKCE (login spec, sections 4 and 5), when the flow requires it:
 * - 'challenge' starts a flow: it sends the stored pair's challenge, creating and storing a pair if none exists;
 * - 'newChallenge' starts a flow that always takes a fresh pair, and clears any stored pair when PKCE is off;
 * - 'verifier' completes a flow: it sends the stored verifier (refusing to send without one) and clears the
 *   pair after success.
 * `field` is the body field the provider reads; it differs between flows.
 */
export interface PkceUse {
  flow: PkceFlow;
  step: 'challenge' | 'newChallenge' | 'verifier';
  field: string;
}

/** One provider call: where it goes, what it needs, and what its answer does. */
export interface CallSpec extends ArgumentSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Path under the SDK base path. A `{name}` segment is filled from the argument of that name, URL-encoded,
   * which is then not sent again. GET and DELETE send the remaining arguments as a query string; POST and PUT
   * as the body.
   */
  path: string;
  /** Arguments the client itself uses and never sends (checked like the others). */
  local?: Record<string, ArgumentKind>;
  /** Sent with device telemetry and retried with a captcha token when asked (authentication calls). */
  captcha?: boolean;
  /**
   * What the answer does to the client state: 'update' applies an authenticate or exchange answer,
   * 'destroy' ends the session, 'destroyIfCurrentMember' ends it when the call removed the signed-in member.
   */
  session?: 'update' | 'destroy' | 'destroyIfCurrentMember';
  /**
   * An unrecoverable error (errors.ts) on this call ends the local session. Only the session's own calls do
   * so, as in the official client: a wrong password while signed in leaves the session alone.
   */
  endsSessionWhenUnrecoverable?: boolean;
  /** Fills session_duration_minutes from the integrator's configuration when the caller leaves it out. */
  sessionDuration?: boolean;
  /** Sends the stored intermediate session token: the call continues a login that is not finished yet. */
  intermediateSession?: boolean;
  pkce?: PkceUse;
  /** The answer's field holding a URL the browser goes to next (One Tap). */
  redirect?: string;
  /**
   * An answer field holding an address the page will send the browser to later (the consent mode's
   * redirect_uri): checked like `redirect`, so a call answering a non-http(s) one fails.
   */
  redirectLater?: string;
  /** Sent as an HTML form (application/x-www-form-urlencoded) rather than JSON. */
  form?: boolean;
}

/** Fields many calls share. */
export const duration = { session_duration_minutes: 'number' } as const;
export const locale = { locale: 'string' } as const;
export const mfaStep = { member_id: 'string', organization_id: 'string' } as const;
export const connectionId = { connection_id: 'string' } as const;
export const memberId = { member_id: 'string' } as const;
