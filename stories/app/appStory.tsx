import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { fn } from 'storybook/test';
import { protectedData, protectedStart } from '../../app/protectedStart';
import type { AppDependencies } from '../../app/dependencies';
import { createAppRoutes } from '../../app/routes';
import { memorySession } from '../../app/session';
import type { Organization } from '../../src/api/assistantApi';
import { realClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import type { LiveEnvironment } from '../../src/live/react/LiveContext';

/** Renders one element at `path` inside a memory router: enough for the pages' links, with no address bar. */
export function InRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }] satisfies RouteObject[], { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}

export const STORY_ORGANIZATION: Organization = { organization_uid: 'org-demo', organization_name: 'Demo Capital' };

/** No socket is ever opened by the stories that use it (no chat exists): a socket would be a bug. */
const noSockets: LiveEnvironment = {
  wsBaseUrl: 'ws://stories.invalid',
  organizationUid: STORY_ORGANIZATION.organization_uid,
  clock: realClock,
  random: seededRandom(1),
  createSocket: () => {
    throw new Error('This story opens no socket');
  },
};

/**
 * The app's dependencies with a session in memory and an API that never leaves the page; `leaveForLogin` is the
 * story's spy (the login page is a page of its own, outside the app).
 */
export function storyDependencies({ loggedIn, leaveForLogin }: { loggedIn: boolean; leaveForLogin: () => void }) {
  const session = memorySession(loggedIn);
  const deps = {
    config: {
      apiBaseUrl: 'https://api.genios.invalid',
      wsBaseUrl: 'wss://api.genios.invalid',
      providerBaseUrl: 'https://provider.genios.invalid',
      providerPublicToken: 'public-token-test-stories',
    },
    session,
    leaveForLogin,
    api: {
      organization: fn(async () => STORY_ORGANIZATION),
      // Never settle: a story shows the moment after submitting, without a chat to connect to.
      createForIpoPitch: fn(() => new Promise<string | undefined>(() => undefined)),
      createWithQuery: fn(() => new Promise<string | undefined>(() => undefined)),
      respondWithQuery: fn(async () => true),
      startFileUpload: fn(async () => undefined),
    },
    partTransport: { send: fn(async () => ({ ok: true, status: 200, statusText: 'OK', body: '' })) },
    liveEnvironment: () => noSockets,
  } satisfies AppDependencies;
  return { deps, session };
}

/** The app's real routes at `path`, started over storyDependencies. */
export function AppAt({ path, deps }: { path: string; deps: AppDependencies }) {
  const [router] = useState(() => {
    const start = protectedStart();
    start.begin(protectedData(deps));
    return createMemoryRouter(createAppRoutes(start), { initialEntries: [path] });
  });
  return <RouterProvider router={router} />;
}
