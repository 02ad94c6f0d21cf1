import { publicJwk } from '../jwtKey';
import { fail, Raw } from '../reply';
import type { Deps, Route } from '../router';

/**
 * The keys session JWTs are signed with, where a backend fetches the provider's: the B2B path and the
 * consumer one. Public, as the real ones are, and answered as a JWKS document.
 */
export const jwksRoutes = ({ kit }: Deps): Route[] =>
  ['/v1/b2b/sessions/jwks/:project_id', '/v1/sessions/jwks/:project_id'].map((path) => ({
    method: 'GET',
    path,
    handle: ({ params }) => {
      const { project_id } = kit.state.project;
      if (params.project_id !== project_id) fail(404, 'project_not_found', 'No project has this id');
      // At the top level, not in the SDK's `data` envelope: a JWKS client reads `keys` there.
      return new Raw({ status: 200, body: { keys: [publicJwk(project_id)], status_code: 200 } });
    },
  }));
