import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { UsageError } from '../../src/login/provider/argumentChecks';
import type { PkceFlow } from '../../src/login/provider/calls';
import { pkceChallenge, type PkcePair } from '../../src/login/provider/pkce';
import { createPkce, pkceStorageKey } from '../../src/login/provider/pkceStore';
import { createRedirects, OAUTH_PROVIDERS } from '../../src/login/provider/redirects';
import { storageOver } from '../support/mapStorage';

const TOKEN = 'public-token-test-1';
const KEY = pkceStorageKey(TOKEN);
const REDIRECT = 'https://app.genios.test/authenticate';
const ENCODED_REDIRECT = 'https%3A%2F%2Fapp.genios.test%2Fauthenticate';

function setup(requiredFlows: PkceFlow[] = ['oauth', 'sso']) {
  const storage = new Map<string, string>();
  const random = seededRandom(3);
  const navigate = vi.fn();
  const pkce = createPkce({
    storage: storageOver(storage),
    publicToken: TOKEN,
    required: async (flow) => requiredFlows.includes(flow),
    randomWords: (count) => Uint32Array.from({ length: count }, () => random.int(0, 0xffffffff)),
  });
  const redirects = createRedirects({ baseUrl: 'https://provider.test', publicToken: TOKEN, pkce, navigate });
  /** The challenge of the verifier stored now: what the start URL must carry. */
  const storedChallenge = async () => pkceChallenge((JSON.parse(storage.get(KEY)!) as PkcePair).code_verifier);
  return { redirects, storage, navigate, storedChallenge };
}

describe('OAuth redirects', () => {
  it.each(OAUTH_PROVIDERS)(
    '%s.start sends the browser to the start page with the query and a fresh challenge',
    async (provider) => {
      const { redirects, navigate, storedChallenge } = setup();
      const url = await redirects.oauth[provider].start({
        organization_id: 'org-1',
        organization_slug: 'acme',
        custom_scopes: ['read:docs', 'write:docs'],
        provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
        login_redirect_url: REDIRECT,
        signup_redirect_url: `${REDIRECT}?signup=1`,
      });
      expect(url).toBe(
        `https://provider.test/v1/b2b/public/oauth/${provider}/start?public_token=${TOKEN}` +
          '&organization_id=org-1&slug=acme&custom_scopes=read%3Adocs+write%3Adocs' +
          '&provider_prompt=select_account&provider_login_hint=ada%40example.com' +
          `&login_redirect_url=${ENCODED_REDIRECT}&signup_redirect_url=${ENCODED_REDIRECT}%3Fsignup%3D1` +
          `&pkce_code_challenge=${await storedChallenge()}`,
      );
      expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
    },
  );

  it.each(OAUTH_PROVIDERS)('%s.discovery.start goes to the discovery start page', async (provider) => {
    const { redirects, navigate, storedChallenge } = setup();
    const url = await redirects.oauth[provider].discovery.start({
      discovery_redirect_url: REDIRECT,
      custom_scopes: ['openid'],
    });
    expect(url).toBe(
      `https://provider.test/v1/b2b/public/oauth/${provider}/discovery/start?public_token=${TOKEN}` +
        `&custom_scopes=openid&discovery_redirect_url=${ENCODED_REDIRECT}&pkce_code_challenge=${await storedChallenge()}`,
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('every start takes a new pair, so an abandoned start cannot be completed', async () => {
    const { redirects, storage } = setup();
    await redirects.oauth.google.start();
    const first = storage.get(KEY);
    await redirects.oauth.google.start();
    expect(storage.get(KEY)).not.toBe(first);
    expect(JSON.parse(storage.get(KEY)!)).toMatchObject({ code_verifier: expect.stringMatching(/^[0-9a-f]{128}$/) });
  });

  it('without the PKCE requirement sends no challenge and clears a leftover pair', async () => {
    const { redirects, storage } = setup([]);
    storage.set(KEY, JSON.stringify({ code_verifier: 'old', code_challenge: 'old' }));
    expect(await redirects.oauth.microsoft.start({ organization_id: 'org-1' })).toBe(
      `https://provider.test/v1/b2b/public/oauth/microsoft/start?public_token=${TOKEN}&organization_id=org-1`,
    );
    expect(storage.has(KEY)).toBe(false);
  });

  it('checks its arguments before going anywhere', async () => {
    const { redirects, navigate, storage } = setup();
    await expect(redirects.oauth.github.start({ custom_scopes: 'repo' as never })).rejects.toThrow(
      new UsageError('custom_scopes must be an array of strings'),
    );
    await expect(redirects.oauth.hubspot.discovery.start({ provider_params: ['x'] as never })).rejects.toThrow(
      'provider_params must be an object',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });
});

describe('SSO redirect', () => {
  it('sso.start goes to the SSO start page with the connection, redirect URLs and challenge', async () => {
    const { redirects, navigate, storedChallenge } = setup();
    const url = await redirects.sso.start({
      connection_id: 'saml-connection-1',
      login_redirect_url: REDIRECT,
      signup_redirect_url: REDIRECT,
    });
    expect(url).toBe(
      `https://provider.test/v1/public/sso/start?public_token=${TOKEN}&connection_id=saml-connection-1` +
        `&login_redirect_url=${ENCODED_REDIRECT}&signup_redirect_url=${ENCODED_REDIRECT}` +
        `&pkce_code_challenge=${await storedChallenge()}`,
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('follows the SSO flag, not the OAuth one', async () => {
    const { redirects, storage } = setup(['oauth']);
    expect(await redirects.sso.start({ connection_id: 'c' })).toBe(
      `https://provider.test/v1/public/sso/start?public_token=${TOKEN}&connection_id=c`,
    );
    expect(storage.size).toBe(0);
  });

  it('needs a connection', async () => {
    const { redirects, navigate } = setup();
    await expect(redirects.sso.start({} as never)).rejects.toThrow('connection_id must be a string');
    expect(navigate).not.toHaveBeenCalled();
  });
});
