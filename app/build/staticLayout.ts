/**
 * The static site `npm run build` writes to dist/: which file serves which address (README, "Deploying"). The
 * simulator's static server (`npm start -- --dist`) follows it, and the app's build renders each shell at the
 * address given. An address a file of dist/ has (assets/*, favicon.svg, config.json) is that file.
 */

/** A page of the site: its file, the addresses it serves, and one of them to render its shell at. */
export interface StaticPage {
  file: string;
  serves: RegExp;
  shellAt: string;
  /**
   * On a page whose largest paint its code draws (the output page's cover, which comes from its socket): the
   * modules of app/ its routes load (app/routes.tsx), asked for in its head beside its entry's code
   * (app/build/htmlHints.ts) rather than once the entry has run. A page whose largest paint is its shell has none:
   * there they would share a slow line with the shell's fonts and delay that paint (measured on /dashboard, LCP
   * 1.74 s -> 2.26 s); its route's code comes once its entry asks for it.
   */
  routeModules: readonly string[];
}

/** The login page, built apart from the app (app/login/): the widget's first screen, taken over by the widget. */
export const LOGIN_PAGE = { file: 'index.html', serves: /^\/(?:authenticate\/?)?$/ } as const;

/**
 * The pages behind a session: the React app with a shell of each page rendered at build time (no member data),
 * which React takes over. They follow the app's routes (app/routes.tsx): an output's address has one segment.
 */
export const SHELL_PAGES: readonly StaticPage[] = [
  { file: 'dashboard.html', serves: /^\/dashboard\/?$/, shellAt: '/dashboard', routeModules: [] },
  { file: 'chat.html', serves: /^\/chat\/?$/, shellAt: '/chat', routeModules: [] },
  {
    file: 'output.html',
    serves: /^\/output(?:\/[^/]+)?\/?$/,
    shellAt: '/output/uid',
    routeModules: ['pages/ProtectedLayout.tsx', 'pages/OutputPage.tsx'],
  },
];

/** Every other address: the React app with the not-found page's shell, answered with status 404. */
export const NOT_FOUND_PAGE = { file: '404.html', shellAt: '/not-found', routeModules: [] } as const;

/** The file that answers an address that is not a file of the build, and the status it is answered with. */
export function pageFor(pathname: string): { file: string; status: 200 | 404 } {
  const page = [LOGIN_PAGE, ...SHELL_PAGES].find(({ serves }) => serves.test(pathname));
  return page ? { file: page.file, status: 200 } : { file: NOT_FOUND_PAGE.file, status: 404 };
}
