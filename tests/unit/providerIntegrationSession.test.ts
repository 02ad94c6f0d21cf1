import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError, UnreachableError } from '../../src/login/provider/errors';
import { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider';
import {
  basicAuth,
  COOKIE,
  expectSession,
  expectSignedOut,
  MINUTE,
  startProviderHarness,
  type Answer,
  type Page,
  type ProviderHarness,
} from '../support/providerHarness';

/**
 * The real provider client against the provider emulator: ending sessions (revoke, unrecoverable errors,
 * the startup check and background refresh), the captcha retry and the ad blocker (login spec, sections 4,
 * 7 and 8).
 */

let h: ProviderHarness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const { ada } = DEMO_PEOPLE;
const REMOVED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

async function adaSignsIn(harness: ProviderHarness, page: Page = harness): Promise<Answer> {
  return page.client.passwords.authenticate<Answer>({
    email_address: ada.email,
    organization_id: harness.org('acme-capital').organization_id,
    password: ada.password,
  });
}

describe('provider client against the emulator: ending the session', () => {
  it('revokes the session at the provider and clears state, storage and cookies', async () => {
    h = await startProviderHarness();
    const answer = await adaSignsIn(h);
    expectSession(h, answer);
    const writes = h.jar.writes.length;

    await h.client.session.revoke();
    expectSignedOut(h);
    expect(h.jar.writes.slice(writes)).toEqual([
      `${COOKIE.session}=; ${REMOVED}; SameSite=Lax; path=/; Secure`,
      `${COOKIE.jwt}=; ${REMOVED}; SameSite=Lax; path=/; Secure`,
      `${COOKIE.intermediate}=; ${REMOVED}; SameSite=Lax; path=/; Secure`,
    ]);
    // The provider was told, with the session's own token.
    expect(h.state.sessions.get(answer.member_session.member_session_id)?.revoked).toBe(true);
    expect(basicAuth(h.sent.at(-1)!.authorization)).toEqual([DEMO_PUBLIC_TOKEN, answer.session_token]);
  });

  it('clears the session on an unrecoverable error: the session was revoked on another device', async () => {
    const onError = vi.fn();
    h = await startProviderHarness({ client: { onError } });
    expectSession(h, await adaSignsIn(h));

    // Ada, on her phone, signs out of every device.
    const phone = await h.openPage();
    const onPhone = await adaSignsIn(h, phone);
    await phone.client.session.revokeForMember({ member_id: onPhone.member_id });

    // Still signed in here, until the page next asks the provider.
    expect(h.client.state.client).not.toBeNull();
    const error = await h.client.session.authenticate().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    expectSignedOut(h);
    expect(onError).toHaveBeenCalledWith('session.authenticate', error);
  });

  it('keeps the session through a recoverable error', async () => {
    h = await startProviderHarness();
    const answer = await adaSignsIn(h);
    await expect(h.client.organization.members.update({ member_id: 'member-test-nobody' })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'member_not_found',
    });
    expectSession(h, answer);
  });

  it('on reload refreshes a live session every 3 minutes, and signs out when the provider ended it', async () => {
    h = await startProviderHarness();
    const answer = await adaSignsIn(h);
    const refreshes = () => h!.exchanges().filter((exchange) => exchange.path.endsWith('/b2b/sessions/authenticate'));

    // A reload in the same browser: the session cookie is there, so the client refreshes at once.
    const onLogout = vi.fn();
    const reloaded = await h.openPage({ onLogout }, { jar: h.jar, storage: h.storage });
    await vi.waitFor(() => expect(refreshes()).toHaveLength(1));
    expect(refreshes()[0]).toMatchObject({ status: 200, request: {} });
    expectSession(reloaded, answer);

    h.clock.advance(3 * MINUTE);
    await vi.waitFor(() => expect(refreshes()).toHaveLength(2));
    const stored = reloaded.storedState()!;
    expect(stored.session.last_accessed_at).toBe('2025-01-06T09:03:07Z');
    expect(stored.session.member_session_id).toBe(answer.member_session.member_session_id);

    // Revoked elsewhere: the next refresh hears session_not_found, clears everything and signals logout.
    h.state.sessions.get(answer.member_session.member_session_id)!.revoked = true;
    h.clock.advance(3 * MINUTE);
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(refreshes().at(-1)?.status).toBe(404);
    expectSignedOut(reloaded);
  });

  it('on reload after the session cookie expired, starts signed out', async () => {
    h = await startProviderHarness();
    expectSession(h, await adaSignsIn(h));
    h.clock.advance(61 * MINUTE);
    // The state is still in storage, but the cookie is gone: startup destroys the session.
    expect(h.storedState()).not.toBeNull();
    const reloaded = await h.openPage({}, { jar: h.jar, storage: h.storage });
    expectSignedOut(reloaded);
    expect(h.exchanges().some((exchange) => exchange.path.endsWith('/b2b/sessions/authenticate'))).toBe(false);
  });

  it('with forceClear ends the local session even when the provider cannot be reached', async () => {
    h = await startProviderHarness();
    const answer = await adaSignsIn(h);
    h.provider.switches.adBlockedPaths.push('/sdk/v1/b2b/*');

    await expect(h.client.session.revoke()).rejects.toBeInstanceOf(UnreachableError);
    expectSession(h, answer);

    await expect(h.client.session.revoke({ forceClear: true })).rejects.toThrow('Unable to contact our servers.');
    expectSignedOut(h);
    // forceClear stays on the client.
    expect(h.exchanges().at(-1)?.request).toEqual({});
  });
});

