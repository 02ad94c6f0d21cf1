import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { intoRoot, withSsrBuild } from '../build/ssrRender.ts';
import type { renderLoginPage } from './prerender';

const RENDERER = path.join(import.meta.dirname, 'prerender.tsx');
/** The template's place in the build, from the app's root. */
const TEMPLATE = 'login/index.html';

/**
 * The login page's index.html with the widget's first screen rendered into #root and the CSS of its elements in
 * the head (inline: a style sheet to fetch would stand between the HTML and the first paint).
 */
export function prerenderedLoginPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerendered-login-page',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // The page is app/login/index.html, built from the app's root: it serves / and /authenticate as dist/index.html.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[TEMPLATE];
        if (!page) throw new Error(`The login page's build has no ${TEMPLATE}`);
        page.fileName = 'index.html';
      },
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(template) {
        const { html, css } = await withSsrBuild(
          config,
          RENDERER,
          (renderer: { renderLoginPage: typeof renderLoginPage }) => renderer.renderLoginPage(),
        );
        return intoRoot(template, html, "The login page's template").replace(
          '</head>',
          () => `<style>${css}</style></head>`,
        );
      },
    },
  };
}
