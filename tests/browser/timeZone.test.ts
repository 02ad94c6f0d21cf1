import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneOffThread } from '../../app/timeZone';
import { CALLS, createBrowserB2BClient } from '../../src/login/client';

const pageZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the time zone read off the main thread', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is the page's zone, read in a worker: the page's thread makes no Intl call for it", async () => {
    const onThePage = vi.spyOn(Intl, 'DateTimeFormat');
    expect(await timeZoneOffThread()).toBe(pageZone);
    expect(onThePage).not.toHaveBeenCalled();
  });

  it('is read on the page where no worker may start (a policy without blob: workers)', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function Worker() {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      }),
    );
    expect(await timeZoneOffThread()).toBe(pageZone);
  });

  it('is read on the page when the worker fails', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        onerror: (() => void) | null = null;
        onmessage: ((event: MessageEvent) => void) | null = null;
        constructor() {
          setTimeout(() => this.onerror?.(), 0);
        }
        terminate() {}
      },
    );
    expect(await timeZoneOffThread()).toBe(pageZone);
  });
});

describe("the page's provider client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the time zone once, and sends it in the telemetry header of every call', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const telemetry = JSON.parse(atob((init.headers as Record<string, string>)['X-SDK-Client']!));
      sent.push(telemetry.timezone);
      return new Response(JSON.stringify({ data: {} }), { status: 200 });
    });
    const readTimeZone = vi.fn(async () => 'Europe/Paris');
    const client = createBrowserB2BClient({
      calls: CALLS,
      publicToken: 'public-token-test-timezone',
      baseUrl: 'https://provider.test',
      readTimeZone,
    });
    try {
      await client.bootstrap.getAsync();
      await expect.poll(() => sent.length).toBeGreaterThan(0);
      await client.organization.getBySlug({ organization_slug: 'acme' }).catch(() => undefined);
      await expect.poll(() => sent.length).toBeGreaterThan(1);
      expect(new Set(sent)).toEqual(new Set(['Europe/Paris']));
      expect(readTimeZone).toHaveBeenCalledTimes(1);
    } finally {
      client.stop();
    }
  });
});
