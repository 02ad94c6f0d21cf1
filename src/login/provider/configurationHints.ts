import { ApiError, UnreachableError } from './errors';

/**
 * What the developer log says when the provider refuses the project's configuration (a redirect URL not
 * configured, an unknown public token, an origin the provider does not allow): which error, and how to fix it,
 * for the local emulator (its command, `genios-provider`) and for the provider's dashboard. The member keeps the spec's text.
 */

/** The redirect types as the provider's error types word them, and as the project file names them. */
const REDIRECT_KINDS: Record<string, string> = {
  login: 'login',
  signup: 'signup',
  discovery: 'discovery',
  invite: 'invite',
  password_reset: 'reset_password',
};
const REDIRECT_ERROR =
  /^(?:invalid_(\w+?)_redirect_url|no_(\w+?)_redirect_urls_set|no_default_(\w+?)_redirect_url_set)$/;

function redirectHint(error: ApiError): string | undefined {
  const match = REDIRECT_ERROR.exec(error.error_type);
  const kind = match && REDIRECT_KINDS[match[1] ?? match[2] ?? match[3] ?? ''];
  if (!kind) return undefined;
  const url = /https?:\/\/\S+/.exec(error.error_message)?.[0] ?? 'URL';
  return (
    `The provider refused the redirect URL (${error.error_type}: ${error.error_message}). Add ${url} to the ` +
    `project's ${kind} redirect URLs: for the local emulator, genios-provider --redirect-url ${url}, or the ` +
    `project file's redirect_urls.${kind}; for the provider, its dashboard's Redirect URLs.`
  );
}

function publicTokenHint(error: ApiError): string | undefined {
  const unknownToken =
    error.error_type === 'invalid_public_token' ||
    error.error_type === 'public_token_not_found' ||
    (error.error_type === 'unauthorized_credentials' && /public token/i.test(error.error_message));
  if (!unknownToken) return undefined;
  return (
    `The provider does not know this public token (${error.error_type}: ${error.error_message}). Use the ` +
    `project's public token: the local emulator prints it at start (genios-provider; the project file's ` +
    `public_token), the provider's dashboard lists it under API keys.`
  );
}

function unreachableHint(origin: string): string {
  return (
    `The provider could not be reached. If the browser's console shows a CORS error, it does not allow this ` +
    `page's origin: for the local emulator, genios-provider --allow-origin ${origin}, or the project file's ` +
    `allowed_origins; for the provider, its dashboard's authorized domains.`
  );
}

/** The developer's hint for a failed call, or undefined when the failure is not the project's configuration. */
export function configurationHint(error: unknown, origin: string): string | undefined {
  if (error instanceof UnreachableError) return unreachableHint(origin);
  if (!(error instanceof ApiError)) return undefined;
  return redirectHint(error) ?? publicTokenHint(error);
}
