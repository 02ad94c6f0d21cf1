import { EMAIL_CALLS } from './email';
import { MFA_CALLS } from './mfa';
import { IDP_CALLS, OAUTH_CALLS } from './oauth';
import { ORGANIZATION_CALLS } from './organization';
import { PASSWORD_CALLS } from './passwords';
import { SESSION_CALLS } from './session';
import type { CallSpec } from './spec';
import { SCIM_CALLS, SSO_CALLS } from './sso';

export type { CallSpec, PkceFlow, PkceUse } from './spec';

/**
 * Every provider call (login spec, section 7), as data, named as the spec groups them: 'a.b.c' becomes
 * client.a.b.c(args). A call's arguments are checked against its spec before anything is sent.
 */
export const CALLS = {
  ...EMAIL_CALLS,
  ...MFA_CALLS,
  ...PASSWORD_CALLS,
  ...SSO_CALLS,
  ...SCIM_CALLS,
  ...OAUTH_CALLS,
  ...IDP_CALLS,
  ...ORGANIZATION_CALLS,
  ...SESSION_CALLS,
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;
