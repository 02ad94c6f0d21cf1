import type { SimRequest } from '../../../core/types';
import { basicAuth } from '../input';
import { requireOrg } from '../lookups';
import { fail } from '../reply';
import { byLiteralFirst, type Deps, type Route } from '../router';
import type { Surface } from '../surface';
import { backendMemberRoutes } from './members';
import { backendOrganizationRoutes } from './organizations';
import { backendSessionRoutes } from './sessions';

/**
 * The backend API: what an integrator's server calls with the project's secret, under /v1/b2b, answering at
 * the top level (no `data` envelope), as the provider's API reference and its Node SDK have it.
 */
export const BACKEND_PREFIX = '/v1/b2b';

/** The project's RBAC policy, and an organization's own roles (none are defined per organization here). */
const rbacRoutes = ({ kit }: Deps): Route[] => [
  { method: 'GET', path: '/rbac/policy', handle: () => ({ policy: kit.state.project.rbac_policy }) },
  {
    method: 'GET',
    path: '/rbac/organizations/:organization_id',
    handle: ({ params }) => {
      requireOrg(kit.state, params.organization_id!);
      return { org_policy: { roles: [] } };
    },
  },
];

export function backendSurface(deps: Deps): Surface {
  const { project } = deps.kit.state;
  return {
    prefix: BACKEND_PREFIX,
    claims: 'prefix',
    routes: byLiteralFirst([
      ...backendSessionRoutes(deps),
      ...backendOrganizationRoutes(deps),
      ...backendMemberRoutes(deps),
      ...rbacRoutes(deps),
    ]),
    /**
     * Basic auth with the project id and one of its secrets, nothing else: a public token (the browser SDK's
     * credential) or a session token never reaches this API. Refused as the provider refuses a wrong key.
     */
    authenticate(request: SimRequest) {
      const credentials = basicAuth(request);
      if (!credentials || credentials.user !== project.project_id || !project.secrets.includes(credentials.password)) {
        fail(401, 'unauthorized_credentials', 'Unauthorized credentials.');
      }
      return undefined;
    },
    envelope: 'top',
  };
}
