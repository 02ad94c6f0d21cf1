import type { SimRequest, SimResponse } from '../../core/types';
import { bodyObject } from './input';
import type { Kit } from './kit';
import { fail, type Raw } from './reply';
import { answer, findRoute, type Envelope, type Route } from './router';
import type { Project } from './state';

/**
 * One of the provider's three faces, each its own contract: where its paths start, its routes (written after
 * that prefix), who may call it and how its answers are wrapped. The browser SDK's API (sdk/), the backend API
 * (backend/) and browser visits (visits/).
 */
export interface Surface {
  readonly prefix: string;
  /**
   * Which requests are its own: every path under the prefix ('prefix': an unknown one answers 404
   * route_not_found), or only its routes' paths ('routes': browser visits sit among the backend API's paths).
   */
  readonly claims: 'prefix' | 'routes';
  /** Literal paths first (router.ts, byLiteralFirst). */
  readonly routes: readonly Route[];
  /**
   * Checks the caller's credentials before a route that is not open runs, throwing the provider's refusal; the
   * SDK's answers with the session token the call carries.
   */
  authenticate(request: SimRequest): string | undefined;
  /** An answer that refuses the call before its route runs (the SDK's captcha), or nothing. */
  refuse?(route: Route, body: Record<string, unknown>): Raw | undefined;
  readonly envelope: Envelope;
}

/** The request's path after the surface's prefix, when the request is the surface's to answer. */
export function claimedPath(surface: Surface, request: SimRequest): string | undefined {
  if (!request.path.startsWith(`${surface.prefix}/`)) return undefined;
  const path = request.path.slice(surface.prefix.length);
  if (surface.claims === 'routes' && !findRoute(surface.routes, request.method, path)) return undefined;
  return path;
}

/** The project's longest session (a dashboard setting) caps what a call of any surface may ask for. */
function checkSessionLength(project: Project, minutes: unknown) {
  const longest = project.session_duration_max_minutes;
  if (typeof minutes === 'number' && minutes > longest) {
    fail(400, 'invalid_session_duration', `session_duration_minutes may be at most ${longest}, the project's longest`);
  }
}

/** Answers a request a surface claimed (at `path`, after its prefix), once the emulator's data is in. */
export const serveSurface = (
  kit: Kit,
  ready: Promise<void>,
  surface: Surface,
  path: string,
  request: SimRequest,
): Promise<SimResponse> =>
  answer(
    kit,
    async () => {
      await ready;
      const found = findRoute(surface.routes, request.method, path);
      if (found === undefined)
        return fail(404, 'route_not_found', `No provider route for ${request.method} ${request.path}`);
      if (found === 'wrong_method')
        return fail(405, 'method_not_allowed', `${request.method} is not allowed on ${request.path}`);
      const body = request.method === 'GET' || found.route.rawBody ? {} : bodyObject(request);
      const secret = found.route.open ? undefined : surface.authenticate(request);
      checkSessionLength(kit.state.project, body.session_duration_minutes);
      const refusal = surface.refuse?.(found.route, body);
      if (refusal) return refusal;
      return found.route.handle({ request, params: found.params, body, query: request.query, secret });
    },
    surface.envelope,
  );
