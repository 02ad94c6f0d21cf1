import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { renderLoginPage } from './prerender';

const RENDERER = path.join(import.meta.dirname, 'prerender.tsx');
const ROOT_ELEMENT = '<div id="root"></div>';
/** The template's place in the build, from the app's root. */
const TEMPLATE = 'login/index.html';

/**
 * Renders the page with prerender.tsx built for Node with the page's own configuration (the same renderer, style
 * runtime and asset addresses as the page's bundle), in a folder under Vite's cache that goes once it has run.
 */
async function renderWithBuild(config: ResolvedConfig): Promise<ReturnType<typeof renderLoginPage>> {
  const outDir = await mkdtemp(path.join(config.cacheDir, 'login-page-'));
  try {
    const output = (await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: RENDERER, outDir, emptyOutDir: false, copyPublicDir: false },
    })) as Rolldown.RolldownOutput;
    const renderer = (await import(pathToFileURL(path.join(outDir, output.output[0].fileName)).href)) as {
      renderLoginPage: typeof renderLoginPage;
    };
    return renderer.renderLoginPage();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

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
        if (!template.includes(ROOT_ELEMENT))
          throw new Error(`The login page's template has no ${ROOT_ELEMENT} to render its first screen into`);
        const { html, css } = await renderWithBuild(config);
        return template
          .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`)
          .replace('</head>', () => `<style>${css}</style></head>`);
      },
    },
  };
}
