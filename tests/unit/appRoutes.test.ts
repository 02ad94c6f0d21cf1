import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PAGE, pageFor, SHELL_PAGES } from '../../app/build/staticLayout';
import { loadMatchedRoutes } from '../../app/hydration';
import { ORGANIZATION_ERROR, protectedData, protectedStart } from '../../app/protectedStart';
import type { AppDependencies } from '../../app/dependencies';
import { createAppRoutes, PROTECTED_ROUTE_ID } from '../../app/routes';
import { memorySession } from '../../app/session';
import type { Organization } from '../../src/api/assistantApi';
import { errorTexts, InternalError, userFacingMessage } from '../../src/core/errors';

const ORGANIZATION: Organization = { organization_uid: 'org-demo', organization_name: 'Demo Capital' };
const LIVE = { wsBaseUrl: 'wss://api.test', organizationUid: 'org-demo' } as Awaited<
  ReturnType<AppDependencies['liveEnvironment']>
>;

function dependencies(organization: Organization | 'unreadable' = ORGANIZATION): AppDependencies {
  return {
    config: {
      apiBaseUrl: 'https://api.test',
      wsBaseUrl: 'wss://api.test',
      providerBaseUrl: 'https://provider.test',
      providerPublicToken: 'public-token-test-1',
    },
    session: memorySession(true),
    leaveForLogin: vi.fn(),
    api: {
      organization: vi.fn(async () => (organization === 'unreadable' ? undefined : organization)),
      createForIpoPitch: vi.fn(async () => 'chat-1'),
      createWithQuery: vi.fn(async () => 'chat-2'),
      respondWithQuery: vi.fn(async () => true),
      startFileUpload: vi.fn(async () => undefined),
    },
    partTransport: { send: vi.fn() },
    liveEnvironment: vi.fn(async () => LIVE),
  };
}

const routeIds = (pathname: string) =>
  (matchRoutes(createAppRoutes(protectedStart()), pathname) ?? []).map((match) => match.route.id);

/** The addresses of the pages behind a session, with the file the static layout serves each from. */
const PROTECTED: [string, string][] = [
  ['/dashboard', 'dashboard.html'],
  ['/dashboard/', 'dashboard.html'],
  ['/chat', 'chat.html'],
  ['/output/output-1', 'output.html'],
  ['/output/', 'output.html'],
  ['/output', 'output.html'],
];
const UNKNOWN = ['/no/such/page', '/dashboard/unknown', '/output/a/b', '/chats', '/index'];

describe('the app routes and the static layout', () => {
  it.each(PROTECTED)('%s is a page behind a session, served from %s', (pathname, file) => {
    expect(routeIds(pathname)).toContain(PROTECTED_ROUTE_ID);
    expect(pageFor(pathname)).toEqual({ file, status: 200 });
  });

  it.each(UNKNOWN)('%s is the not-found page, served from 404.html with status 404', (pathname) => {
    expect(routeIds(pathname)).not.toContain(PROTECTED_ROUTE_ID);
    expect(pageFor(pathname)).toEqual({ file: NOT_FOUND_PAGE.file, status: 404 });
  });

  it.each(['/', '/authenticate', '/authenticate/'])('%s is the login page, built apart', (pathname) => {
    expect(pageFor(pathname)).toEqual({ file: 'index.html', status: 200 });
  });

  it("renders each page's shell at an address that page serves", () => {
    for (const page of SHELL_PAGES) expect(pageFor(page.shellAt).file).toBe(page.file);
    expect(pageFor(NOT_FOUND_PAGE.shellAt).file).toBe(NOT_FOUND_PAGE.file);
  });

  it.each(SHELL_PAGES.filter((page) => page.routeModules.length > 0))(
    "$file asks for its routes' own modules: each lazy route it matches is drawn by one of them",
    async (page) => {
      const modules = await Promise.all(
        page.routeModules.map(async (module) => Object.values(await import(`../../app/${module}`))),
      );
      const routes = createAppRoutes(protectedStart());
      const lazy = new Set(
        matchRoutes(routes, page.shellAt)!
          .map((match) => match.route)
          .filter((route) => typeof route.lazy === 'function'),
      );
      // Loading fills the same route objects in.
      const matched = await loadMatchedRoutes(routes, page.shellAt);
      const drawnBy = matched
        .filter((route) => lazy.has(route))
        .map((route) => route.Component ?? (route.element as { type?: unknown } | undefined)?.type);
      expect(drawnBy).toHaveLength(page.routeModules.length);
      drawnBy.forEach((component, index) => expect(modules[index]).toContain(component));
    },
  );

  it('loads the lazy routes an address matches, and only those, before a router is made', async () => {
    const routes = createAppRoutes(protectedStart());
    const matched = await loadMatchedRoutes(routes, '/chat');
    expect(matched.map((route) => route.lazy)).toEqual([undefined, undefined, undefined]);
    expect(matched.at(-1)!.Component?.name).toBe('ChatPage');
    const others = routes[0]!.children![0]!.children!.filter((route) => route.path !== '/chat');
    expect(others.every((route) => typeof route.lazy === 'function')).toBe(true);
  });
});

describe("the protected pages' start", () => {
  it('is starting until it is begun, and ready with the organization and its sockets', async () => {
    const deps = dependencies();
    const start = protectedStart();
    const listener = vi.fn();
    start.subscribe(listener);
    expect(start.current()).toEqual({ status: 'starting' });
    start.begin(protectedData(deps));
    const data = await start.ready;
    expect(data).toEqual({ deps, organization: ORGANIZATION, live: LIVE });
    expect(start.current()).toEqual({ status: 'ready', data });
    expect(listener).toHaveBeenCalledOnce();
    expect(deps.liveEnvironment).toHaveBeenCalledWith(ORGANIZATION.organization_uid);
  });

  it('a failed organization read fails the start with an engineering-support error', async () => {
    const start = protectedStart();
    start.begin(protectedData(dependencies('unreadable')));
    await expect(start.ready).rejects.toBeInstanceOf(InternalError);
    const state = start.current();
    expect(state.status).toBe('failed');
    const error = (state as { error: Error }).error;
    expect(error.message).toBe(ORGANIZATION_ERROR);
    expect(userFacingMessage(error, errorTexts.needsSupport)).toBe(
      `An error occurred that requires engineering support (${ORGANIZATION_ERROR})`,
    );
  });
});
