import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes, ORGANIZATION_ERROR, type AppDependencies } from '../../app/routes';
import { memorySession } from '../../app/session';
import { PROTECTED_ROUTE_ID } from '../../app/organization';
import type { Organization } from '../../src/api/assistantApi';
import { errorTexts, InternalError, userFacingMessage } from '../../src/core/errors';

const ORGANIZATION: Organization = { organization_uid: 'org-demo', organization_name: 'Demo Capital' };

function dependencies(loggedIn: boolean, organization: Organization | 'unreadable' = ORGANIZATION) {
  const session = memorySession(loggedIn);
  const api = {
    organization: vi.fn(async () => (organization === 'unreadable' ? undefined : organization)),
    createForIpoPitch: vi.fn(async () => 'chat-1'),
    createWithQuery: vi.fn(async () => 'chat-2'),
    respondWithQuery: vi.fn(async () => true),
    startFileUpload: vi.fn(async () => undefined),
  };
  const deps: AppDependencies = {
    config: {
      apiBaseUrl: 'https://api.test',
      wsBaseUrl: 'wss://api.test',
      providerBaseUrl: 'https://provider.test',
      providerPublicToken: 'public-token-test-1',
    },
    session,
    // The routes are loaded, never rendered: the login widget's client is not reached.
    providerClient: {} as AppDependencies['providerClient'],
    api,
    partTransport: { send: vi.fn() },
    liveEnvironment: vi.fn(),
  };
  return { deps, session, api };
}

/** Loads a path the way the browser router would, without rendering. */
async function visit(path: string, deps: AppDependencies) {
  const router = createMemoryRouter(createAppRoutes(deps), { initialEntries: [path] });
  // The protected pages load lazily: a cold module import can take a while.
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), {
    timeout: 60_000,
  });
  return router;
}

const leaf = (router: Awaited<ReturnType<typeof visit>>) => router.state.matches.at(-1)!.route.path;

describe('app routes', () => {
  it.each(['/dashboard', '/chat', '/output/output-1', '/output/', '/output'])(
    '%s without a session redirects to / (the organization is never asked for)',
    async (path) => {
      const { deps, api } = dependencies(false);
      const router = await visit(path, deps);
      expect(router.state.location.pathname).toBe('/');
      expect(leaf(router)).toBe('/');
      expect(api.organization).not.toHaveBeenCalled();
    },
  );

  it.each(['/', '/authenticate'])('%s with a session redirects to /dashboard', async (path) => {
    const { deps } = dependencies(true);
    const router = await visit(path, deps);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.loaderData[PROTECTED_ROUTE_ID]).toEqual({ organization: ORGANIZATION });
  });

  it('/ and /authenticate without a session show the login page', async () => {
    const { deps } = dependencies(false);
    expect(leaf(await visit('/', deps))).toBe('/');
    const router = await visit('/authenticate?stytch_token_type=discovery&token=t', deps);
    expect(router.state.location).toMatchObject({
      pathname: '/authenticate',
      search: '?stytch_token_type=discovery&token=t',
    });
    expect(leaf(router)).toBe('/authenticate');
  });

  it.each(['/dashboard', '/chat', '/output/output-1'])('%s with a session loads the organization', async (path) => {
    const { deps, api } = dependencies(true);
    const router = await visit(path, deps);
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData[PROTECTED_ROUTE_ID]).toEqual({ organization: ORGANIZATION });
    expect(api.organization).toHaveBeenCalledOnce();
  });

  it.each(['/output', '/output/', '/output/%20'])('an empty output uid (%s) redirects to /dashboard', async (path) => {
    const { deps } = dependencies(true);
    const router = await visit(path, deps);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('reads the organization once while moving among the protected pages', async () => {
    const { deps, api } = dependencies(true);
    const router = await visit('/dashboard', deps);
    await router.navigate('/dashboard?chat=chat-1');
    await router.navigate('/chat');
    await router.navigate('/output/output-1');
    expect(router.state.location.pathname).toBe('/output/output-1');
    expect(api.organization).toHaveBeenCalledOnce();
  });

  it('a failed organization read ends in the error boundary with an engineering-support error', async () => {
    const { deps } = dependencies(true, 'unreadable');
    const router = await visit('/dashboard', deps);
    // Errors are kept under the route whose errorElement renders them: the root's.
    const error = router.state.errors?.root;
    expect(error).toBeInstanceOf(InternalError);
    expect((error as Error).message).toBe(ORGANIZATION_ERROR);
    expect(userFacingMessage(error, errorTexts.needsSupport)).toBe(
      `An error occurred that requires engineering support (${ORGANIZATION_ERROR})`,
    );
  });

  it('an unknown address matches the not-found route, with or without a session', async () => {
    for (const loggedIn of [false, true]) {
      const router = await visit('/no/such/page', dependencies(loggedIn).deps);
      expect(router.state.location.pathname).toBe('/no/such/page');
      expect(leaf(router)).toBe('*');
    }
  });
});
