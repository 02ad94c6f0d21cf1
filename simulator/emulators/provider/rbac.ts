import { read } from './input';
import { fail } from './reply';
import type { Member, Permission, ProviderRbacPolicy } from './state';

/**
 * Role-based access as the provider's RBAC guide defines it, evaluated here from that definition (never by
 * the client's own code, which the emulator exists to check): a policy of resources with their actions,
 * roles that hold permissions (a resource and some of its actions, `*` for all of them) and OAuth scopes.
 */

/** Everyone holds the default member role; admins have theirs on top (role ids as the session lists them). */
export const sessionRoles = (member: Member) => [...new Set(['stytch_member', ...member.roles])];

const allows = (permission: Permission, resourceId: string, action: string) =>
  permission.resource_id === resourceId && (permission.actions.includes(action) || permission.actions.includes('*'));

/**
 * The roles among `roleIds` that let their holder take `action` on `resourceId`: a member's permissions are
 * the union of its roles' permissions, so any one of them is enough (the verdict's granting_roles).
 */
export const grantingRoles = (
  policy: ProviderRbacPolicy,
  roleIds: readonly string[],
  resourceId: string,
  action: string,
): string[] =>
  policy.roles
    .filter((role) => roleIds.includes(role.role_id))
    .filter((role) => role.permissions.some((permission) => allows(permission, resourceId, action)))
    .map((role) => role.role_id);

const isAuthorized = (policy: ProviderRbacPolicy, roleIds: readonly string[], resourceId: string, action: string) =>
  grantingRoles(policy, roleIds, resourceId, action).length > 0;

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
export function authorize(policy: ProviderRbacPolicy, member: Member, resourceId: string, action: string): void {
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

/**
 * An authorization_check on a session (Authenticate Session): the member's organization must be the one named
 * (403 tenancy_mismatch otherwise) and one of its roles must allow the action on the resource (403 otherwise).
 * Allowed, it answers the verdict with every role that granted it.
 */
export function authorizationVerdict(policy: ProviderRbacPolicy, member: Member, check: Record<string, unknown>) {
  const { organization_id, resource_id, action } = read(check, {
    organization_id: 'string',
    resource_id: 'string',
    action: 'string',
  });
  if (organization_id !== member.organization_id) {
    fail(403, 'tenancy_mismatch', 'The member belongs to a different organization than authorization_check names');
  }
  const granting_roles = grantingRoles(policy, sessionRoles(member), resource_id, action);
  if (granting_roles.length === 0) {
    fail(403, 'unauthorized_action', `The member is not authorized to ${action} ${resource_id}`);
  }
  return { authorized: true, granting_roles };
}
