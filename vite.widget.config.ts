import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The login widget as integrators load it on a page of their own (`npm run build:widget`: dist-widget/):
 * one ES module exporting mountLogin and LoginWidget, every dependency inside, screens a member may never
 * see in lazily loaded chunks. The components are written for React; this build renders them with
 * preact/compat, which keeps React's API in 4 kB instead of React DOM's 60 (gzip). The app and Storybook
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
  { find: /^@emotion\/react\/jsx-(dev-)?runtime$/, replacement: compactEmotion('jsxRuntime.ts') },
  { find: /^@emotion\/react$/, replacement: compactEmotion('index.ts') },
  { find: /^@emotion\/cache$/, replacement: compactEmotion('cache.ts') },
];

const entry = path.join(root, 'src/login/index.ts');

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * The chunk of the first load: every module the entry imports statically, directly or not, and nothing else.
 * Rolldown would otherwise split those by which lazy chunks share them (eight files before the first screen),
 * and a plain "shared by two chunks" group pulls in what only lazy chunks share. Computed once per build.
 */
function firstLoadChunks() {
  let firstLoad: Set<string> | undefined;
  const visit = (id: string, info: (id: string) => ModuleInfo) => {
    if (firstLoad!.has(id)) return;
    firstLoad!.add(id);
    for (const imported of info(id)?.importedIds ?? []) visit(imported, info);
  };
  return {
    reset: () => void (firstLoad = undefined),
    name(id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) {
      if (!firstLoad) {
        firstLoad = new Set();
        visit(entry, (module) => ctx.getModuleInfo(module));
      }
      return firstLoad.has(id) ? 'widget-core' : null;
    },
  };
}
const firstLoad = firstLoadChunks();

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' }), { name: 'first-load-chunks', buildStart: firstLoad.reset }],
  resolve: { alias: [...compactEmotionAliases, ...preactAliases] },
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
            { name: firstLoad.name, debugName: 'widget-core' },
            { name: 'widget-later', minShareCount: 2 },
          ],
        },
      },
    },
  },
});
