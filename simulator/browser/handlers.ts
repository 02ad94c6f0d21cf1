import { http, HttpResponse, type HttpHandler } from 'msw';
import { inboxAnswer } from '../core/inboxPage';
import { BadRequest, MAX_BODY_BYTES, refusal, textBody } from '../core/requestBody';
import { isSimulatedPath } from '../core/routes';
import { encodedBody, setCookieHeaders } from '../core/setCookie';
import type { Simulation } from '../core/simulation';
import type { SimBody, SimRequest, SimResponse, UploadedFile } from '../core/types';

async function formBody(request: Request): Promise<SimBody> {
  const form = await request.formData().catch((error: unknown) => {
    throw new BadRequest(400, 'invalid_multipart', String(error));
  });
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = { filename: value.name, type: value.type, chunks: [new Uint8Array(await value.arrayBuffer())] };
  }
  return { kind: 'form', fields, files };
}

async function readBody(request: Request): Promise<SimBody> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES)
    throw new BadRequest(413, 'request_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
  const type = request.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) return formBody(request);
  return textBody(type, await request.text());
}

/** A fetch Request (as MSW hands it over) as the simulation's SimRequest. */
async function simRequest(request: Request, cookies: Record<string, string>): Promise<SimRequest> {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    cookies,
    body: await readBody(request),
  };
}

function fetchResponse(answer: SimResponse, secure: boolean): Response {
  if (answer.networkError) return HttpResponse.error();
  const { text, contentType } = encodedBody(answer.body);
  const headers = new Headers({ 'content-type': contentType, 'cache-control': 'no-store', ...answer.headers });
  for (const cookie of setCookieHeaders(answer.cookies ?? [], secure)) headers.append('set-cookie', cookie);
  return new HttpResponse(text, { status: answer.status, headers });
}

/**
 * MSW handlers that hand every simulated path (any origin: the app may call an API on another host) to
 * the simulation; everything else passes through to the network (Vite, Storybook, images).
 */
export function simulatorHandlers(simulation: Simulation): HttpHandler[] {
  const secure = globalThis.location?.protocol === 'https:';
  return [
    http.all('*', async ({ request, cookies }) => {
      const path = new URL(request.url).pathname;
      if (!isSimulatedPath(path)) return undefined;
      const inbox = inboxAnswer(path, simulation.inbox.list());
      if (inbox) return fetchResponse(inbox, secure);
      try {
        return fetchResponse(await simulation.http(await simRequest(request, cookies)), secure);
      } catch (error) {
        return fetchResponse(refusal(error), secure);
      }
    }),
  ];
}
