/** An error whose message is written for the member and shown as is. */
export class UserReadableError extends Error {
  override readonly name = 'UserReadableError';
}

/** A broken invariant or protocol rule: a bug on one side, shown only through the engineering-support text. */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What the member reads for any error (spec: assistant app, error catalogue). */
export const userFacingMessage = (error: unknown): string =>
  error instanceof UserReadableError
    ? error.message
    : `An error occurred that requires engineering support (${errorMessage(error)})`;
