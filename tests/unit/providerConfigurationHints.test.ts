import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../src/login/provider/calls';
import { configurationHint } from '../../src/login/provider/configurationHints';
import { ApiError, UnreachableError } from '../../src/login/provider/errors';
import { createProviderClient } from '../../src/login/provider/providerClient';

/** The developer log names a configuration the provider refused, and how to fix it; the member's error is unchanged. */

const ORIGIN = 'http://127.0.0.1:5173';
const apiError = (status_code: number, error_type: string, error_message: string) =>
  new ApiError({ status_code, error_type, error_message });

describe('configuration hints', () => {
  it('tell which redirect URL to add, of which type, with the flag and the project file’s key', () => {
    const error = apiError(
      400,
      'invalid_discovery_redirect_url',
      `${ORIGIN}/authenticate is not a discovery redirect URL configured in the project`,
    );
    expect(configurationHint(error, ORIGIN)).toBe(
      'The provider refused the redirect URL (invalid_discovery_redirect_url: http://127.0.0.1:5173/authenticate is ' +
        'not a discovery redirect URL configured in the project). Add http://127.0.0.1:5173/authenticate to the ' +
        "project's discovery redirect URLs: for the local emulator, genios-provider --redirect-url " +
        "http://127.0.0.1:5173/authenticate, or the project file's redirect_urls.discovery; for the provider, its " +
        "dashboard's Redirect URLs.",
    );
    const reset = apiError(400, 'no_default_password_reset_redirect_url_set', 'No default redirect URL');
    expect(configurationHint(reset, ORIGIN)).toContain("the project file's redirect_urls.reset_password");
  });

  it('tell an unknown public token and an unreachable provider (an origin it may not allow) apart', () => {
    const token = apiError(401, 'unauthorized_credentials', 'Basic auth must carry the project’s public token');
    expect(configurationHint(token, ORIGIN)).toMatch(/^The provider does not know this public token/);
    expect(configurationHint(new UnreachableError(), ORIGIN)).toContain(`genios-provider --allow-origin ${ORIGIN}`);
    // A member's own mistake or an expired session is no configuration problem: nothing is logged.
    expect(configurationHint(apiError(401, 'unauthorized_credentials', 'unknown session token'), ORIGIN)).toBe(
      undefined,
    );
    expect(configurationHint(apiError(400, 'invalid_email', 'Bad e-mail'), ORIGIN)).toBe(undefined);
  });

  it('reach the client’s developer log while the call still fails with the provider’s error', async () => {
    const refused = apiError(400, 'invalid_discovery_redirect_url', 'http://x.test/a is not a discovery redirect URL');
    const warn = vi.fn();
    const onError = vi.fn();
    const call = createProviderClient({
      calls: CALLS,
      request: () => Promise.reject(refused),
      updateSession: () => undefined,
      destroySession: () => undefined,
      onError,
      warn,
      origin: ORIGIN,
    });
    await expect(call('magicLinks.email.discovery.send', { email_address: 'ada@example.com' })).rejects.toBe(refused);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Add http://x.test/a to the project'));
    expect(onError).toHaveBeenCalledWith('magicLinks.email.discovery.send', refused);
  });
});
