import { describe, expect, it, vi } from 'vitest';
import type { FlowClient } from '../../src/login/flow';
import { observeCalls } from '../../src/login/observeCalls';

/** A client with the shape the widget uses: call groups, a redirect, and the session state. */
function fakeClient() {
  const state = { member: null };
  return {
    magicLinks: { email: { discovery: { send: vi.fn(async () => ({ request_id: 'r-1' })) } } },
    otps: { email: { discovery: { authenticate: vi.fn(async () => Promise.reject(new Error('Invalid passcode'))) } } },
    oauth: { google: { start: vi.fn(() => 'redirected') } },
    state,
  } as unknown as FlowClient & { state: object };
}

describe('observeCalls: integrator callbacks on the widget’s provider calls', () => {
  it('reports a named call’s success with its answer, and its failure with the error', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const client = observeCalls(fakeClient(), { onSuccess, onError });
    await expect(client.magicLinks.email.discovery.send({ email_address: 'a@b.example' })).resolves.toEqual({
      request_id: 'r-1',
    });
    expect(onSuccess).toHaveBeenCalledWith('magicLinks.email.discovery.send', { request_id: 'r-1' });
    await expect(client.otps.email.discovery.authenticate({ code: '1', email_address: 'a@b.example' })).rejects.toThrow(
      'Invalid passcode',
    );
    expect(onError).toHaveBeenCalledWith('otps.email.discovery.authenticate', expect.any(Error));
  });

  it('leaves what is not a named call untouched: redirects and the session state', () => {
    const original = fakeClient();
    const client = observeCalls(original, { onSuccess: vi.fn() });
    expect(client.state).toBe(original.state);
    expect((client.oauth.google as unknown as { start: () => string }).start()).toBe('redirected');
  });

  it('hands back the client itself when no call callback is given', () => {
    const original = fakeClient();
    expect(observeCalls(original, {})).toBe(original);
  });
});
