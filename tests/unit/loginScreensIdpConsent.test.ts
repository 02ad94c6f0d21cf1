import { describe, expect, it } from 'vitest';
import {
  STANDARD_SCOPES,
  consentTitle,
  isStandardScope,
  orderScopes,
  scopeText,
} from '../../src/login/screens/IdpConsentScopes';

const scopes = (...names: string[]) => names.map((scope) => ({ scope }));

describe('consentTitle', () => {
  it('is a plain sign-in when every scope is standard', () => {
    expect(consentTitle('Acme CRM', 'Genios', scopes('openid', 'email', 'profile'))).toBe(
      'Sign in to Acme CRM with Genios',
    );
    expect(consentTitle('Acme CRM', 'Genios', scopes(...STANDARD_SCOPES))).toBe('Sign in to Acme CRM with Genios');
  });

  it('is an access request when any scope is non-standard', () => {
    expect(consentTitle('Acme CRM', 'Genios', scopes('openid', 'read:reports'))).toBe(
      'Acme CRM wants to access your Genios account',
    );
  });
});

describe('scopeText', () => {
  it('has a text of its own for each standard scope', () => {
    const texts = STANDARD_SCOPES.map((scope) => scopeText({ scope }, 'Genios'));
    expect(texts).toEqual([
      'Verify your identity',
      'View your personal profile (name, picture and language)',
      'View your email address',
      'View your phone number',
      'Maintain access to your account when you are offline',
      'Fully access and manage your Genios account',
    ]);
  });

  it("shows a custom scope's policy description, or 'Use the {scope} scope'", () => {
    expect(scopeText({ scope: 'read:reports', description: 'Read your reports' }, 'Genios')).toBe('Read your reports');
    expect(scopeText({ scope: 'read:reports' }, 'Genios')).toBe('Use the read:reports scope');
    expect(scopeText({ scope: 'read:reports', description: '  ' }, 'Genios')).toBe('Use the read:reports scope');
  });

  it('does not let a description replace a standard text', () => {
    expect(scopeText({ scope: 'email', description: 'Something else' }, 'Genios')).toBe('View your email address');
  });
});

describe('orderScopes', () => {
  it('lists standard scopes in their usual order, then custom ones as requested', () => {
    const ordered = orderScopes(scopes('write:b', 'email', 'read:a', 'openid', 'offline_access'));
    expect(ordered.map(({ scope }) => scope)).toEqual(['openid', 'email', 'offline_access', 'write:b', 'read:a']);
  });
});

describe('isStandardScope', () => {
  it('knows exactly the six standard scopes', () => {
    expect(STANDARD_SCOPES).toEqual(['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access']);
    expect(isStandardScope('openid')).toBe(true);
    expect(isStandardScope('OpenID')).toBe(false);
    expect(isStandardScope('admin')).toBe(false);
  });
});
