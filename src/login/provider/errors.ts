/** Provider client errors (login spec, section 8), each with the spec's text. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export class UnreachableError extends ProviderError {
  override name = 'UnreachableError';
  constructor(cause?: unknown) {
    super('Unable to contact our servers.', { cause });
  }
}

export class InvalidJsonError extends ProviderError {
  override name = 'InvalidJsonError';
  constructor() {
    super('Invalid JSON response from our servers.');
  }
}

export class NoResponseError extends ProviderError {
  override name = 'NoResponseError';
  constructor() {
    super('Invalid or no response from server');
  }
}

export class InvalidResponseError extends ProviderError {
  override name = 'InvalidResponseError';
  constructor() {
    super('Invalid response from our servers.');
  }
}

/** A 400 whose body lists what was wrong with the request, one 'path: message' line each. */
export class SchemaError extends ProviderError {
  override name = 'SchemaError';
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
  }
}

export interface ApiErrorFields {
  status_code: number;
  error_type: string;
  error_message: string;
  error_url?: string;
  request_id?: string;
}

export class ApiError extends ProviderError {
  override name = 'ApiError';
  readonly status_code: number;
  readonly error_type: string;
  readonly error_message: string;
  readonly error_url: string | undefined;
  readonly request_id: string | undefined;
  constructor(fields: ApiErrorFields) {
    super(fields.error_message);
    this.status_code = fields.status_code;
    this.error_type = fields.error_type;
    this.error_message = fields.error_message;
    this.error_url = fields.error_url;
    this.request_id = fields.request_id;
  }
}

export class NoCurrentSessionError extends ProviderError {
  override name = 'NoCurrentSessionError';
  constructor() {
    super('There is no current session.');
  }
}

export class MissingPkceError extends ProviderError {
  override name = 'MissingPkceError';
  constructor() {
    super('Make sure this flow is completed on the same device on which it was started.');
  }
}

/**
 * An address the browser was to go to is not an http or https URL (a javascript:, data: or vbscript: URL
 * would run script in the page): it is refused rather than followed. The message names the scheme only.
 */
export class UnsafeRedirectError extends ProviderError {
  override name = 'UnsafeRedirectError';
  constructor(readonly scheme: string) {
    super(`Refused to go to a ${scheme || 'malformed'} address: only http and https addresses are followed.`);
  }
}

/**
 * The address the browser goes to, as the browser would parse it, when it is an absolute http or https URL;
 * otherwise UnsafeRedirectError. The parsed href is what is followed, so what was checked is what is used.
 */
export function webRedirect(url: unknown): string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw new UnsafeRedirectError('');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UnsafeRedirectError(parsed.protocol);
  return parsed.href;
}

/** Error types after which the session is gone for good: the client clears it (login spec, section 8). */
export const UNRECOVERABLE_ERROR_TYPES: ReadonlySet<string> = new Set([
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
]);

export const isUnrecoverable = (error: unknown): boolean =>
  error instanceof ApiError && UNRECOVERABLE_ERROR_TYPES.has(error.error_type);
