import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeZoneReader } from '../../app/timeZone';
import { CALLS, createBrowserB2BClient, timeZoneHere } from '../../src/login/client';

const pageZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the time zone where the browser has Temporal', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is Temporal's answer, at once: no worker starts and the page makes no Intl call", () => {
    const started = vi.spyOn(URL, 'createObjectURL');
    const onThePage = vi.spyOn(Intl, 'DateTimeFormat');
    expect(timeZoneReader()()).toBe(pageZone);
    expect(timeZoneHere()).toBe(pageZone);
    expect(started).not.toHaveBeenCalled();
    expect(onThePage).not.toHaveBeenCalled();
  });
});

describe('the time zone without Temporal, read in a worker without anyone waiting for it', () => {
  beforeEach(() => vi.stubGlobal('Temporal', undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is the worker's answer once it has come: the page's thread makes no Intl call for it", async () => {
    const answered = vi.spyOn(URL, 'revokeObjectURL');
    const read = timeZoneReader();
    // The worker is ended (and its script's address revoked) as soon as it has answered.
    await expect.poll(() => answered.mock.calls.length).toBe(1);
    const onThePage = vi.spyOn(Intl, 'DateTimeFormat');
    expect(read()).toBe(pageZone);
    expect(onThePage).not.toHaveBeenCalled();
  });

  it("is the page's own read, at once, when asked before the worker has answered; the worker is ended", () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const read = timeZoneReader();
    const onThePage = vi.spyOn(Intl, 'DateTimeFormat');
    expect(read()).toBe(pageZone);
    expect(onThePage).toHaveBeenCalledOnce();
    expect(terminate).toHaveBeenCalledOnce();
  });

  it('is read on the page where no worker may start (a policy without blob: workers)', () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function Worker() {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      }),
    );
    expect(timeZoneReader()()).toBe(pageZone);
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
    const readTimeZone = vi.fn(() => 'Europe/Paris');
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
