import { byLiteralFirst, type Deps } from '../router';
import type { Surface } from '../surface';
import { federatedRoutes } from './federated';
import { googleIdentityRoutes } from './googleIdentity';
import { jwksRoutes } from './jwks';

/**
 * Browser visits, not API calls: the SSO and OAuth starts a page navigates to, the simulated identity provider
 * they lead to, Google's identity script, and the JWKS a backend fetches. Each at the provider's own path (under
 * /v1, some among the backend API's), so it claims only its routes' paths, and before the backend API does.
 * No credentials: what a visit needs (a public token, a visit id) is in its query and checked by its route.
 * Answers are pages, scripts, redirects and documents as they are; only refusals take the provider's error
 * shape, at the top level.
 */
export const visitsSurface = (deps: Deps): Surface => ({
  prefix: '',
  claims: 'routes',
  routes: byLiteralFirst([...federatedRoutes(deps), ...googleIdentityRoutes(deps), ...jwksRoutes(deps)]),
  authenticate: () => undefined,
  envelope: 'top',
});
