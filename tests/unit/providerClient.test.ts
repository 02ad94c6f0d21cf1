import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/login/provider/argumentChecks';
import { CALLS } from '../../src/login/provider/calls';
import { ApiError } from '../../src/login/provider/errors';
import { createProviderClient } from '../../src/login/provider/providerClient';

function setup(answer: (method: string, path: string, body?: Record<string, unknown>) => unknown) {
  const request = vi.fn(async (method: string, path: string, body?: Record<string, unknown>, _options?: object) => {
    const result = answer(method, path, body);
    if (result instanceof Error) throw result;
    return result;
  });
  const updateSession = vi.fn();
  const destroySession = vi.fn();
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const call = createProviderClient({
    calls: CALLS,
    request: request as never,
    updateSession,
    destroySession,
    onSuccess,
    onError,
  });
  return { call, request, updateSession, destroySession, onSuccess, onError };
}

describe('provider client', () => {
  it('sends each call to its path with its body, captcha flag and the default 60-minute session', async () => {
    const { call, request } = setup(() => ({}));
    await call('magicLinks.email.discovery.send', {
      email_address: 'ada@example.com',
      discovery_redirect_url: 'https://app/authenticate',
    });
    await call('magicLinks.discovery.authenticate', { discovery_magic_links_token: 'tok' });
    await call('discovery.intermediateSessions.exchange', { organization_id: 'org-1' });
    expect(request.mock.calls).toEqual([
      [
        'POST',
        '/b2b/magic_links/email/discovery/send',
        { email_address: 'ada@example.com', discovery_redirect_url: 'https://app/authenticate' },
        { captcha: true },
      ],
      ['POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: 'tok' }, { captcha: true }],
      [
        'POST',
        '/b2b/discovery/intermediate_sessions/exchange',
        { organization_id: 'org-1', session_duration_minutes: 60 },
        {},
      ],
    ]);
  });

  it('updates the session after authenticate and exchange calls, and calls back on success', async () => {
    const response = { member_session: { member_session_id: 's' }, session_token: 't' };
    const { call, updateSession, onSuccess } = setup(() => response);
    await call('magicLinks.authenticate', { magic_links_token: 'tok', session_duration_minutes: 30 });
    expect(updateSession).toHaveBeenCalledWith(response);
    expect(onSuccess).toHaveBeenCalledWith('magicLinks.authenticate', response);
    await call('organization.getBySlug', { organization_slug: 'acme' });
    expect(updateSession).toHaveBeenCalledTimes(1);
  });

  it('refuses bad arguments before sending, with the spec usage error', async () => {
    const { call, request, onError } = setup(() => ({}));
    await expect(
      call('otps.email.authenticate', { code: 123456, email_address: 'a@b.c', organization_id: 'o' }),
    ).rejects.toThrow(new UsageError('code must be a string'));
    await expect(
      call('magicLinks.authenticate', { magic_links_token: 'x', session_duration_minutes: '60' }),
    ).rejects.toThrow('session_duration_minutes must be a number');
    expect(request).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('clears the session on revoke and on an unrecoverable error', async () => {
    const { call, destroySession } = setup((_method, path) =>
      path.endsWith('/authenticate')
        ? new ApiError({ status_code: 401, error_type: 'unauthorized_credentials', error_message: 'Unauthorized' })
        : {},
    );
    await call('session.revoke');
    expect(destroySession).toHaveBeenCalledTimes(1);
    await expect(call('session.authenticate')).rejects.toBeInstanceOf(ApiError);
    expect(destroySession).toHaveBeenCalledTimes(2);
    // As in the official client, a failed login (a wrong password) leaves the current session alone.
    await expect(
      call('passwords.authenticate', {
        email_address: 'ada@example.com',
        organization_id: 'org-1',
        password: 'wrong',
        session_duration_minutes: 60,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(destroySession).toHaveBeenCalledTimes(2);
  });

  it('names every call by the spec grouping, on a provider path', () => {
    for (const [name, spec] of Object.entries(CALLS)) {
      expect(name).toMatch(
        /^(magicLinks|otps|passwords|sso|oauth|discovery|organization|member|self|session|totp|recoveryCodes|scim|impersonation|idp|users)\./,
      );
      expect(spec.path).toMatch(/^\/(b2b|users)\//);
    }
  });
});
