import { Navigate, Outlet, redirect, type RouteObject } from 'react-router-dom';
import type { AssistantApi } from '../src/api/assistantApi';
import { InternalError } from '../src/core/errors';
import type { LiveEnvironment } from '../src/live/react/LiveContext';
import type { FlowClient } from '../src/login';
import type { PartTransport } from '../src/upload/uploadRunner';
import { Spinner } from '../src/ui/Spinner';
import { useTexts } from '../src/ui/texts';
import type { AppConfig } from './config';
import { PROTECTED_ROUTE_ID, type ProtectedData } from './organization';
import { AUTHENTICATE_PATH, LoginPage, type LoginPageProps } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { pageTexts } from './pages/texts';
import type { AppSession } from './session';

/** Everything the routes talk to, injected: the browser's real services in main.tsx, fakes in tests and stories. */
export interface AppDependencies {
  config: AppConfig;
  session: AppSession;
  /** The page's one provider client: the login widget logs in through it; `session` follows its state. */
  providerClient: FlowClient;
  api: Pick<
    AssistantApi,
    'organization' | 'createForIpoPitch' | 'createWithQuery' | 'respondWithQuery' | 'startFileUpload'
  >;
  /** add_file_upload_part. */
  partTransport: PartTransport;
  /**
   * The sockets' environment for an organization; the same object for the same organization. It may arrive
   * later: the browser's loads the sockets' code with the first protected page, not with the login page.
   */
  liveEnvironment: (organizationUid: string) => LiveEnvironment | Promise<LiveEnvironment>;
  /** The login widget's texts in the app's locale, as the rest of the app reads its own; its English without. */
  loginStrings?: LoginPageProps['strings'];
}

/**
 * The pages behind a session, each loaded with its route (the login page stays small). The build names their
 * chunks in index.html as prefetch hints (app/build/htmlHints.ts): the browser fetches them once the login
 * page is idle, so the first visit after login runs them from its cache.
 */
const pages = {
  protected: () => import('./pages/ProtectedLayout'),
  dashboard: () => import('./pages/DashboardPage'),
  chat: () => import('./pages/ChatPage'),
  output: () => import('./pages/OutputPage'),
};

/** The login page's addresses: the rest of the app is behind a session. */
export const LOGIN_PATHS: readonly string[] = ['/', AUTHENTICATE_PATH];

export const ORGANIZATION_ERROR = 'The organization could not be loaded (GET /api/1/users/self/organization failed)';

function PageLoading() {
  const { routes } = useTexts(pageTexts);
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spinner size={32} label={routes.loading} />
    </div>
  );
}

/**
 * The app's routes (spec, section 2). Loaders gate the first visit of each page; SessionRedirect follows
 * the session while a page is open. The protected loader reads the organization once per visit of the
 * protected pages: moving among them, or changing ?chat=, does not read it again.
 */
export function createAppRoutes(deps: AppDependencies): RouteObject[] {
  const { session, api } = deps;
  const requireSession = () => {
    if (!session.isLoggedIn()) throw redirect('/');
  };
  const leaveIfLoggedIn = () => (session.isLoggedIn() ? redirect('/dashboard') : null);
  const login = <LoginPage session={session} providerClient={deps.providerClient} strings={deps.loginStrings} />;

  return [
    {
      id: 'root',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...LOGIN_PATHS.map((path) => ({ path, loader: leaveIfLoggedIn, element: login })),
        {
          id: PROTECTED_ROUTE_ID,
          loader: async (): Promise<ProtectedData> => {
            requireSession();
            const organization = await api.organization();
            if (!organization) throw new InternalError(ORGANIZATION_ERROR);
            return { organization, live: await deps.liveEnvironment(organization.organization_uid) };
          },
          shouldRevalidate: () => false,
          lazy: async () => {
            const { ProtectedLayout } = await pages.protected();
            return { element: <ProtectedLayout session={session} /> };
          },
          children: [
            {
              path: '/dashboard',
              lazy: async () => {
                const { DashboardPage } = await pages.dashboard();
                return { element: <DashboardPage api={api} partTransport={deps.partTransport} /> };
              },
            },
            {
              path: '/chat',
              lazy: async () => {
                const { ChatPage } = await pages.chat();
                return { element: <ChatPage session={session} api={api} partTransport={deps.partTransport} /> };
              },
            },
            // An empty output uid ('/output', '/output/') goes to the dashboard.
            {
              path: '/output',
              loader: () => {
                requireSession();
                return redirect('/dashboard');
              },
              element: <Navigate to="/dashboard" replace />,
            },
            {
              path: '/output/:outputUid',
              loader: ({ params }) => {
                requireSession();
                return params.outputUid?.trim() ? null : redirect('/dashboard');
              },
              lazy: async () => {
                const { OutputPage } = await pages.output();
                return { element: <OutputPage /> };
              },
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
