import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes an address matches into the route objects, before a router is made of them: its first
 * render then draws the page, as the page's shell was drawn at build time, rather than waiting for the route's
 * code (React Router's way of hydrating lazy routes). Returns the matched routes.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matched;
}
