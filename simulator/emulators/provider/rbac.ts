import { isAuthorized, type RbacPolicy } from '../../../src/login/provider/rbac';
import { fail } from './reply';
import type { Member } from './state';
import { sessionRoles } from './wire';

interface Permission {
  resource_id: string;
  actions: string[];
}

/** The provider's policy: the client's shape, with descriptions and the permissions each scope needs. */
export interface ProviderRbacPolicy extends RbacPolicy {
  roles: { role_id: string; description: string; permissions: Permission[] }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  scopes: { scope: string; description: string; permissions: Permission[] }[];
}

const all = (resource_id: string): Permission => ({ resource_id, actions: ['*'] });

/** The provider's built-in resources, which guard the organization and member admin calls. */
export const STYTCH_RESOURCES = {
  organization: 'stytch.organization',
  member: 'stytch.member',
  sso: 'stytch.sso',
  scim: 'stytch.scim',
} as const;

export const DEMO_RBAC_POLICY: ProviderRbacPolicy = {
  roles: [
    {
      role_id: 'stytch_admin',
      description: 'Administers the organization: members, SSO, SCIM and settings.',
      permissions: [...Object.values(STYTCH_RESOURCES).map(all), all('stytch.self'), all('documents'), all('reports')],
    },
    {
      role_id: 'stytch_member',
      description: 'Every member: their own account and reading documents.',
      permissions: [all('stytch.self'), { resource_id: 'documents', actions: ['read'] }],
    },
    {
      role_id: 'analyst',
      description: 'Writes documents and reads reports.',
      permissions: [
        { resource_id: 'documents', actions: ['read', 'write'] },
        { resource_id: 'reports', actions: ['read'] },
      ],
    },
  ],
  resources: [
    { resource_id: 'documents', description: 'Pitch books and memos.', actions: ['read', 'write', 'delete'] },
    { resource_id: 'reports', description: 'Portfolio reports.', actions: ['read', 'export'] },
  ],
  scopes: [
    {
      scope: 'read:documents',
      description: 'Read your documents',
      permissions: [{ resource_id: 'documents', actions: ['read'] }],
    },
    {
      scope: 'write:documents',
      description: 'Create and edit your documents',
      permissions: [{ resource_id: 'documents', actions: ['write'] }],
    },
    {
      scope: 'export:reports',
      description: 'Export portfolio reports',
      permissions: [{ resource_id: 'reports', actions: ['export'] }],
    },
  ],
};

/** Refuses (403) unless one of the member's roles allows the action on the resource. */
export function authorize(policy: RbacPolicy, member: Member, resourceId: string, action: string): void {
  if (!isAuthorized(policy, sessionRoles(member), resourceId, action)) {
    fail(403, 'unauthorized_action', `The member is not allowed to ${action} ${resourceId}`);
  }
}

/** OIDC's own scopes: anyone may grant them. */
const STANDARD_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'offline_access']);

/**
 * Whether the member could grant each requested scope: standard scopes always; custom scopes only when the
 * policy knows them and the member's roles hold every permission they need; unknown scopes never.
 */
export function scopeResults(policy: ProviderRbacPolicy, member: Member, requested: string[]) {
  const roles = sessionRoles(member);
  return requested.map((scope) => {
    const custom = policy.scopes.find((known) => known.scope === scope);
    const is_grantable = STANDARD_SCOPES.has(scope)
      ? true
      : !!custom &&
        custom.permissions.every((permission) =>
          permission.actions.every((action) => isAuthorized(policy, roles, permission.resource_id, action)),
        );
    return { scope, description: custom?.description ?? '', is_grantable };
  });
}
