import { describe, expect, it } from 'vitest';
import { hasScopes, scopeTexts } from '../../src/login/groups/federation/IdpConsentScopes';
import { defaultLoginStrings as strings } from '../../src/login/groups/catalogue';

const none = { standardScopes: [], customScopes: [] };

describe('scopeTexts', () => {
  it('has a text of its own for each standard scope, in the usual order whatever the requested one', () => {
    const standardScopes = ['full_access', 'offline_access', 'phone', 'email', 'profile', 'openid'];
    expect(scopeTexts({ ...none, standardScopes }, 'Genios', strings)).toEqual([
      'Verify your identity',
      'View your personal profile (name, picture and language)',
      'View your email address',
      'View your phone number',
      'Maintain access to your account when you are offline',
      'Fully access and manage your Genios account',
    ]);
  });

  it("lists custom scopes after the standard ones, by the flow's descriptions, as requested", () => {
    const texts = scopeTexts(
      {
        standardScopes: ['email'],
        customScopes: [
          { scope: 'write:b', description: 'Use the write:b scope' },
          { scope: 'read:a', description: 'Read your reports' },
        ],
      },
      'Genios',
      strings,
    );
    expect(texts).toEqual(['View your email address', 'Use the write:b scope', 'Read your reports']);
  });
});

describe('hasScopes', () => {
  it('says whether there is anything to list', () => {
    expect(hasScopes(none)).toBe(false);
    expect(hasScopes({ ...none, standardScopes: ['openid'] })).toBe(true);
    expect(hasScopes({ ...none, customScopes: [{ scope: 'x', description: 'X' }] })).toBe(true);
  });
});
