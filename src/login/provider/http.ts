import {
  ApiError,
  InvalidJsonError,
  InvalidResponseError,
  NoResponseError,
  SchemaError,
  UnreachableError,
} from './errors';

export const SDK_VERSION = '5.22.5';
export const SDK_BASE_PATH = '/sdk/v1';

export interface Telemetry {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

export interface ProviderHttpOptions {
  /** The provider's API origin (the real one, the simulator's, or MSW's). */
  baseUrl: string;
  publicToken: string;
  /** The current session token, if any: it goes into Basic auth beside the public token. */
  sessionToken: () => string | undefined;
  /**
   * Telemetry for one request (ids, time): injected so tests and the simulator stay deterministic. It may come
   * later than asked (the page's time zone can be read off the main thread).
   */
  telemetry: () => Telemetry | Promise<Telemetry>;
  /** The page origin sent to the provider. */
  origin: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** A captcha token, when the provider asks for one. */
  captchaToken?: () => Promise<string>;
  /** A device-fingerprint telemetry id, sent with captcha-protected calls. */
  dfpTelemetryId?: () => Promise<string>;
}

export interface RequestOptions {
  /** Sent with device telemetry and retried with a captcha token when asked. */
  captcha?: boolean;
  /** Sent as application/x-www-form-urlencoded rather than JSON. */
  form?: boolean;
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The transport of every provider call: auth, telemetry, JSON, the `data` envelope and typed errors. */
export function createProviderHttp(options: ProviderHttpOptions) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(
    method: string,
    path: string,
    body: Record<string, unknown> | undefined,
    form: boolean,
  ): Promise<{ status: number; text: string }> {
    const telemetry = await options.telemetry();
    const session = options.sessionToken();
    let response: Response;
    try {
      response = await fetcher(`${options.baseUrl}${SDK_BASE_PATH}${path}`, {
        method,
        credentials: 'include',
        headers: {
          Authorization: `Basic ${base64(`${options.publicToken}:${session ?? options.publicToken}`)}`,
          'X-SDK-Client': base64(JSON.stringify(telemetry)),
          'X-SDK-Parent-Host': options.origin,
          ...(body ? { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
        },
        body: body ? (form ? formBody(body) : JSON.stringify(body)) : undefined,
      });
    } catch (error) {
      throw new UnreachableError(error);
    }
    return { status: response.status, text: await response.text() };
  }

  function interpret<T>({ status, text }: { status: number; text: string }): T {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // The official client's reading: a success must be JSON; a failure in plain text is no answer at all.
      throw status >= 200 && status < 300 ? new InvalidJsonError() : new InvalidResponseError();
    }
    if (typeof json !== 'object' || json === null) throw new NoResponseError();
    const record = json as Record<string, unknown>;
    if (status >= 200 && status < 300) {
      if (!('data' in record)) throw new NoResponseError();
      return record.data as T;
    }
    const issues = status === 400 ? schemaIssues(record) : [];
    if (issues.length > 0) throw new SchemaError(issues);
    throw new ApiError({
      status_code: typeof record.status_code === 'number' ? record.status_code : status,
      error_type: typeof record.error_type === 'string' ? record.error_type : 'unknown_error',
      error_message:
        typeof record.error_message === 'string' ? record.error_message : `Request failed with status ${status}`,
      error_url: typeof record.error_url === 'string' ? record.error_url : undefined,
      request_id: typeof record.request_id === 'string' ? record.request_id : undefined,
    });
  }

  /**
   * One provider call. Captcha-protected calls carry the device telemetry id, and are sent once more with a
   * captcha token when the answer says a captcha is required. A `form` call sends its body as an HTML form.
   */
  return async function request<T>(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    { captcha = false, form = false }: RequestOptions = {},
  ): Promise<T> {
    const extra = captcha && options.dfpTelemetryId ? { dfp_telemetry_id: await options.dfpTelemetryId() } : {};
    const first = await send(method, path, body ? { ...body, ...extra } : undefined, form);
    if (captcha && options.captchaToken && first.text.includes('Captcha required')) {
      const token = await options.captchaToken();
      return interpret<T>(await send(method, path, { ...body, ...extra, captcha_token: token }, form));
    }
    return interpret<T>(first);
  };
}

export type ProviderRequest = ReturnType<typeof createProviderHttp>;

/** Form fields are strings: lists repeat their field, other values are written out. */
function formBody(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(field, String(item));
  }
  return form.toString();
}

/** A 400's details (body, params or query), as the provider reports schema violations. */
function schemaIssues(record: Record<string, unknown>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const part of ['body', 'params', 'query']) {
    const details = record[part];
    if (!Array.isArray(details)) continue;
    for (const detail of details as { instancePath?: unknown; dataPath?: unknown; message?: unknown }[]) {
      const where =
        typeof detail.instancePath === 'string'
          ? detail.instancePath
          : typeof detail.dataPath === 'string'
            ? detail.dataPath
            : '';
      issues.push({
        path: `${part}${where}`,
        message: typeof detail.message === 'string' ? detail.message : 'is invalid',
      });
    }
  }
  return issues;
}
