import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { UsageError } from '../../src/login/provider/argumentChecks';
import { createB2BClient, type B2BClientOptions } from '../../src/login/provider/b2bClient';
import { DEFAULT_BOOTSTRAP } from '../../src/login/provider/bootstrap';
import { CALLS } from '../../src/login/provider/calls';
import { createBootstrapLoader } from '../../src/login/provider/bootstrapLoader';
import { dataFetchRetryDelayMs } from '../../src/login/provider/dataFetch';
import { checkPublicToken, noteClient } from '../../src/login/provider/environmentChecks';
import { UnreachableError } from '../../src/login/provider/errors';
import type { ProviderRequest } from '../../src/login/provider/http';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('data-fetch retry delays', () => {
  it('start at 5 s and double, up to 8 doublings', () => {
    expect(Array.from({ length: 10 }, (_, retries) => dataFetchRetryDelayMs(retries))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 1_280_000,
    ]);
  });

  it('start at 10 s on a slow connection', () => {
    expect([0, 1, 2].map((retries) => dataFetchRetryDelayMs(retries, true))).toEqual([10_000, 20_000, 40_000]);
  });
});

describe('bootstrap loading', () => {
  /** A provider that fails `failures` times, then answers; it notes when it was asked. */
  function provider(clock: VirtualClock, failures: number, answer: unknown = { project_name: 'Genios' }) {
    const askedAt: number[] = [];
    const request = vi.fn(async (_method: string, _path: string) => {
      askedAt.push(clock.now());
      if (askedAt.length <= failures) throw new UnreachableError();
      return answer;
    });
    return { request: request as unknown as ProviderRequest, askedAt };
  }

  it('uses the defaults at once after a failure, retries after 5, 10 and 20 s, then takes the answer', async () => {
    const clock = new VirtualClock();
    const { request, askedAt } = provider(clock, 3);
    const warn = vi.fn();
    const loader = createBootstrapLoader({ request, publicToken: 'public-token-test-1', clock, warn, error: vi.fn() });
    await flush();
    expect(await loader.ready).toBe(DEFAULT_BOOTSTRAP);
    expect(warn).toHaveBeenCalledWith(
      "Could not load the project's configuration, using defaults: UnreachableError: Unable to contact our servers.",
    );

    clock.advance(4_999);
    await flush();
    expect(askedAt).toEqual([0]);
    clock.advance(1);
    await flush();
    expect(askedAt).toEqual([0, 5_000]);
    clock.advance(9_999);
    await flush();
    expect(askedAt).toEqual([0, 5_000]);
    clock.advance(1);
    await flush();
    clock.advance(20_000);
    await flush();
    expect(askedAt).toEqual([0, 5_000, 15_000, 35_000]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(loader.get().projectName).toBe('Genios');
    expect(clock.pending).toBe(0);
    expect(vi.mocked(request).mock.calls[0]).toEqual(['GET', '/projects/bootstrap/public-token-test-1']);
  });

  it('waits 10 s before the first retry on a slow connection, and stops retrying when stopped', async () => {
    const clock = new VirtualClock();
    const { request, askedAt } = provider(clock, 5);
    const loader = createBootstrapLoader({
      request,
      publicToken: 'public-token-test-1',
      clock,
      slowConnection: true,
      warn: vi.fn(),
      error: vi.fn(),
    });
    await flush();
    clock.advance(10_000);
    await flush();
    expect(askedAt).toEqual([0, 10_000]);
    loader.stop();
    clock.advance(60_000);
    await flush();
    expect(askedAt).toEqual([0, 10_000]);
    expect(loader.get()).toBe(DEFAULT_BOOTSTRAP);
  });

  it("reads the answer synchronously and asynchronously, and flags a consumer project's token", async () => {
    const clock = new VirtualClock();
    const { request } = provider(clock, 0, { project_name: 'Shop', vertical: 'CONSUMER' });
    const error = vi.fn();
    const loader = createBootstrapLoader({ request, publicToken: 'public-token-test-1', clock, warn: vi.fn(), error });
    expect(loader.get()).toBe(DEFAULT_BOOTSTRAP);
    expect((await loader.ready).projectName).toBe('Shop');
    expect(loader.get().vertical).toBe('CONSUMER');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      "This public token belongs to a consumer project, but this is the business (B2B) client: use a B2B project's public token.",
    );
  });
});

describe('environment checks', () => {
  it('warns about a public token without the public-token prefix', () => {
    const warn = vi.fn();
    checkPublicToken('public-token-live-1', warn);
    expect(warn).not.toHaveBeenCalled();
    checkPublicToken('pk_live_1', warn);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'The public token should begin with "public-token-", but it is "pk_live_1". Copy the project\'s public token from the provider\'s dashboard.',
    );
  });

  it('warns when a page gets a second client while the first is live, not once it was released', () => {
    const page = {};
    const warn = vi.fn();
    const release = noteClient(page, warn);
    noteClient({}, warn);
    expect(warn).not.toHaveBeenCalled();
    const releaseSecond = noteClient(page, warn);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'More than one provider client was created on this page. Create one and share it: several clients compete for the same session.',
    );
    release();
    release();
    releaseSecond();
    noteClient(page, warn);
    expect(warn).toHaveBeenCalledOnce();
  });

  const options = (overrides: Partial<B2BClientOptions>): B2BClientOptions => ({
    calls: CALLS,
    publicToken: 'public-token-test-1',
    baseUrl: 'https://provider.test',
    environment: {
      cookies: { get: () => '', set: () => undefined },
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      onStorage: () => () => undefined,
      hostname: 'app.genios.test',
      origin: 'https://app.genios.test',
      clock: new VirtualClock(),
      random: seededRandom(1),
    },
    telemetry: () => ({
      event_id: 'e',
      app_session_id: 'a',
      persistent_id: 'p',
      client_sent_at: '2026-11-23T00:00:00.000Z',
      timezone: 'UTC',
      app: { identifier: 'app' },
      sdk: { identifier: 'sdk', version: '5.22.5' },
    }),
    fetch: async () => Response.json({ data: {} }),
    ...overrides,
  });

  it('refuses to run on a server (as in this Node test unless told otherwise)', () => {
    const server = new UsageError('The provider client cannot run on a server: create it in the browser.');
    expect(() => createB2BClient(options({}))).toThrow(server);
    expect(() => createB2BClient(options({ isBrowser: false }))).toThrow(server);
  });

  it('a client checks its token and the page when created, and leaves the page when stopped', () => {
    const page = {};
    const warn = vi.fn();
    const first = createB2BClient(options({ isBrowser: true, page, warn }));
    expect(warn).not.toHaveBeenCalled();
    createB2BClient(options({ isBrowser: true, page, warn, publicToken: 'secret-test-1' })).stop();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'The public token should begin with "public-token-", but it is "secret-test-1". Copy the project\'s public token from the provider\'s dashboard.',
      'More than one provider client was created on this page. Create one and share it: several clients compete for the same session.',
    ]);
    first.stop();
    createB2BClient(options({ isBrowser: true, page, warn })).stop();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
