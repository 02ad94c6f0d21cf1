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
}

/** The login page, built apart from the app (app/login/): the widget's first screen, taken over by the widget. */
export const LOGIN_PAGE = { file: 'index.html', serves: /^\/(?:authenticate\/?)?$/ } as const;

/**
 * The pages behind a session: the React app with a shell of each page rendered at build time (no member data),
 * which React takes over. They follow the app's routes (app/routes.tsx): an output's address has one segment.
 */
export const SHELL_PAGES: readonly StaticPage[] = [
  { file: 'dashboard.html', serves: /^\/dashboard\/?$/, shellAt: '/dashboard' },
  { file: 'chat.html', serves: /^\/chat\/?$/, shellAt: '/chat' },
  { file: 'output.html', serves: /^\/output(?:\/[^/]+)?\/?$/, shellAt: '/output/uid' },
];

/** Every other address: the React app with the not-found page's shell, answered with status 404. */
export const NOT_FOUND_PAGE = { file: '404.html', shellAt: '/not-found' } as const;

/** The file that answers an address that is not a file of the build, and the status it is answered with. */
export function pageFor(pathname: string): { file: string; status: 200 | 404 } {
  const page = [LOGIN_PAGE, ...SHELL_PAGES].find(({ serves }) => serves.test(pathname));
  return page ? { file: page.file, status: 200 } : { file: NOT_FOUND_PAGE.file, status: 404 };
}