describe('provider client against the emulator: captcha (scenario provider-captcha)', () => {
  it('retries once with a captcha token and the device telemetry id, and succeeds', async () => {
    const captchaToken = vi.fn(async () => 'captcha-token-1');
    h = await startProviderHarness({
      emulator: 'provider-captcha',
      client: { captchaToken, dfpTelemetryId: async () => 'dfp-telemetry-1' },
    });
    expect((await h.client.bootstrap.getAsync()).captchaSettings).toEqual({
      enabled: true,
      siteKey: 'simulated-captcha-site-key',
    });
    const acme = h.org('acme-capital').organization_id;

    const answer = await adaSignsIn(h);
    expectSession(h, answer);
    const attempts = h.exchanges().filter((exchange) => exchange.path === '/sdk/v1/b2b/passwords/authenticate');
    const body = {
      email_address: ada.email,
      organization_id: acme,
      password: ada.password,
      session_duration_minutes: 60,
      dfp_telemetry_id: 'dfp-telemetry-1',
    };
    expect(attempts).toEqual([
      { method: 'POST', path: '/sdk/v1/b2b/passwords/authenticate', status: 400, request: body },
      {
        method: 'POST',
        path: '/sdk/v1/b2b/passwords/authenticate',
        status: 200,
        request: { ...body, captcha_token: 'captcha-token-1' },
      },
    ]);
    expect(captchaToken).toHaveBeenCalledTimes(1);

    // A whole discovery flow: each protected call is retried once; unprotected calls go once.
    const email = 'captcha@startup.example';
    await h.client.magicLinks.email.discovery.send({ email_address: email });
    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: h.mailedLink(email).token });
    const created = await h.client.discovery.organizations.create<Answer>();
    expectSession(h, created);
    expect(
      h
        .exchanges()
        .slice(-5)
        .map((exchange) => `${exchange.status} ${exchange.path}`),
    ).toEqual([
      '400 /sdk/v1/b2b/magic_links/email/discovery/send',
      '200 /sdk/v1/b2b/magic_links/email/discovery/send',
      '400 /sdk/v1/b2b/magic_links/discovery/authenticate',
      '200 /sdk/v1/b2b/magic_links/discovery/authenticate',
      '200 /sdk/v1/b2b/discovery/organizations/create',
    ]);
    expect(captchaToken).toHaveBeenCalledTimes(3);
  });

  it('without a captcha token source (no captcha script in Node) fails as the official client does', async () => {
    h = await startProviderHarness({ emulator: 'provider-captcha' });
    const error = await adaSignsIn(h).catch((caught: unknown) => caught);
    // The provider refuses in plain text, which is no API error: 'Invalid response from our servers.'
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(h.exchanges().filter((exchange) => exchange.path.endsWith('/passwords/authenticate'))).toHaveLength(1);
    expectSignedOut(h);
  });
});

describe('provider client against the emulator: ad blocker (scenario provider-ad-blocked)', () => {
  it('reports “Unable to contact our servers.” while bootstrap still loads', async () => {
    const onError = vi.fn();
    h = await startProviderHarness({ emulator: 'provider-ad-blocked', client: { onError } });
    expect((await h.client.bootstrap.getAsync()).projectName).toBe('Genios Web');
    expect(h.warnings).toEqual([]);

    const error = await h.client.magicLinks.email.discovery
      .send({ email_address: ada.email })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as Error).message).toBe('Unable to contact our servers.');
    expect(onError).toHaveBeenCalledWith('magicLinks.email.discovery.send', error);
    expect(h.simulation.inbox.list()).toEqual([]);

    await expect(adaSignsIn(h)).rejects.toThrow(new UnreachableError());
    expectSignedOut(h);
  });
});

describe('provider client against the emulator: telemetry', () => {
  it('posts events to /events in batches of 15, the rest after 800 ms', async () => {
    h = await startProviderHarness();
    const posted = () => h!.exchanges().filter((exchange) => exchange.path === '/sdk/v1/events');
    for (let i = 0; i < 16; i++) h.client.events.log({ event_name: 'render_b2b_login_screen', details: { i } });
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect((posted()[0]!.request as { events: unknown[] }).events).toHaveLength(15);
    h.clock.advance(799);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted()).toHaveLength(1);
    h.clock.advance(1);
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    expect((posted()[1]!.request as { events: { details: { i: number } }[] }).events).toEqual([
      expect.objectContaining({ details: { i: 15 } }),
    ]);
  });
});
