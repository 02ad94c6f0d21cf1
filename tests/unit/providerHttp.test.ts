import { describe, expect, it } from 'vitest';
import {
  ApiError,
  InvalidJsonError,
  InvalidResponseError,
  isUnrecoverable,
  NoResponseError,
  SchemaError,
  UnreachableError,
} from '../../src/login/provider/errors';
import { createProviderHttp, type Telemetry } from '../../src/login/provider/http';

const telemetry: Telemetry = {
  event_id: 'event-1',
  app_session_id: 'app-session-1',
  persistent_id: 'persistent-1',
  client_sent_at: '2026-11-23T00:00:00.000Z',
  timezone: 'UTC',
  app: { identifier: 'genios.test' },
  sdk: { identifier: 'Stytch.js Javascript SDK', version: '5.22.5' },
};

function setup(
  answers: (Response | Error)[],
  session?: string,
  sendTelemetry: () => Telemetry | Promise<Telemetry> = () => telemetry,
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const request = createProviderHttp({
    baseUrl: 'https://provider.test',
    publicToken: 'public-token-test-123',
    sessionToken: () => session,
    telemetry: sendTelemetry,
    origin: 'https://app.genios.test',
    captchaToken: async () => 'captcha-token',
    dfpTelemetryId: async () => 'dfp-id',
    fetch: async (url, init) => {
      calls.push({ url, init });
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { request, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('provider HTTP', () => {
  it('sends Basic auth (public token twice without a session), telemetry, origin, credentials, and unwraps data', async () => {
    const { request, calls } = setup([json({ data: { organization: { organization_id: 'org' } } })]);
    const data = await request<{ organization: unknown }>('POST', '/b2b/organizations/search', {
      organization_slug: 'acme',
    });
    expect(data).toEqual({ organization: { organization_id: 'org' } });
    const { url, init } = calls[0]!;
    expect(url).toBe('https://provider.test/sdk/v1/b2b/organizations/search');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(header(init, 'Authorization')).toBe(`Basic ${btoa('public-token-test-123:public-token-test-123')}`);
    expect(JSON.parse(atob(header(init, 'X-SDK-Client')!))).toEqual(telemetry);
    expect(header(init, 'X-SDK-Parent-Host')).toBe('https://app.genios.test');
    expect(JSON.parse(init.body as string)).toEqual({ organization_slug: 'acme' });
  });

  it('waits for telemetry that comes later (a time zone read off the main thread) and sends it', async () => {
    let answer!: (value: Telemetry) => void;
    const later = new Promise<Telemetry>((resolve) => (answer = resolve));
    const { request, calls } = setup([json({ data: {} })], undefined, () => later);
    const done = request('GET', '/b2b/organizations/members/me');
    await Promise.resolve();
    expect(calls).toEqual([]);
    answer({ ...telemetry, timezone: 'Europe/Paris' });
    await done;
    expect(JSON.parse(atob(header(calls[0]!.init, 'X-SDK-Client')!))).toEqual({
      ...telemetry,
      timezone: 'Europe/Paris',
    });
  });

  it('puts the session token beside the public token when there is a session', async () => {
    const { request, calls } = setup([json({ data: {} })], 'session-token-xyz');
    await request('GET', '/b2b/organizations/members/me');
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Basic ${btoa('public-token-test-123:session-token-xyz')}`);
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it.each([
    ['an unreachable API', new TypeError('Failed to fetch'), UnreachableError, 'Unable to contact our servers.'],
    ['invalid JSON', new Response('<html>'), InvalidJsonError, 'Invalid JSON response from our servers.'],
    ['no data', json({ ok: true }), NoResponseError, 'Invalid or no response from server'],
    // A failure answered in plain text (a gateway's 503, the captcha refusal), as the official client reads it.
    [
      'a plain-text failure',
      new Response('Service Unavailable', { status: 503 }),
      InvalidResponseError,
      'Invalid response from our servers.',
    ],
  ] as const)('maps %s to its error', async (_name, answer, type, message) => {
    const { request } = setup([answer as Response | Error]);
    const failure = request('GET', '/x');
    await expect(failure).rejects.toBeInstanceOf(type);
    await expect(failure).rejects.toThrow(message);
  });

  it('reports 400 schema details as path: message lines', async () => {
    const { request } = setup([
      json(
        {
          body: [{ instancePath: '/email_address', message: 'must be string' }],
          query: [{ instancePath: '/limit', message: 'must be <= 100' }],
        },
        400,
      ),
    ]);
    const error = await request('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as Error).message).toBe('body/email_address: must be string\nquery/limit: must be <= 100');
  });

  it('carries every field of an API error, and knows the unrecoverable ones', async () => {
    const fields = {
      status_code: 401,
      error_type: 'session_not_found',
      error_message: 'Session not found.',
      error_url: 'https://docs/errors',
      request_id: 'req-1',
    };
    const { request } = setup([json(fields, 401)]);
    const error = (await request('POST', '/b2b/sessions/authenticate', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect({ ...error, message: error.message }).toMatchObject({ ...fields, message: 'Session not found.' });
    expect(isUnrecoverable(error)).toBe(true);
    expect(isUnrecoverable(new ApiError({ ...fields, error_type: 'rate_limited' }))).toBe(false);
  });

  it('retries a captcha-protected call once with a captcha token when the provider asks', async () => {
    const { request, calls } = setup([
      json({ status_code: 400, error_type: 'captcha_required', error_message: 'Captcha required' }, 400),
      json({ data: { sent: true } }),
    ]);
    expect(
      await request('POST', '/b2b/magic_links/email/login_or_signup', { email_address: 'a@b.c' }, { captcha: true }),
    ).toEqual({
      sent: true,
    });
    expect(calls.map(({ init }) => JSON.parse(init.body as string))).toEqual([
      { email_address: 'a@b.c', dfp_telemetry_id: 'dfp-id' },
      { email_address: 'a@b.c', dfp_telemetry_id: 'dfp-id', captcha_token: 'captcha-token' },
    ]);
  });
});
