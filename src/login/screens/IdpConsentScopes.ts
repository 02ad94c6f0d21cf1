/** Requested scopes as the flow splits them: standard ones, and custom ones with their descriptions. */
export interface ConsentScopes {
  standardScopes: readonly string[];
  customScopes: readonly { scope: string; description: string }[];
}

/** What the member is asked to allow for each standard scope (login spec, section 2), in the order listed. */
const STANDARD_SCOPE_TEXTS: readonly [scope: string, text: (projectName: string) => string][] = [
  ['openid', () => 'Verify your identity'],
  ['profile', () => 'View your personal profile (name, picture and language)'],
  ['email', () => 'View your email address'],
  ['phone', () => 'View your phone number'],
  ['offline_access', () => 'Maintain access to your account when you are offline'],
  ['full_access', (projectName) => `Fully access and manage your ${projectName} account`],
];

/** The lines of a scope list: standard scopes in their usual order, then custom ones as requested. */
export function scopeTexts({ standardScopes, customScopes }: ConsentScopes, projectName: string): string[] {
  return [
    ...STANDARD_SCOPE_TEXTS.filter(([scope]) => standardScopes.includes(scope)).map(([, text]) => text(projectName)),
    ...customScopes.map(({ description }) => description),
  ];
}

export const hasScopes = ({ standardScopes, customScopes }: ConsentScopes): boolean =>
  standardScopes.length + customScopes.length > 0;
