import type { PartTransport } from '../../src/upload/uploadRunner';
import type { Simulation } from '../core/simulation';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * add_file_upload_part straight into a Simulation, for unit tests and stories under a VirtualClock: the
 * same request the fetch transport makes, without a network. An abort settles the call at once, as fetch
 * does; the simulation may still store the part, as a real server may.
 */
export function inProcessPartTransport(simulation: Simulation): PartTransport {
  return {
    async send({ fileUploadUid, partNumber, fileName, blob, signal }) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      signal.throwIfAborted();
      const answer = simulation.http({
        method: 'POST',
        path: '/api/1/chats/add_file_upload_part',
        query: { file_upload_uid: fileUploadUid, part_number: String(partNumber) },
        headers: {},
        cookies: {},
        body: { kind: 'form', fields: {}, files: { file: { filename: fileName, type: blob.type, chunks: [bytes] } } },
      });
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
      );
      const { status, body } = await Promise.race([answer, aborted]);
      return {
        ok: status >= 200 && status < 300,
        status,
        statusText: STATUS_TEXT[status] ?? '',
        body: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
      };
    },
  };
}
