import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from '../frame';
import { loadMatchedRoutes } from '../hydration';
import { protectedStart } from '../protectedStart';
import { createAppRoutes } from '../routes';

/**
 * A page's shell as HTML, rendered at build time: the app at `pathname` before its start has begun, so nothing of
 * a member's (no organization, no chat, no name) can be in it. It is what React's first render in the browser
 * draws too, which is how React takes it over without a mismatch (app/main.tsx). Emotion writes each style
 * beside its element; the browser's style cache moves them to the head before React takes over.
 */
export async function renderShell(pathname: string): Promise<string> {
  const routes = createAppRoutes(protectedStart());
  await loadMatchedRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>,
  );
}
