import type { SimResponse } from '../../core/types';

/** A refusal in the provider's error shape; thrown by handlers, answered by the router. */
export class ProviderFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

export function fail(status: number, errorType: string, message: string): never {
  throw new ProviderFailure(status, errorType, message);
}

/** An answer that is not the JSON `data` envelope: a redirect or an HTML page. */
export class Raw {
  constructor(readonly response: SimResponse) {}
}

export type Payload = Record<string, unknown>;

export const redirect = (location: string) => new Raw({ status: 302, headers: { location }, body: '' });

export const errorBody = (status: number, errorType: string, message: string, requestId: string) => ({
  status_code: status,
  error_type: errorType,
  error_message: message,
  error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
  request_id: requestId,
});
