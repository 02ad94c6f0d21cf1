import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The login widget as integrators load it on a page of their own (`npm run build:widget`: dist-widget/):
 * one ES module exporting mountLogin and LoginWidget, every dependency inside, screens a member may never
 * see in lazily loaded chunks. The components are written for React; this build renders them with
 * preact/compat, which keeps React's API in a small fraction of React DOM's size. The app and Storybook
 * use React itself; the e2e project logs in through this bundle to keep the two honest.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Emotion's API on the compact runtime (src/theme/compactEmotion): no stylis, nesting left to the browser. */
const compactEmotion = (file: string) => path.join(root, 'src/theme/compactEmotion', file);
const compactEmotionAliases = [
  { find: /^@emotion\/react\/jsx-runtime$/, replacement: compactEmotion('jsxRuntime.ts') },
  { find: /^@emotion\/react\/jsx-dev-runtime$/, replacement: compactEmotion('jsxDevRuntime.ts') },
  { find: /^@emotion\/react$/, replacement: compactEmotion('index.ts') },
  { find: /^@emotion\/cache$/, replacement: compactEmotion('cache.ts') },
];

const shippedRendererAliases = [...compactEmotionAliases, ...preactAliases];

/**
 * The renderer the widget ships, for a development server (the login stories' tests, vite.config.ts): the same
 * aliases, and the compact runtime kept out of dependency pre-bundling, where it would load as a second copy
 * with style caches and contexts of its own. Storybook's React renderer takes `act` from react-dom/test-utils
 * when React has none; Preact's lives in preact/test-utils.
 */
export function shippedRenderer(): Plugin {
  const sources = ['@emotion/react', '@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime', '@emotion/cache'];
  return {
    name: 'shipped-renderer',
    config(config) {
      // What the compact runtime imports, pre-bundled up front: one found mid-run reloads the page under a test.
      const include = [
        ...(config.optimizeDeps?.include ?? []).filter((id) => !sources.includes(id)),
        '@emotion/hash',
        '@emotion/unitless',
      ];
      config.optimizeDeps = {
        ...config.optimizeDeps,
        include,
        exclude: [...(config.optimizeDeps?.exclude ?? []), ...sources],
      };
      return {
        resolve: {
          alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }, ...shippedRendererAliases],
        },
      };
    },
  };
}

const entry = path.join(root, 'src/login/standalone.ts');

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * The build-time chunk rule: the first load in one chunk, every module the entry imports statically and nothing
 * else. The screen groups' dynamic imports (src/login/groups/index.ts) split off the rest by themselves, but
 * Rolldown would cut the first load into a file for each set of lazy chunks that share a module, each a request
 * before the first screen.
 */
function firstLoadChunk(id: string, bundle: { getModuleInfo: (id: string) => ModuleInfo }) {
  const firstLoad = new Set<string>();
  const visit = (module: string) => {
    if (firstLoad.has(module)) return;
    firstLoad.add(module);
    for (const imported of bundle.getModuleInfo(module)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return firstLoad.has(id) ? 'widget-core' : null;
}

/**
 * The shipped fonts beside the module, for integrators to link from their page: `genios-login-fonts.css` and its
 * font files under fonts/. Library builds inline every asset into the JavaScript, which would put megabytes of
 * fonts in the widget, so this plugin copies the faces src/theme/fonts/fonts.css imports instead.
 */
function shippedFonts() {
  const require = createRequire(import.meta.url);
  const fontsCss = readFileSync(path.join(root, 'src/theme/fonts/fonts.css'), 'utf8');
  const faces = [...fontsCss.matchAll(/@import '([^']+)';/g)].map(([, id]) => require.resolve(id!));
  return {
    name: 'shipped-fonts',
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string | Uint8Array }): void }) {
      const files = new Map<string, string>();
      const css = faces
        .map((file) =>
          readFileSync(file, 'utf8').replace(/url\(\.\/files\/([^)]+)\)/g, (_, name: string) => {
            files.set(name, path.join(path.dirname(file), 'files', name));
            return `url(./fonts/${name})`;
          }),
        )
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'genios-login-fonts.css', source: css });
      for (const [name, file] of files)
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: readFileSync(file) });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' }), shippedFonts()],
  resolve: { alias: shippedRendererAliases },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: path.join(root, 'dist-widget'),
    emptyOutDir: true,
    lib: { entry, formats: ['es'], fileName: 'genios-login' },
    rolldownOptions: {
      output: {
        // Vite minifies ES library output without its whitespace and comments (to keep pure annotations for
        // the bundlers of whoever imports it); this module ships to browsers as is, so minify it wholly.
        minify: true,
        // The first load in one chunk (the entry re-exports it), so gzip reads it as one; what screen groups
        // loaded on demand share in one more, fetched with the next-step screens.
        codeSplitting: {
          groups: [
            { name: firstLoadChunk, debugName: 'widget-core' },
            { name: 'widget-later', minShareCount: 2 },
          ],
        },
      },
    },
  },
});
