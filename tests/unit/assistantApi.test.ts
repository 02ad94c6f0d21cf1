import { describe, expect, it, vi } from 'vitest';
import { createAssistantApi } from '../../src/api/assistantApi';
import { VirtualClock } from '../../src/core/clock';

type Call = { url: string; init: RequestInit };

function setup(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const log = { warn: vi.fn() };
  const clock = new VirtualClock();
  const api = createAssistantApi({
    baseUrl: 'https://api.test',
    clock,
    log,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return answer({ url, init });
    },
  });
  return { api, calls, log, clock };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('assistant API', () => {
  it('sends each call with credentials and the spec payload', async () => {
    const { api, calls } = setup(({ url }) =>
      url.endsWith('organization') ? json({ organization_uid: 'org-1' }) : json({ chat_uid: 'chat-9' }),
    );
    expect(await api.organization()).toEqual({ organization_uid: 'org-1' });
    expect(await api.createWithQuery('org-1', 'hello')).toBe('chat-9');
    expect(await api.createForIpoPitch('org-1', 'Acme')).toBe('chat-9');
    expect(await api.respondWithQuery('org-1', 'chat-9', 'more')).toBe(true);
    expect(calls.map(({ url, init }) => [init.method, url, init.body && JSON.parse(init.body as string)])).toEqual([
      ['GET', 'https://api.test/api/1/users/self/organization', undefined],
      ['POST', 'https://api.test/api/1/chats/create_with_query', { organization: 'org-1', query: 'hello' }],
      ['POST', 'https://api.test/api/1/chats/create_for_ipo_pitch', { query: 'Acme', organization: 'org-1' }],
      [
        'POST',
        'https://api.test/api/1/chats/respond_with_query',
        { organization: 'org-1', chat_uid: 'chat-9', query: 'more' },
      ],
    ]);
    expect(calls.every(({ init }) => init.credentials === 'include')).toBe(true);
  });

  it('only logs failures, with status and body', async () => {
    const { api, log } = setup(() => new Response('{"error":"nope"}', { status: 500 }));
    expect(await api.createForIpoPitch('org-1', 'Acme')).toBeUndefined();
    expect(await api.respondWithQuery('org-1', 'c', 'q')).toBe(false);
    expect(log.warn).toHaveBeenCalledWith('POST /api/1/chats/create_for_ipo_pitch failed', {
      status: 500,
      body: '{"error":"nope"}',
    });
  });

  it('treats invalid JSON, a missing chat_uid and a network failure as failures', async () => {
    const bodies = [new Response('not json'), json({ chat: 'x' })];
    const { api, log } = setup(() => bodies.shift() ?? Promise.reject(new TypeError('Failed to fetch')));
    expect(await api.createWithQuery('o', 'q')).toBeUndefined();
    expect(await api.createWithQuery('o', 'q')).toBeUndefined();
    expect(await api.createWithQuery('o', 'q')).toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenLastCalledWith('POST /api/1/chats/create_with_query failed', {
      status: 0,
      body: 'Failed to fetch',
    });
  });

  it('aborts a request that hangs past its time-out', async () => {
    const { api, log, clock } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const pending = api.organization();
    clock.advance(30_000);
    expect(await pending).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith('GET /api/1/users/self/organization failed', {
      status: 0,
      body: 'timed out after 30000 ms',
    });
  });
});
