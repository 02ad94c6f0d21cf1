import { formatMessage } from '../../strings';
import type { LoginStrings } from '../catalogue';

/** Requested scopes as the flow splits them: standard ones, and custom ones with their descriptions. */
export interface ConsentScopes {
  standardScopes: readonly string[];
  customScopes: readonly { scope: string; description: string }[];
}

type StandardScope = keyof LoginStrings['idpConsent']['scopes'];

/** The standard scopes with texts (login spec, section 2), in the order their lines are listed. */
const STANDARD_SCOPE_ORDER: readonly StandardScope[] = [
  'openid',
  'profile',
  'email',
  'phone',
  'offline_access',
  'full_access',
];

/** The lines of a scope list: standard scopes in their usual order, then custom ones as requested. */
export function scopeTexts(
  { standardScopes, customScopes }: ConsentScopes,
  projectName: string,
  strings: Pick<LoginStrings, 'idpConsent'>,
): string[] {
  const texts = strings.idpConsent.scopes;
  const standardText = (scope: StandardScope) =>
    scope === 'full_access' ? formatMessage(texts.full_access, { project: projectName }) : texts[scope];
  return [
    ...STANDARD_SCOPE_ORDER.filter((scope) => standardScopes.includes(scope)).map(standardText),
    ...customScopes.map(({ description }) => description),
  ];
}

export const hasScopes = ({ standardScopes, customScopes }: ConsentScopes): boolean =>
  standardScopes.length + customScopes.length > 0;
