/** The role-based access policy of the login spec (section 3): roles with permissions, resources, scopes. */
export interface RbacPolicy {
  roles: { role_id: string; permissions: { resource_id: string; actions: string[] }[] }[];
  resources: { resource_id: string; actions: string[] }[];
  scopes: { scope: string; description: string }[];
}

/**
 * A caller may act on a resource if any of its roles has a permission for that resource whose actions
 * include the action or '*'. Without a policy (it could not be loaded) nobody may do anything.
 */
export function isAuthorized(
  policy: RbacPolicy | null | undefined,
  roleIds: readonly string[],
  resourceId: string,
  action: string,
): boolean {
  if (!policy) return false;
  const held = new Set(roleIds);
  return policy.roles.some(
    (role) =>
      held.has(role.role_id) &&
      role.permissions.some(
        (permission) =>
          permission.resource_id === resourceId &&
          (permission.actions.includes(action) || permission.actions.includes('*')),
      ),
  );
}

/** Splits requested OAuth scopes into those the policy lets be granted and the rest (login spec, section 6). */
export function grantableScopes(policy: RbacPolicy | null | undefined, requested: readonly string[]) {
  const known = new Set(policy?.scopes.map((scope) => scope.scope) ?? []);
  return {
    grantable: requested.filter((scope) => known.has(scope)),
    ungrantable: requested.filter((scope) => !known.has(scope)),
  };
}
