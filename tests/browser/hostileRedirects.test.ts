import { afterEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../../src/core/clock';
import { mathRandom } from '../../src/core/random';
import { createB2BClient } from '../../src/login/provider/b2bClient';
import { CALLS } from '../../src/login/provider/calls';
import { UnsafeRedirectError } from '../../src/login/provider/errors';

/**
 * Redirects the provider answers, followed in real Chromium with the real location.assign: a hostile scheme
 * must fail the call (to onError) and never run or navigate. The payloads set a flag a navigation would set.
 */
const HOSTILE = [
  'javascript:window.__pwned=1',
  'JavaScript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  '\u0001javascript:window.__pwned=1',
  'data:text/html,<script>opener.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  '//evil.example/relative-to-scheme',
  'not a url',
];

const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

/** A client of this page whose provider answers every call with `answer`. */
function clientAnswering(answer: Record<string, unknown>, navigate?: (url: string) => void) {
  const onError = vi.fn();
  const client = createB2BClient({
    calls: CALLS,
    publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000',
    baseUrl: 'https://provider.test',
    environment: {
      cookies: { get: () => document.cookie, set: (cookie) => void (document.cookie = cookie) },
      storage: localStorage,
      onStorage: () => () => undefined,
      hostname: location.hostname,
      pathname: () => location.pathname,
      origin: location.origin,
      clock: realClock,
      random: mathRandom,
    },
    telemetry: () => ({}) as never,
    fetch: async () => new Response(JSON.stringify({ status_code: 200, request_id: 'r', data: answer })),
    isBrowser: true,
    page: {},
    warn: () => undefined,
    error: () => undefined,
    onError,
    navigate,
  });
  return { client, onError };
}

let clients: { stop(): void }[] = [];
afterEach(() => {
  for (const client of clients) client.stop();
  clients = [];
});

describe('redirects the provider answers, in Chromium', () => {
  it.each(HOSTILE)('refuses One Tap redirect_url %j: onError, no navigation, nothing run', async (url) => {
    const before = location.href;
    const { client, onError } = clientAnswering({ redirect_url: url });
    clients.push(client);
    await expect(client.oauth.google.onetap.discovery.submit({ id_token: 'google-id-token' })).rejects.toBeInstanceOf(
      UnsafeRedirectError,
    );
    expect(onError).toHaveBeenCalledWith('oauth.google.onetap.discovery.submit', expect.any(UnsafeRedirectError));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pwned()).toBeUndefined();
    expect(location.href).toBe(before);
  });

  it.each(HOSTILE)('refuses consent redirect_uri %j before the flow can follow it', async (url) => {
    const { client, onError } = clientAnswering({ redirect_uri: url });
    clients.push(client);
    const fields = { client_id: 'app', redirect_uri: 'https://app.test/cb', response_type: 'code', scope: 'openid' };
    await expect(client.idp.oauthAuthorizeSubmit({ ...fields, consent_granted: true })).rejects.toThrow(
      /only http and https addresses are followed/,
    );
    await expect(
      client.idp.oauthLogoutStart({ client_id: 'app', post_logout_redirect_uri: 'https://app.test/' }),
    ).rejects.toBeInstanceOf(UnsafeRedirectError);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(pwned()).toBeUndefined();
  });

  it('follows an https redirect_url: the check lets a real one through', async () => {
    const navigations: string[] = [];
    const { client } = clientAnswering({ redirect_url: 'https://app.test/authenticate?token=t' }, (url) =>
      navigations.push(url),
    );
    clients.push(client);
    await client.oauth.google.onetap.discovery.submit({ id_token: 'google-id-token' });
    expect(navigations).toEqual(['https://app.test/authenticate?token=t']);
  });
});
