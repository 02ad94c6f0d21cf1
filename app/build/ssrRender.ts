import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig, type Rolldown } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Builds `entry` for Node with the build's own configuration (so a renderer has the same components, style
 * runtime and asset addresses as the bundle it is rendered for), imports it and hands it to `render`. The build goes
 * to a folder under Vite's cache, where Node finds the project's packages; the cache need not exist yet (a clean
 * clone has none) and the folder goes once `render` is done.
 */
export async function withSsrBuild<Module, T>(
  config: ResolvedConfig,
  entry: string,
  render: (module: Module) => Promise<T> | T,
): Promise<T> {
  await mkdir(config.cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(config.cacheDir, `${path.parse(entry).name}-`));
  try {
    const output = (await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: entry, outDir, emptyOutDir: false, copyPublicDir: false },
    })) as Rolldown.RolldownOutput;
    return await render((await import(pathToFileURL(path.join(outDir, output.output[0].fileName)).href)) as Module);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** A page's template with `html` rendered into its root element; `page` names the template in the error. */
export function intoRoot(template: string, html: string, page: string): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${page} has no ${ROOT_ELEMENT} to render into`);
  return template.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
}
