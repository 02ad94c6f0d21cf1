import { vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createB2BClient } from '../../src/login/provider/b2bClient';
import { CALLS } from '../../src/login/provider/calls';
import { storageOver } from './mapStorage';

/** Our provider client in Node over a recording fetch: what it sends, call by call. */

export const PUBLIC_TOKEN = 'public-token-test-1';
export const BASE_URL = 'https://provider.test';

export interface Sent {
  method: string;
  /** After the SDK base path. */
  path: string;
  authorization: string;
  contentType: string | undefined;
  body: unknown;
}

/** A page with one client: cookie jar, storage, a fake provider answering `answers` by path. */
export type Answer = Record<string, unknown> | (() => Response);

export function harness(
  answers: Record<string, Answer> = {},
  bootstrap: Record<string, unknown> = { vertical: 'B2B' },
) {
  const clock = new VirtualClock(Date.parse('2026-11-23T00:00:00Z'));
  const jar = new Map<string, string>();
  const storage = new Map<string, string>();
  const sent: Sent[] = [];
  const navigate = vi.fn();
  const random = seededRandom(7);
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const client = createB2BClient({
    calls: CALLS,
    publicToken: PUBLIC_TOKEN,
    baseUrl: BASE_URL,
    environment: {
      cookies: {
        get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        set: (cookie) => {
          const [pair, ...attributes] = cookie.split('; ');
          const [name, value] = pair!.split('=') as [string, string];
          if (attributes.some((a) => a === 'expires=Thu, 01 Jan 1970 00:00:00 GMT')) jar.delete(name);
          else jar.set(name, value);
        },
      },
      storage: storageOver(storage),
      onStorage: () => () => undefined,
      hostname: 'app.genios.test',
      origin: 'https://app.genios.test',
      clock,
      random: seededRandom(1),
    },
    telemetry: () => ({
      event_id: 'event-1',
      app_session_id: 'app-session-1',
      persistent_id: 'persistent-1',
      client_sent_at: '2026-11-23T00:00:00.000Z',
      timezone: 'UTC',
      app: { identifier: 'app.genios.test' },
      sdk: { identifier: 'genios-login', version: '5.22.5' },
    }),
    dfpTelemetryId: async () => 'dfp-1',
    fetch: async (url, init) => {
      const path = url.slice(`${BASE_URL}/sdk/v1`.length);
      const headers = init.headers as Record<string, string>;
      const contentType = headers['Content-Type'];
      const raw = init.body as string | undefined;
      const body =
        raw === undefined
          ? undefined
          : contentType === 'application/json'
            ? JSON.parse(raw)
            : Object.fromEntries(new URLSearchParams(raw));
      sent.push({ method: init.method!, path, authorization: headers.Authorization!, contentType, body });
      if (path.startsWith('/projects/bootstrap/')) return Response.json({ data: bootstrap });
      const answer = answers[path.split('?')[0]!];
      return typeof answer === 'function' ? answer() : Response.json({ data: answer ?? {} });
    },
    navigate,
    randomWords: (count) => Uint32Array.from({ length: count }, () => random.int(0, 0xffffffff)),
    isBrowser: true,
    page: {},
    warn: vi.fn(),
    error: vi.fn(),
    onSuccess,
    onError,
  });
  const calls = () => sent.filter((request) => !request.path.startsWith('/projects/bootstrap/'));
  return { client, clock, jar, storage, sent, calls, navigate, onSuccess, onError };
}
