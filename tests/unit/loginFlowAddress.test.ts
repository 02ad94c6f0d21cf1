import { describe, expect, it } from 'vitest';
import { isPasswordResetAddress, slugFromAddress, tokenFromAddress, withoutToken } from '../../src/login/flow/address';
import { countdown, countdownText } from '../../src/login/flow/countdown';
import { defaultLoginStrings as strings } from '../../src/login/groups/catalogue';

describe('login flow: the page address', () => {
  it('reads the token and its type, and removes both leaving the rest of the address', () => {
    const href = 'https://app.example.com/login?stytch_token_type=oauth&token=abc&keep=1#top';
    expect(tokenFromAddress(href)).toEqual({ token: 'abc', tokenType: 'oauth' });
    expect(withoutToken(href)).toBe('https://app.example.com/login?keep=1#top');
    expect(tokenFromAddress('https://app.example.com/login?token=abc')).toBeNull();
  });

  it('starts the password reset flow only for the reset redirect type', () => {
    expect(isPasswordResetAddress('https://a.example/?stytch_redirect_type=reset_password')).toBe(true);
    expect(isPasswordResetAddress('https://a.example/?stytch_redirect_type=login')).toBe(false);
  });

  it.each([
    ['https://{{slug}}.example.com', 'https://acme.example.com/login?x=1', 'acme'],
    ['https://{{slug}}.example.com', 'https://ACME.Example.com:8443/', 'ACME'],
    ['https://example.com/orgs/{{slug}}', 'https://example.com/orgs/acme-corp/login', 'acme-corp'],
    ['https://example.com/orgs/{{slug}}/', 'https://example.com/orgs/acme', 'acme'],
    ['example.com/{{slug}}', 'http://example.com/acme?next=/x', 'acme'],
    ['http://localhost:3000/{{slug}}', 'http://localhost:3000/acme%7E1', 'acme~1'],
  ])('pattern %s reads %s as slug %s', (pattern, href, slug) => {
    expect(slugFromAddress(pattern, href)).toBe(slug);
  });

  it.each([
    ['https://{{slug}}.example.com', 'https://example.com/acme'],
    ['https://example.com/orgs/{{slug}}', 'https://example.com/teams/acme'],
    ['https://example.com/orgs/{{slug}}', 'https://example.com/orgs/'],
    ['https://example.com/orgs', 'https://example.com/orgs/acme'],
    ['https://{{slug}}.{{slug}}.example.com', 'https://a.b.example.com'],
  ])('pattern %s finds no slug in %s', (pattern, href) => {
    expect(slugFromAddress(pattern, href)).toBeNull();
  });

  it('finds no slug without a pattern', () => {
    expect(slugFromAddress(null, 'https://acme.example.com')).toBeNull();
  });
});

describe('login flow: code countdown', () => {
  it('waits without an expiry, counts m:ss in whole seconds, then reads expired', () => {
    expect(countdown(null, 0)).toEqual({ state: 'waiting' });
    expect(countdown(600_000, 0)).toEqual({ state: 'running', remaining: '10:00' });
    expect(countdown(120_000, 1)).toEqual({ state: 'running', remaining: '2:00' });
    expect(countdown(120_000, 61_000)).toEqual({ state: 'running', remaining: '0:59' });
    expect(countdown(120_000, 119_600)).toEqual({ state: 'running', remaining: '0:01' });
    expect(countdown(120_000, 120_000)).toEqual({ state: 'expired' });
    expect(countdownText(countdown(65_000, 0), strings)).toBe("Your code expires in 1:05. Didn't get it?");
    expect(countdownText({ state: 'expired' }, strings)).toBe('Your code has expired.');
    expect(countdownText({ state: 'waiting' }, strings)).toBeNull();
  });
});
