import { describe, expect, it } from 'vitest';
import { createFetchPartTransport } from '../../src/upload/fetchPartTransport';

describe('fetch part transport', () => {
  it('POSTs the part as multipart form data with one file field, credentials and the signal', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const transport = createFetchPartTransport({
      apiBase: 'https://api.example.test/',
      fetch: async (url, init) => {
        requests.push({ url, init });
        return new Response('{"error":"Forbidden part"}', { status: 403, statusText: 'Forbidden' });
      },
    });
    const signal = new AbortController().signal;
    const answer = await transport.send({
      fileUploadUid: 'fu 1&x',
      partNumber: 3,
      fileName: 'model.xlsx',
      blob: new Blob(['part bytes']),
      signal,
      onProgress: () => undefined,
    });
    expect(answer).toEqual({ ok: false, status: 403, statusText: 'Forbidden', body: '{"error":"Forbidden part"}' });
    const [{ url, init }] = requests as [(typeof requests)[number]];
    expect(url).toBe(
      'https://api.example.test/api/1/chats/add_file_upload_part?file_upload_uid=fu+1%26x&part_number=3',
    );
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', signal });
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('model.xlsx');
    expect(await file.text()).toBe('part bytes');
  });

  it('rejects when the request is aborted, which the runner counts as a network failure', async () => {
    const controller = new AbortController();
    const transport = createFetchPartTransport({
      apiBase: '',
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    const sent = transport.send({
      fileUploadUid: 'fu-1',
      partNumber: 0,
      fileName: 'a.pdf',
      blob: new Blob([]),
      signal: controller.signal,
      onProgress: () => undefined,
    });
    controller.abort();
    await expect(sent).rejects.toThrow();
  });
});
