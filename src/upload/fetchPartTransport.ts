import type { FetchLike } from '../core/fetchLike';
import type { PartTransport } from './uploadRunner';

export interface FetchPartTransportOptions {
  /** Origin (and any path prefix) of the assistant API; '' for the page's own origin. */
  apiBase: string;
  fetch?: FetchLike;
}

/**
 * add_file_upload_part over fetch (spec section 7): multipart form data with one field `file` holding the
 * part's bytes, credentials included. fetch cannot report upload progress, so onProgress is never called:
 * the part's bytes count once the part is done.
 */
export function createFetchPartTransport({
  apiBase,
  fetch = globalThis.fetch.bind(globalThis),
}: FetchPartTransportOptions): PartTransport {
  const base = apiBase.replace(/\/+$/, '');
  return {
    async send({ fileUploadUid, partNumber, fileName, blob, signal }) {
      const query = new URLSearchParams({ file_upload_uid: fileUploadUid, part_number: String(partNumber) });
      const form = new FormData();
      form.append('file', blob, fileName);
      const response = await fetch(`${base}/api/1/chats/add_file_upload_part?${query}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
        signal,
      });
      // The body is read under the same signal: a time-out while it streams is a network failure too.
      return { ok: response.ok, status: response.status, statusText: response.statusText, body: await response.text() };
    },
  };
}
