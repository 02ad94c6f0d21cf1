import type { Plugin } from 'vite';
import { LOGIN_PAGE } from '../build/staticLayout.ts';

/**
 * `npm start` (Vite's development server on app/): the login page's addresses answer with its template,
 * app/login/index.html, as dist/index.html answers them in a build. The template comes without the build-time
 * render, and the page runs on React and Emotion as the app does there: its entry draws the page itself.
 */
export function loginPageInDevelopment({ appDir }: { appDir: string }): Plugin {
  return {
    name: 'login-page-in-development',
    apply: 'serve',
    configureServer(server) {
      // Storybook and the tests serve from the repository's root with this config too: theirs is left alone.
      if (server.config.root !== appDir) return;
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (LOGIN_PAGE.serves.test(url.pathname)) request.url = `/login/index.html${url.search}`;
        next();
      });
    },
  };
}
