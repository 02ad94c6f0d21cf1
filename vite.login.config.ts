import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderedLoginPage } from './app/login/prerenderPlugin.ts';
import { shippedRendererAliases } from './vite.widget.config.ts';

const root = import.meta.dirname;

/**
 * The login page (`/`, `/authenticate`), built after the app into the same dist/ (`npm run build`): index.html
 * with the widget's first screen rendered into it at build time, and the page's code, which takes it over. Both
 * run on what the standalone widget ships (vite.widget.config.ts: preact/compat, the compact style runtime), so
 * the page loads no React; the app's configuration (app/.env.*, /config.json) and public files are the app's.
 */
export default defineConfig({
  // The app's root, as in `npm start`, where app/login/index.html is served at the login page's addresses.
  root: path.join(root, 'app'),
  publicDir: false,
  // The faces' stylesheet stays linked, not written into the page: README, "How / is built, and why".
  plugins: [react({ jsxImportSource: '@emotion/react' }), prerenderedLoginPage()],
  resolve: {
    alias: [{ find: /^react-dom\/server$/, replacement: 'preact/compat/server' }, ...shippedRendererAliases],
  },
  // The build-time render runs in Node with every package inside, so the aliases reach theirs too.
  ssr: { noExternal: true },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: false,
    rolldownOptions: { input: path.join(root, 'app/login/index.html') },
  },
});
