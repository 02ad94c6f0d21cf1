import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import './fonts/login.css';
import { loadConfig } from './config';
import { AfterTakeOver, holdEarlyClicks } from './earlyClicks';
import { browserDependencies, leaveForLogin } from './dependencies';
import { AppFrame } from './frame';
import { loadMatchedRoutes } from './hydration';
import { nextTask } from './nextTask';
import { prefetchLaterPages } from './prefetchLater';
import { protectedData, protectedStart, type ProtectedData } from './protectedStart';
import { createAppRoutes, PROTECTED_ROUTE_ID } from './routes';
import { hasSession } from './sessionPresence';
import { showStartupError } from './startupError';
import { timeZoneReader } from './timeZone';

/**
 * The start of a page behind a session, while its shell is on screen: the time zone's reader, the configuration
 * (build-time VITE_* values, /config.json overrides, same-origin defaults under `npm start`), then a visitor
 * without a session leaves for the login page at / (a page of its own) before anything of a member's is asked
 * for; a member's page goes on to the organization and the sockets' environment.
 */
async function startProtectedPages(): Promise<ProtectedData> {
  const readTimeZone = timeZoneReader();
  const config = await loadConfig({
    env: import.meta.env,
    baseUrl: import.meta.env.BASE_URL,
    sameOriginDefaults: import.meta.env.DEV ? location.origin : undefined,
  });
  if (!hasSession({ cookie: document.cookie, storage: localStorage }, config.providerPublicToken)) {
    leaveForLogin();
    // The page is leaving: it never starts.
    return new Promise<never>(() => undefined);
  }
  return protectedData(browserDependencies(config, readTimeZone));
}

/**
 * React takes over the page's build-time shell (hydration), with the route's code loaded first so that its first
 * render is the shell's; as a transition, in slices between which the page answers input. Vite's development
 * server serves the template without a shell: there React draws it.
 */
async function takeOver(routes: RouteObject[]) {
  const container = document.getElementById('root')!;
  const earlyClicks = holdEarlyClicks(container);
  try {
    await loadMatchedRoutes(routes, location.pathname);
    // The route's code evaluated, then the takeover, two tasks (app/nextTask.ts).
    await nextTask();
  } catch (error) {
    showStartupError(container, error, earlyClicks);
    return;
  }
  const app = (
    <AppFrame>
      <RouterProvider router={createBrowserRouter(routes)} />
      <AfterTakeOver then={earlyClicks.replay} />
    </AppFrame>
  );
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const start = protectedStart();
const routes = createAppRoutes(start);
if (matchRoutes(routes, location)?.some((match) => match.route.id === PROTECTED_ROUTE_ID))
  start.begin(startProtectedPages());
prefetchLaterPages();
void takeOver(routes);
