import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { renderShell } from './renderShell.tsx';
import { NOT_FOUND_PAGE, SHELL_PAGES } from './staticLayout.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const RENDERER = path.join(import.meta.dirname, 'renderShell.tsx');

/** The app's template with a page's shell in its root element. */
export function withShell(template: string, shell: string): string {
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`The app's template has no ${ROOT_ELEMENT} to render the pages' shells into`);
  return template.replace(ROOT_ELEMENT, () => `<div id="root">${shell}</div>`);
}

/**
 * Renders with renderShell.tsx built as the app is built (Vite's SSR build of the same config, so an imported
 * asset has the same address as in the app's bundle), into a folder under Vite's cache, where Node finds the
 * project's packages; the folder goes once the shells are rendered.
 */
async function withRenderer<T>(
  config: ResolvedConfig,
  render: (renderer: { renderShell: typeof renderShell }) => Promise<T>,
): Promise<T> {
  const outDir = await mkdtemp(path.join(config.cacheDir, 'shells-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: RENDERER, outDir, emptyOutDir: false, copyPublicDir: false },
    });
    return await render(
      (await import(pathToFileURL(path.join(outDir, 'renderShell.js')).href)) as { renderShell: typeof renderShell },
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The app's pages as static files (app/build/staticLayout.ts): the built template (index.html) once per page
 * behind a session and once for the not-found page, each with its page's shell rendered into it. The template
 * itself is not written: dist/index.html is the login page, built apart.
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
        await withRenderer(config, async ({ renderShell }) => {
          for (const page of [...SHELL_PAGES, NOT_FOUND_PAGE])
            this.emitFile({
              type: 'asset',
              fileName: page.file,
              source: withShell(String(template.source), await renderShell(page.shellAt)),
            });
        });
        delete bundle['index.html'];
      },
    },
  };
}
