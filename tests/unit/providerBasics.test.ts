import { describe, expect, it, vi } from 'vitest';
import { checkArguments, UsageError } from '../../src/login/provider/argumentChecks';
import { DEFAULT_BOOTSTRAP, mapBootstrap } from '../../src/login/provider/bootstrap';
import { createPkcePair, pkceChallenge, readStoredPkce } from '../../src/login/provider/pkce';
import { grantableScopes, isAuthorized, type RbacPolicy } from '../../src/login/provider/rbac';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('renders 16 random 32-bit words as hex for the verifier', async () => {
    const pair = await createPkcePair((count) => Uint32Array.from({ length: count }, (_, i) => i * 0x10001));
    expect(pair.code_verifier).toHaveLength(128);
    expect(pair.code_verifier.startsWith('0000000000010001')).toBe(true);
    expect(pair.code_challenge).toBe(await pkceChallenge(pair.code_verifier));
    expect(pair.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('treats a malformed stored pair as absent and warns', () => {
    const warn = vi.fn();
    expect(readStoredPkce('{"code_verifier":1}', warn)).toBeUndefined();
    expect(readStoredPkce('not json', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readStoredPkce(null, warn)).toBeUndefined();
    expect(readStoredPkce('{"code_verifier":"v","code_challenge":"c"}', warn)).toEqual({
      code_verifier: 'v',
      code_challenge: 'c',
    });
  });
});

describe('RBAC', () => {
  const policy: RbacPolicy = {
    roles: [
      { role_id: 'admin', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
      { role_id: 'viewer', permissions: [{ resource_id: 'documents', actions: ['read'] }] },
    ],
    resources: [{ resource_id: 'documents', actions: ['read', 'write'] }],
    scopes: [{ scope: 'read:documents', description: 'Read your documents' }],
  };

  it.each([
    [['viewer'], 'documents', 'read', true],
    [['viewer'], 'documents', 'write', false],
    [['admin'], 'documents', 'delete', true],
    [['viewer', 'admin'], 'documents', 'write', true],
    [['viewer'], 'invoices', 'read', false],
    [[], 'documents', 'read', false],
  ])('roles %j on %s/%s -> %s', (roles, resource, action, allowed) => {
    expect(isAuthorized(policy, roles, resource, action)).toBe(allowed);
  });

  it('grants nothing when the policy could not be loaded, and splits scopes by the policy', () => {
    expect(isAuthorized(null, ['admin'], 'documents', 'read')).toBe(false);
    expect(grantableScopes(policy, ['read:documents', 'admin:everything'])).toEqual({
      grantable: ['read:documents'],
      ungrantable: ['admin:everything'],
    });
  });
});

describe('bootstrap', () => {
  it('maps snake_case to camelCase and inverts the watermark flag', () => {
    const mapped = mapBootstrap({
      project_name: 'Genios',
      disable_sdk_watermark: false,
      captcha_settings: { enabled: true, siteKey: 'site' },
      email_domains: ['genios.test'],
      pkce_required_for_email_magic_links: true,
      slug_pattern: '{{slug}}.genios.test',
      create_organization_enabled: true,
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
    });
    expect(mapped).toMatchObject({
      projectName: 'Genios',
      displayWatermark: true,
      captchaSettings: { enabled: true, siteKey: 'site' },
      emailDomains: ['genios.test'],
      pkceRequiredForEmailMagicLinks: true,
      pkceRequiredForOauth: false,
      slugPattern: '{{slug}}.genios.test',
      createOrganizationEnabled: true,
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
      dfpProtectedAuthEnabled: false,
      rbacPolicy: null,
    });
  });

  it('falls back to the defaults for a failed or malformed bootstrap', () => {
    expect(mapBootstrap(undefined)).toEqual(DEFAULT_BOOTSTRAP);
    expect(mapBootstrap({ email_domains: 'x', captcha_settings: 3 })).toMatchObject({
      emailDomains: ['stytch.com'],
      displayWatermark: false,
      captchaSettings: { enabled: false },
    });
  });
});

describe('argument checks', () => {
  it.each([
    [{ email_address: 3 }, { required: { email_address: 'string' } }, 'email_address must be a string'],
    [
      { session_duration_minutes: '60' },
      { required: { session_duration_minutes: 'number' } },
      'session_duration_minutes must be a number',
    ],
    [{ flag: 'yes' }, { optional: { flag: 'boolean' } }, 'flag must be a boolean'],
    [{ provider_params: [] }, { optional: { provider_params: 'object' } }, 'provider_params must be an object'],
    [
      { custom_scopes: ['a', 1] },
      { optional: { custom_scopes: 'string[]' } },
      'custom_scopes must be an array of strings',
    ],
  ] as const)('%j is refused: %s', (args, spec, message) => {
    expect(() => checkArguments(args as Record<string, unknown>, spec)).toThrow(new UsageError(message));
  });

  it('accepts right types and missing optional fields', () => {
    expect(() =>
      checkArguments(
        { email_address: 'a@b.c', session_duration_minutes: 60 },
        { required: { email_address: 'string', session_duration_minutes: 'number' }, optional: { locale: 'string' } },
      ),
    ).not.toThrow();
  });
});
