import { EMAIL_WIDGET_CALLS } from './email';
import { MFA_WIDGET_CALLS } from './mfa';
import { IDP_CALLS, OAUTH_CALLS } from './oauth';
import { ORGANIZATION_WIDGET_CALLS } from './organization';
import { PASSWORD_WIDGET_CALLS } from './passwords';
import { SESSION_WIDGET_CALLS } from './session';
import type { CallSpec } from './spec';
import { SSO_WIDGET_CALLS } from './sso';

/**
 * The calls the login widget makes (38 of the 83), in a module of their own: the client the widget creates
 * holds only these, so a page that embeds the widget alone does not download the administration calls
 * (members, SSO connections, SCIM). The flow's client type is made from this table, so a call the flow
 * starts making without adding it here does not compile.
 */
export const WIDGET_CALLS = {
  ...EMAIL_WIDGET_CALLS,
  ...MFA_WIDGET_CALLS,
  ...PASSWORD_WIDGET_CALLS,
  ...SSO_WIDGET_CALLS,
  ...OAUTH_CALLS,
  ...IDP_CALLS,
  ...ORGANIZATION_WIDGET_CALLS,
  ...SESSION_WIDGET_CALLS,
} as const satisfies Record<string, CallSpec>;

export type WidgetCallName = keyof typeof WIDGET_CALLS;
