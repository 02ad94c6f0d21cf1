import type { SimRequest, SimResponse } from '../../core/types';
import { matchPath } from '../../core/pathPattern';
import type { Sessions } from './auth';
import type { Kit } from './kit';
import { errorBody, ProviderFailure, Raw, type Payload } from './reply';
import type { ProviderSwitches } from './switches';

export interface Call {
  request: SimRequest;
  params: Record<string, string>;
  body: Record<string, unknown>;
  query: Record<string, string>;
  /** The second half of Basic auth when it is a session token rather than the public token again. */
  secret?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  /** After its surface's prefix (surface.ts), as the provider's API reference writes it there. */
  path: string;
  /** Answered without the surface's credentials (the SDK's bootstrap and telemetry). */
  open?: boolean;
  /** Reads the raw request body itself instead of a JSON object (telemetry batches are arrays). */
  rawBody?: boolean;
  handle(call: Call): Payload | Raw | Promise<Payload | Raw>;
}

/** What every route group is built from. */
export interface Deps {
  kit: Kit;
  sessions: Sessions;
  /** What a test or scenario may flip during a run. */
  switches: ProviderSwitches;
}

const paramCount = (route: Route) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/** Literal paths win over parameterised ones (`/members/update` before `/members/:member_id`). */
export const byLiteralFirst = (routes: Route[]) => [...routes].sort((a, b) => paramCount(a) - paramCount(b));

export type Found = { route: Route; params: Record<string, string> } | 'wrong_method' | undefined;

export function findRoute(routes: readonly Route[], method: string, path: string): Found {
  let pathKnown = false;
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method.toUpperCase()) return { route, params };
    pathKnown = true;
  }
  return pathKnown ? 'wrong_method' : undefined;
}

/**
 * Where an answer's fields go: the SDK's API wraps them in `data`; the backend API (and its Node SDK) reads
 * them at the top level. Errors are at the top level in both.
 */
export type Envelope = 'data' | 'top';

/** Runs a handler; failures become the provider's error shape, anything unexpected a 500, never a throw. */
export async function answer(
  kit: Kit,
  run: () => Payload | Raw | Promise<Payload | Raw>,
  envelope: Envelope,
): Promise<SimResponse> {
  const requestId = kit.id('request-id');
  try {
    const result = await run();
    if (result instanceof Raw) return result.response;
    const fields = { request_id: requestId, status_code: 200, ...result };
    return { status: 200, body: envelope === 'data' ? { data: fields } : fields };
  } catch (error) {
    if (error instanceof ProviderFailure) {
      return { status: error.status, body: errorBody(error.status, error.errorType, error.message, requestId) };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { status: 500, body: errorBody(500, 'internal_server_error', message, requestId) };
  }
}
