import type { SimBody, SimResponse } from '../../core/types';
import { SDK_PREFIX } from './sdk';
import { DEMO_PUBLIC_TOKEN } from './seed';

/** The shape of the in-process adapter's fetch (and of anything else that hands requests to a simulation). */
export type SimFetch = (
  method: string,
  path: string,
  init: {
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    query?: Record<string, string>;
    body?: SimBody;
  },
) => Promise<SimResponse>;

export interface SdkCallOptions {
  /** The session token the SDK holds; without one it sends the public token twice. */
  session?: string;
  cookies?: Record<string, string>;
  query?: Record<string, string>;
  /** The page the widget runs on (the X-SDK-Parent-Host header). */
  origin?: string;
  publicToken?: string;
}

/**
 * Calls the provider emulator the way the login widget's SDK does: under /sdk/v1, Basic auth with the public
 * token and the session token, the page origin, a JSON body. For tests and scenario drivers.
 */
export function providerDriver(fetch: SimFetch) {
  const call = (method: string, path: string, body?: Record<string, unknown>, options: SdkCallOptions = {}) => {
    const token = options.publicToken ?? DEMO_PUBLIC_TOKEN;
    return fetch(method, `${SDK_PREFIX}${path}`, {
      headers: {
        authorization: `Basic ${btoa(`${token}:${options.session ?? token}`)}`,
        'x-sdk-parent-host': options.origin ?? 'http://localhost:4173',
      },
      cookies: options.cookies ?? {},
      query: options.query ?? {},
      body: body === undefined ? { kind: 'none' } : { kind: 'json', value: body },
    });
  };

  /** A call that must succeed: its `data`, or an error naming the provider's answer. */
  const data = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    options?: SdkCallOptions,
  ): Promise<T> => {
    const response = await call(method, path, body, options);
    if (response.status !== 200)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as { data: T }).data;
  };

  return { call, data };
}
