import type { Clock } from '../core/clock';
import { consoleLog, type DeveloperLog } from '../core/developerLog';
import type { FetchLike } from '../core/fetchLike';

export interface HttpOptions {
  baseUrl: string;
  fetch?: FetchLike;
  clock: Clock;
  log?: DeveloperLog;
  /** No request waits forever: after this it is aborted and counted as failed. */
  timeoutMs?: number;
}

export type HttpResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: string };

export const DEFAULT_TIMEOUT_MS = 30_000;

/** JSON over fetch with credentials, a time-out, and failures logged with their status and body. */
export function createHttp({
  baseUrl,
  fetch = globalThis.fetch.bind(globalThis),
  clock,
  log = consoleLog,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpOptions) {
  return async function request<T>(method: string, path: string, body?: unknown): Promise<HttpResult<T>> {
    const abort = new AbortController();
    const timer = clock.setTimeout(() => abort.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await fetch(new URL(path, baseUrl).toString(), {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      const text = await response.text();
      if (!response.ok) return failed(log, method, path, response.status, text);
      try {
        return { ok: true, status: response.status, data: (text ? JSON.parse(text) : {}) as T };
      } catch {
        return failed(log, method, path, response.status, `Invalid JSON: ${text.slice(0, 200)}`);
      }
    } catch (error) {
      return failed(log, method, path, 0, error instanceof Error ? error.message : String(error));
    } finally {
      clock.clearTimeout(timer);
    }
  };
}

function failed(log: DeveloperLog, method: string, path: string, status: number, body: string): HttpResult<never> {
  log.warn(`${method} ${path} failed`, { status, body });
  return { ok: false, status, body };
}
