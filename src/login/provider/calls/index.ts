import { EMAIL_MORE_CALLS } from './email';
import { MFA_MORE_CALLS } from './mfa';
import { ORGANIZATION_MORE_CALLS } from './organization';
import { PASSWORD_MORE_CALLS } from './passwords';
import { SESSION_MORE_CALLS } from './session';
import type { CallSpec } from './spec';
import { SCIM_CALLS, SSO_MORE_CALLS } from './sso';
import { WIDGET_CALLS } from './widget';

export type { CallSpec, PkceFlow, PkceUse } from './spec';
export { WIDGET_CALLS, type WidgetCallName } from './widget';

/**
 * Every provider call (login spec, section 7), as data, named as the spec groups them: 'a.b.c' becomes
 * client.a.b.c(args). A call's arguments are checked against its spec before anything is sent.
 */
export const CALLS = {
  ...WIDGET_CALLS,
  ...EMAIL_MORE_CALLS,
  ...MFA_MORE_CALLS,
  ...PASSWORD_MORE_CALLS,
  ...SSO_MORE_CALLS,
  ...SCIM_CALLS,
  ...ORGANIZATION_MORE_CALLS,
  ...SESSION_MORE_CALLS,
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** Some of the calls, each with its spec: what a client is made over. */
export type CallTable<Names extends CallName> = { readonly [Name in Names]: (typeof CALLS)[Name] };
