import { Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import type { ProtectedStart } from './protectedStart';

/** The id of the route of the pages behind a session. */
export const PROTECTED_ROUTE_ID = 'protected';

/**
 * The pages behind a session, each loaded with its route. A page opened at its address has its route loaded
 * before React takes over its shell (app/hydration.ts), and the output page asks for it in its HTML
 * (app/build/staticLayout.ts); the others are prefetched once the page is idle (app/build/htmlHints.ts).
 */
const pages = {
  protected: () => import('./pages/ProtectedLayout'),
  dashboard: () => import('./pages/DashboardPage'),
  chat: () => import('./pages/ChatPage'),
  output: () => import('./pages/OutputPage'),
};

/**
 * The app's routes (spec, section 2): the pages behind a session and the not-found page. The login page is a
 * page of its own (`/`, `/authenticate`), outside this app. No route waits for data: each page renders its
 * build-time shell until `start` is ready, then fills in.
 */
export function createAppRoutes(start: ProtectedStart): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: PROTECTED_ROUTE_ID,
          lazy: async () => {
            const { ProtectedLayout } = await pages.protected();
            return { element: <ProtectedLayout start={start} /> };
          },
          children: [
            { path: '/dashboard', lazy: async () => ({ Component: (await pages.dashboard()).DashboardPage }) },
            { path: '/chat', lazy: async () => ({ Component: (await pages.chat()).ChatPage }) },
            // An empty output uid ('/output', '/output/') goes to the dashboard, from the output page's shell.
            { path: '/output/:outputUid?', lazy: async () => ({ Component: (await pages.output()).OutputPage }) },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
