import { ApiError } from '../provider/errors';
import { formatMessage, type FirstTexts } from '../strings';
import type { ErrorType } from './types';

/** Error screen texts by type (login spec, section 8). */
export function errorScreenText(strings: FirstTexts, type: ErrorType, organizationName?: string | null): string {
  const texts = strings.error;
  switch (type) {
    case 'Default':
      return texts.default;
    case 'EmailMagicLink':
      return texts.emailMagicLink;
    case 'Organization':
      return texts.organization;
    case 'CannotJoinOrgDueToAuthPolicy':
      return formatMessage(texts.cannotJoinDueToAuthPolicy, {
        organizationName: organizationName || strings.messages.theOrganization,
      });
    case 'AdBlockerDetected':
      return texts.adBlocker;
    case 'EmailDomainClaimed':
      return texts.claimedDomain;
    case 'UnsafeRedirect':
      return texts.unsafeRedirect;
  }
}

/** The organization e-mail access check's message (login spec, section 5). */
export const noAccess = (strings: FirstTexts, email: string, organizationName: string | null | undefined) =>
  formatMessage(strings.messages.noAccess, {
    email,
    organizationName: organizationName || strings.messages.theOrganization,
  });

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
export function emailSendErrorText(
  strings: FirstTexts,
  error: unknown,
  email: string,
  organizationName: string | null,
): string {
  const type = errorType(error);
  if (type === 'inactive_email') return strings.messages.inactiveEmail;
  if (type && NO_ACCESS_ERROR_TYPES.has(type)) return noAccess(strings, email, organizationName);
  return strings.messages.emailSendFailure;
}

/** What a failed phone enrolment shows: the duplicate-number text, or the default phone error. */
export const phoneErrorText = (strings: FirstTexts, errorTypeName: string | null): string =>
  errorTypeName === 'duplicate_member_phone_number'
    ? strings.messages.duplicatePhoneNumber
    : strings.messages.invalidPhoneNumber;
