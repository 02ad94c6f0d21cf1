import { formatMessage, type Message } from './message';

/** An error whose message is written for the member and shown as is. */
export class UserReadableError extends Error {
  override readonly name = 'UserReadableError';
}

/** A broken invariant or protocol rule: a bug on one side, shown only through the engineering-support text. */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}

/** An error's message; anything else thrown is described, even a value that refuses to become a string. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && typeof error.message === 'string') return error.message;
  try {
    return String(error);
  } catch {
    return `a thrown ${typeof error}`;
  }
}

/** The error catalogue's text for the member (spec: assistant app), in English: read through useTexts. */
export const errorTexts = {
  needsSupport: 'An error occurred that requires engineering support ({message})',
} as const;

/**
 * What the member reads for any error (spec: assistant app, error catalogue): a human-readable error's own
 * message, any other's in the engineering-support template (errorTexts.needsSupport in the member's locale).
 */
export const userFacingMessage = (error: unknown, needsSupport: Message<'message'>): string =>
  error instanceof UserReadableError ? error.message : formatMessage(needsSupport, { message: errorMessage(error) });
