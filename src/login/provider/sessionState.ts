import type { Random } from '../../core/random';

export interface MemberSession {
  member_session_id: string;
  expires_at: string;
  last_accessed_at?: string;
  roles?: string[];
  [field: string]: unknown;
}

export interface AuthenticateResponse {
  member_session?: MemberSession | null;
  member?: Record<string, unknown> | null;
  organization?: Record<string, unknown> | null;
  session_token?: string;
  session_jwt?: string;
  intermediate_session_token?: string;
}

/** The client state the spec persists and syncs across tabs. */
export interface ClientState {
  member: Record<string, unknown>;
  organization: Record<string, unknown>;
  session: MemberSession;
}

/** What the session store must do after an answer (login spec, section 4, "Provider session state"). */
export type SessionUpdate =
  | { kind: 'session'; state: ClientState; sessionToken: string; sessionJwt: string }
  | { kind: 'intermediate'; intermediateToken: string }
  | { kind: 'cleared' };

/**
 * A member session stores member, organization and session and writes the tokens (the intermediate one is
 * removed); an intermediate token alone clears the state and is kept for 10 minutes; anything else clears all.
 */
export function sessionUpdateFor(response: AuthenticateResponse): SessionUpdate {
  if (response.member_session && response.member && response.organization) {
    return {
      kind: 'session',
      state: { member: response.member, organization: response.organization, session: response.member_session },
      sessionToken: response.session_token ?? '',
      sessionJwt: response.session_jwt ?? '',
    };
  }
  if (response.intermediate_session_token)
    return { kind: 'intermediate', intermediateToken: response.intermediate_session_token };
  return { kind: 'cleared' };
}

/** Two states are the same if they differ at most in last_accessed_at (which every refresh changes). */
export function sameClientState(a: ClientState | null, b: ClientState | null): boolean {
  const comparable = (state: ClientState | null) =>
    state && JSON.stringify({ ...state, session: { ...state.session, last_accessed_at: undefined } });
  return comparable(a) === comparable(b);
}

/** Background refresh cadence and retry (login spec, section 9). */
export const SESSION_REFRESH_MS = 3 * 60 * 1000;
const RETRY_BASE_MS = 2_000;
const RETRY_ATTEMPT_CAP = 7;
const RETRY_JITTER_MS = 175;

/** Delay before refresh retry `attempt` (0-based): 2 s doubled per attempt up to attempt 7, ±175 ms. */
export function refreshRetryDelayMs(attempt: number, random: Random): number {
  const base = RETRY_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), RETRY_ATTEMPT_CAP);
  return base + Math.round((random.next() * 2 - 1) * RETRY_JITTER_MS);
}
