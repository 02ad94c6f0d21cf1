import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { cookieNames, cookiePlace, cookieString, readCookie, visiblePaths } from '../../src/login/provider/cookies';
import {
  refreshRetryDelayMs,
  sameClientState,
  sessionUpdateFor,
  type ClientState,
} from '../../src/login/provider/sessionState';

const session = {
  member_session_id: 'ms-1',
  expires_at: '2026-11-23T01:00:00Z',
  last_accessed_at: '2026-11-23T00:00:00Z',
  roles: ['stytch_member'],
};

describe('session rules', () => {
  it('a member session stores member, organization and session with both tokens', () => {
    expect(
      sessionUpdateFor({
        member_session: session,
        member: { member_id: 'm' },
        organization: { organization_id: 'o' },
        session_token: 'tok',
        session_jwt: 'jwt',
        intermediate_session_token: '',
      }),
    ).toEqual({
      kind: 'session',
      state: { member: { member_id: 'm' }, organization: { organization_id: 'o' }, session },
      sessionToken: 'tok',
      sessionJwt: 'jwt',
    });
  });

  it('an intermediate token alone replaces the session; anything else clears it', () => {
    expect(sessionUpdateFor({ member_session: null, intermediate_session_token: 'ist' })).toEqual({
      kind: 'intermediate',
      intermediateToken: 'ist',
    });
    expect(sessionUpdateFor({})).toEqual({ kind: 'cleared' });
  });

  it('ignores last_accessed_at when comparing states', () => {
    const a: ClientState = { member: { member_id: 'm' }, organization: { organization_id: 'o' }, session };
    const b: ClientState = { ...a, session: { ...session, last_accessed_at: '2026-11-23T00:05:00Z' } };
    expect(sameClientState(a, b)).toBe(true);
    expect(sameClientState(a, { ...a, session: { ...session, expires_at: 'later' } })).toBe(false);
    expect(sameClientState(null, null)).toBe(true);
    expect(sameClientState(a, null)).toBe(false);
  });

  it('retries refresh after 2 s doubling, capped at attempt 7, within ±175 ms', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(20), (seed, attempt) => {
        const base = 2_000 * 2 ** Math.min(attempt, 7);
        const delay = refreshRetryDelayMs(attempt, seededRandom(seed));
        expect(Math.abs(delay - base)).toBeLessThanOrEqual(175);
      }),
    );
  });
});

describe('cookies', () => {
  const expires = new Date('2026-11-23T01:00:00Z');

  it('defaults to SameSite=Lax, path / and Secure, except on localhost', () => {
    expect(cookieString('stytch_session', 'a b', expires, 'app.genios.test')).toBe(
      'stytch_session=a%20b; expires=Mon, 23 Nov 2026 01:00:00 GMT; SameSite=Lax; path=/; Secure',
    );
    expect(cookieString('stytch_session', 'x', expires, 'localhost')).not.toContain('Secure');
  });

  it('files cookies at the integrator path, with a domain only when they reach subdomains', () => {
    expect(cookiePlace('app.genios.test')).toEqual({ path: '/' });
    expect(cookiePlace('app.genios.test', { path: '/app', domain: '.genios.test' })).toEqual({ path: '/app' });
    expect(cookiePlace('app.genios.test', { availableToSubdomains: true })).toEqual({
      path: '/',
      domain: 'app.genios.test',
    });
    expect(cookiePlace('localhost', { availableToSubdomains: true, domain: 'localhost' })).toEqual({ path: '/' });
    const place = cookiePlace('app.genios.test', { path: '/app', domain: '.genios.test', availableToSubdomains: true });
    expect(cookieString('s', 'x', expires, 'app.genios.test', place)).toBe(
      's=x; expires=Mon, 23 Nov 2026 01:00:00 GMT; SameSite=Lax; path=/app; domain=.genios.test; Secure',
    );
    expect(visiblePaths('/output/u-1')).toEqual(['/output/u-1', '/output', '/']);
    expect(visiblePaths('/')).toEqual(['/']);
    expect(cookieNames({ jwtCookieName: 'jwt' })).toEqual({
      session: 'stytch_session',
      jwt: 'jwt',
      intermediate: 'stytch_intermediate_session_token',
    });
    expect(readCookie('a=1; stytch_session=t%3Dx; b=2', 'stytch_session')).toBe('t=x');
    expect(readCookie('a=1', 'stytch_session')).toBeUndefined();
  });
});
