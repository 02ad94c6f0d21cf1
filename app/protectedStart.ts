import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { Organization } from '../src/api/assistantApi';
import { InternalError } from '../src/core/errors';
import type { LiveEnvironment } from '../src/live/react/LiveContext';
import type { AppDependencies } from './dependencies';

/** What the pages behind a session work with once the page has started. */
export interface ProtectedData {
  deps: AppDependencies;
  /** The member's organization (GET /api/1/users/self/organization), for every call and socket handshake. */
  organization: Organization;
  /** The sockets' environment for the organization (one per organization, so connections are shared). */
  live: LiveEnvironment;
}

export type StartState =
  { status: 'starting' } | { status: 'ready'; data: ProtectedData } | { status: 'failed'; error: unknown };

/**
 * The start of the pages behind a session (the configuration, the session check, the organization, the sockets'
 * environment), which no longer stands before the first paint: the page's shell paints from HTML and React takes
 * it over while this runs, then the pages fill in. `ready` settles with it, for what a member does before then.
 */
export interface ProtectedStart {
  current(): StartState;
  subscribe(listener: () => void): () => void;
  ready: Promise<ProtectedData>;
}

export const STARTING: StartState = { status: 'starting' };

export const ORGANIZATION_ERROR = 'The organization could not be loaded (GET /api/1/users/self/organization failed)';

/**
 * A start to follow, begun once the page knows it is a page behind a session (`begin`): until then, and on a
 * page that is not, it stays `starting`.
 */
export function protectedStart(): ProtectedStart & { begin(data: Promise<ProtectedData>): void } {
  let state: StartState = STARTING;
  const listeners = new Set<() => void>();
  let begin!: (data: Promise<ProtectedData>) => void;
  const ready = new Promise<ProtectedData>((resolve, reject) => {
    begin = (data) => data.then(resolve, reject);
  });
  const settle = (next: StartState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  // A failure is shown through the state (the routes' error page): `ready` is only awaited by a member's action.
  ready.then(
    (data) => settle({ status: 'ready', data }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    begin,
  };
}

/** The organization and its sockets' environment, once the dependencies are known (the old protected loader). */
export async function protectedData(deps: AppDependencies): Promise<ProtectedData> {
  const organization = await deps.api.organization();
  if (!organization) throw new InternalError(ORGANIZATION_ERROR);
  return { deps, organization, live: await deps.liveEnvironment(organization.organization_uid) };
}

/**
 * The start's state in a component. Its first render is `starting`, as it was when the build-time shell was
 * rendered, so React's takeover matches the HTML; the pages fill in on a later render, a transition: React
 * renders them in slices between which the page answers input, where a store's update (useSyncExternalStore)
 * would render them all in one task.
 */
export function useStartState(start: ProtectedStart): StartState {
  const [state, setState] = useState<StartState>(STARTING);
  useEffect(() => {
    const follow = () => startTransition(() => setState(start.current()));
    follow();
    return start.subscribe(follow);
  }, [start]);
  return state;
}

/** The start of the page, for the pages behind a session (ProtectedLayout provides it). */
export const ProtectedContext = createContext<ProtectedStart | undefined>(undefined);

/** In a page behind a session: its data once the start is ready (undefined before), and the promise of it. */
export function useProtected(): { data: ProtectedData | undefined; ready: Promise<ProtectedData> } {
  const start = useContext(ProtectedContext);
  if (!start) throw new Error('useProtected must be used inside the protected routes');
  const state = useStartState(start);
  return { data: state.status === 'ready' ? state.data : undefined, ready: start.ready };
}
