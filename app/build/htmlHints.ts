import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { LATER_CHUNKS_ID } from '../prefetchLater.ts';

export type Bundle = NonNullable<
  Parameters<Extract<Plugin['transformIndexHtml'], { handler: unknown }>['handler']>[1]['bundle']
>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The faces the login page's text is set in (Arimo, regular and bold, Latin): wanted before its first paint. */
const FIRST_PAINT_FACES = [/^arimo-latin-400-normal-.*\.woff2$/, /^arimo-latin-700-normal-.*\.woff2$/];

/** A chunk and every chunk it imports statically, by file name. */
function closure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * The `<link rel="modulepreload">` tags of a page's route modules (StaticPage.routeModules) and of every chunk they
 * import that its entry does not: the browser fetches them with the entry rather than once it has run, and the
 * route's import finds them, so Vite's loader adds no tags of its own while the page starts.
 */
export function routePreloads(bundle: Bundle, appDir: string, modules: readonly string[], base: string): string {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? closure(bundle, entry.fileName) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(appDir, module));
    if (!chunk) throw new Error(`No chunk of the build holds app/${module}: does app/routes.tsx still load it?`);
    for (const name of closure(bundle, chunk.fileName)) if (!initial.has(name)) wanted.add(name);
  }
  return [...wanted].map((name) => `<link rel="modulepreload" crossorigin href="${base}${name}">`).join('');
}

/**
 * The app's index.html hints, written at build time from the bundle (hashed names are known only then):
 * - the login page's faces preloaded, so its text paints in them at once (their @font-face rules swap, and the
 *   fallbacks in the stacks share their metrics, so a late face moves nothing either way);
 * - the code of the pages the app's own modules load on demand (app/routes.tsx: the pages behind a session,
 *   the sockets) as prefetch hints, held in `<template id="${LATER_CHUNKS_ID}">` (app/prefetchLater.ts). A page
 *   behind a session puts them in the head as its code starts: they are its own code. The login page puts them
 *   there once it has painted: in the head from the start, they shared a slow phone line with its own code and
 *   delayed its largest paint. The browser fetches them without running them, and the route's `lazy` finds
 *   them in its cache.
 */
export function appHtmlHints({ appDir }: { appDir: string }): Plugin {
  let base = '/';
  return {
    name: 'app-html-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry, filename }) {
        if (!bundle || !entry || path.dirname(filename) !== appDir) return;
        const initial = closure(bundle, entry.fileName);
        const later = new Set<string>();
        const onDemand = Object.values(bundle).filter(
          (file): file is Chunk =>
            file.type === 'chunk' && file.isDynamicEntry && !!file.facadeModuleId?.startsWith(appDir + path.sep),
        );
        for (const chunk of onDemand) {
          for (const name of closure(bundle, chunk.fileName)) {
            if (initial.has(name)) continue;
            later.add(name);
            for (const css of (bundle[name] as Chunk).viteMetadata?.importedCss ?? []) later.add(css);
          }
        }
        const faces = Object.keys(bundle).filter((name) =>
          FIRST_PAINT_FACES.some((face) => face.test(path.basename(name))),
        );
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...faces.map((name) =>
            link({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: base + name }),
          ),
          {
            tag: 'template',
            attrs: { id: LATER_CHUNKS_ID },
            // crossorigin as the module loader's own requests have it, so the cached copy is the one it takes.
            children: [...later].map((name) => link({ rel: 'prefetch', crossorigin: true, href: base + name })),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
