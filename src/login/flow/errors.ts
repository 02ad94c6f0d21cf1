import { ApiError } from '../provider/errors';
import type { ErrorType } from './types';

/** The Error screen's heading (login spec, section 2). */
export const ERROR_HEADING = 'Looks like there was an error!';

/** Error screen texts by type (login spec, section 8), word for word. */
export function errorScreenText(type: ErrorType, organizationName?: string | null): string {
  switch (type) {
    case 'Default':
      return DEFAULT_ERROR_TEXT;
    case 'EmailMagicLink':
      return 'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.';
    case 'Organization':
      return 'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.';
    case 'CannotJoinOrgDueToAuthPolicy':
      return `Unable to join due to ${organizationName || 'the organization'}'s authentication policy. Please contact your admin for more information.`;
    case 'AdBlockerDetected':
      return 'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.';
    case 'EmailDomainClaimed':
      return 'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.';
  }
}

export const DEFAULT_ERROR_TEXT = 'Something went wrong. Try again later or contact your admin for help.';

/** Inline and toast messages (login spec, section 8). */
export const PASSWORD_FAILURE = 'Invalid email or password. Please try again or use the link below to get help.';
export const RESET_FAILURE = 'We were unable to verify your email. Please contact your admin.';
export const RESET_MAGIC_LINK_FAILURE = 'We were unable to verify your email. Please contact your admin for help.';
export const INACTIVE_EMAIL =
  'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.';
export const EMAIL_SEND_FAILURE =
  'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.';
export const INVALID_PASSCODE = 'Invalid passcode, please try again.';
export const INVALID_BACKUP_CODE = 'Invalid backup code, please try again.';
export const INVALID_PHONE_NUMBER = 'Invalid phone number, please try again.';
export const DUPLICATE_PHONE_NUMBER = 'A member with the specified phone number already exists for this organization.';
export const SLUG_LOOKUP_FAILURE = 'An error occurred. Please try again.';
export const ORGANIZATION_NOT_FOUND = 'Organization not found. Please try again.';
export const ACCESS_DENIED = 'Access to the application was denied.';
export const NO_ACTIVE_SESSION = 'No active session detected. Please log in to continue.';
export const NOT_LOGGED_OUT = 'You have not been logged out. You may close this page.';
export const INVALID_EMAIL_ADDRESS = 'Invalid email address';
export const EMAIL_RESENT = 'Email resent';
export const COPIED = 'Copied';
export const CODE_COPIED = 'Code copied';
export const COPY_CODES_FAILURE = "Couldn't copy codes to clipboard";
export const COPY_CODE_FAILURE = "Couldn't copy code to clipboard";

export const missingParameter = (param: string) =>
  `Required parameter is missing: ${param}. Please reach out to the application developer.`;

/** The organization e-mail access check's message (login spec, section 5). */
export const noAccess = (email: string, organizationName: string) =>
  `${email} does not have access to ${organizationName}. If you think this is a mistake, contact your admin.`;

/** The provider's error_type, when the error is the provider's. */
export const errorType = (error: unknown): string | null => (error instanceof ApiError ? error.error_type : null);

/** The provider's error_message, else the error's own message (login spec, section 8: reset and search errors). */
export const providerMessage = (error: unknown): string =>
  error instanceof ApiError ? error.error_message : error instanceof Error ? error.message : String(error);

/** Whether an error says an ad blocker stopped the request (its message or type names one). */
export const saysAdBlocker = (error: unknown): boolean =>
  /ad[\s_-]?blocker/i.test(`${errorType(error) ?? ''} ${error instanceof Error ? error.message : String(error)}`);

const NO_ACCESS_ERROR_TYPES: ReadonlySet<string> = new Set([
  'email_jit_provisioning_not_allowed',
  'invalid_email_for_jit_provisioning',
]);

/** What an e-mail send failure (magic link or code) shows under the e-mail field. */
export function emailSendErrorText(error: unknown, email: string, organizationName: string | null): string {
  const type = errorType(error);
  if (type === 'inactive_email') return INACTIVE_EMAIL;
  if (type && NO_ACCESS_ERROR_TYPES.has(type)) return noAccess(email, organizationName || 'the organization');
  return EMAIL_SEND_FAILURE;
}

/** What a failed phone enrolment shows: the duplicate-number text, or the default phone error. */
export const phoneErrorText = (errorTypeName: string | null): string =>
  errorTypeName === 'duplicate_member_phone_number' ? DUPLICATE_PHONE_NUMBER : INVALID_PHONE_NUMBER;
