import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { routePreloads, type Bundle } from './htmlHints.ts';
import type { renderShell } from './renderShell.tsx';
import { intoRoot, withSsrBuild } from './ssrRender.ts';
import { NOT_FOUND_PAGE, SHELL_PAGES } from './staticLayout.ts';

const RENDERER = path.join(import.meta.dirname, 'renderShell.tsx');

/**
 * The app's pages as static files (app/build/staticLayout.ts): the built template (index.html) once per page
 * behind a session and once for the not-found page, each with its page's shell rendered into it and its routes'
 * code asked for in its head where it has some (StaticPage.routeModules). The template itself is not written:
 * dist/index.html is the login page, built apart.
 */
export function appShells({ appDir }: { appDir: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'app-shells',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const template = bundle['index.html'];
        if (config.root !== appDir || template?.type !== 'asset') return;
        await withSsrBuild(config, RENDERER, async (renderer: { renderShell: typeof renderShell }) => {
          for (const page of [...SHELL_PAGES, NOT_FOUND_PAGE]) {
            const html = intoRoot(
              String(template.source),
              await renderer.renderShell(page.shellAt),
              "The app's template",
            );
            const preloads = routePreloads(bundle as Bundle, appDir, page.routeModules, config.base);
            this.emitFile({
              type: 'asset',
              fileName: page.file,
              source: html.replace('</head>', () => `${preloads}</head>`),
            });
          }
        });
        delete bundle['index.html'];
      },
    },
  };
}
