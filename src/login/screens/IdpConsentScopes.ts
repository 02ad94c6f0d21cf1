/** A requested OAuth scope with the description the project's RBAC policy gives it, if any. */
export interface ConsentScope {
  scope: string;
  description?: string;
}

/** Login spec, section 9: the recognised standard scopes, in the order the consent screen lists them. */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access'] as const;
type StandardScope = (typeof STANDARD_SCOPES)[number];

export const isStandardScope = (scope: string): scope is StandardScope =>
  (STANDARD_SCOPES as readonly string[]).includes(scope);

const standardScopeText = (scope: StandardScope, projectName: string): string => {
  switch (scope) {
    case 'openid':
      return 'Verify your identity';
    case 'profile':
      return 'View your personal profile (name, picture and language)';
    case 'email':
      return 'View your email address';
    case 'phone':
      return 'View your phone number';
    case 'offline_access':
      return 'Maintain access to your account when you are offline';
    case 'full_access':
      return `Fully access and manage your ${projectName} account`;
  }
};

/** What the member is asked to allow for one scope: the standard text, the policy's description, or a fallback. */
export function scopeText({ scope, description }: ConsentScope, projectName: string): string {
  if (isStandardScope(scope)) return standardScopeText(scope, projectName);
  return description?.trim() ? description : `Use the ${scope} scope`;
}

/** Standard scopes first in their usual order, then the custom ones in the order they were requested. */
export function orderScopes(scopes: readonly ConsentScope[]): ConsentScope[] {
  const rank = (scope: string) => (isStandardScope(scope) ? STANDARD_SCOPES.indexOf(scope) : STANDARD_SCOPES.length);
  // Array sort is stable: custom scopes, all of equal rank, keep their requested order.
  return [...scopes].sort((a, b) => rank(a.scope) - rank(b.scope));
}

/** The Authorize title: an access request when any scope is non-standard, a plain sign-in otherwise. */
export function consentTitle(clientName: string, projectName: string, scopes: readonly ConsentScope[]): string {
  return scopes.some(({ scope }) => !isStandardScope(scope))
    ? `${clientName} wants to access your ${projectName} account`
    : `Sign in to ${clientName} with ${projectName}`;
}
