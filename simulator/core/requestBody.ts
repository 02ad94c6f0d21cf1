import { BadRequest } from './badRequest';
import { errorResponse } from './simulation';
import type { SimBody, SimResponse } from './types';

export { BadRequest };

/** Largest request body the simulator accepts (a part of an upload is at most a few MiB). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** A non-multipart body by its content type, the same way in every adapter. */
export function textBody(contentType: string, text: string): SimBody {
  const type = contentType.toLowerCase();
  if (text.length === 0) return { kind: 'none' };
  if (type.startsWith('application/json')) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      throw new BadRequest(400, 'invalid_json', 'The request body is not valid JSON');
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { kind: 'form', fields: Object.fromEntries(new URLSearchParams(text)), files: {} };
  }
  return { kind: 'text', value: text };
}

/** What a request that could not even be read is answered with, in the provider's error shape. */
export const refusal = (error: unknown): SimResponse => {
  const bad = error instanceof BadRequest ? error : new BadRequest(500, 'internal_server_error', String(error));
  return errorResponse(bad.status, bad.errorType, bad.message);
};
