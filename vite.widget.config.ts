import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { fontStacks } from './src/theme/fonts/stacks.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The login widget's builds: the package integrators install (`@genios/login`, packages/login, built into its
 * dist/ by `npm run build:login`), made of two builds over the same components.
 *
 * - `.` and `./element` (standaloneWidgetConfig): every dependency inside, rendered with preact/compat, which
 *   keeps React's API in a small fraction of React DOM's size; screens a member may never see in chunks loaded
 *   on demand; the fonts beside them. A page with no bundler loads these files as they are.
 * - `./react` (reactWidgetConfig): the same widget for the host's own React, which stays outside (react,
 *   react-dom, their JSX runtime), so it renders in the host's tree.
 *
 * Both style with the compact runtime for Emotion's API (src/theme/compactEmotion). The app and Storybook use
 * React and Emotion themselves; the login stories also run on what ships (shippedRenderer, below), and the e2e
 * project logs in through the package's build to keep the two honest.
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

/** What the standalone widget is built with: preact/compat for React, the compact runtime for Emotion's API. */
export const shippedRendererAliases = [...compactEmotionAliases, ...preactAliases];

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

const login = (file: string) => path.join(root, 'src/login', file);

/** The package's entries (packages/login/package.json, `exports`): file name in dist/ and source. */
export const STANDALONE_ENTRIES = { index: login('standalone.ts'), element: login('element.ts') };
export const REACT_ENTRIES = { react: login('react.tsx') };

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * The build-time chunk rule: the first load in one chunk, every module the entries import statically and
 * nothing else. The screen groups' dynamic imports (src/login/groups/index.ts) split off the rest by
 * themselves, but Rolldown would cut the first load into a file for each set of lazy chunks that share a
 * module, each a request before the first screen. The entries stay files of their own: `./element` registers
 * the element as it loads, which importing `.` must not do.
 */
function firstLoadChunk(entries: Record<string, string>) {
  const sources = new Set(Object.values(entries));
  return (id: string, bundle: { getModuleInfo: (id: string) => ModuleInfo }) => {
    const firstLoad = new Set<string>();
    const visit = (module: string) => {
      if (firstLoad.has(module)) return;
      firstLoad.add(module);
      for (const imported of bundle.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    for (const entry of sources) for (const imported of bundle.getModuleInfo(entry)?.importedIds ?? []) visit(imported);
    return firstLoad.has(id) && !sources.has(id) ? 'widget-core' : null;
  };
}

/** The families the widget sets its texts in, by the theme's stacks (Arimo, Cousine): the app's serif is not one. */
const widgetFamilies = [fontStacks.sans, fontStacks.mono].map((stack) => stack.split(',')[0]!.toLowerCase());

/**
 * The shipped fonts beside the module, for integrators to link from their page (or import, with a bundler):
 * `fonts.css` and its font files under fonts/. Library builds inline every asset into the JavaScript, which
 * would put megabytes of fonts in the widget, so this plugin copies the widget's faces among those
 * src/theme/fonts/fonts.css imports instead, as woff2 alone: every browser the widget runs in (it needs CSS
 * nesting) reads woff2, so their woff fallbacks would only weigh on the package.
 */
function shippedFonts(): Plugin {
  const require = createRequire(import.meta.url);
  const fontsCss = readFileSync(path.join(root, 'src/theme/fonts/fonts.css'), 'utf8');
  const faces = [...fontsCss.matchAll(/@import '@fontsource\/([^/]+)\/([^']+)';/g)]
    .filter(([, family]) => widgetFamilies.includes(family!))
    .map(([, family, face]) => require.resolve(`@fontsource/${family}/${face}`));
  return {
    name: 'shipped-fonts',
    generateBundle() {
      const files = new Map<string, string>();
      const css = faces
        .map((file) =>
          readFileSync(file, 'utf8')
            .replaceAll(/, url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
            .replace(/url\(\.\/files\/([^)]+)\)/g, (_, name: string) => {
              files.set(name, path.join(path.dirname(file), 'files', name));
              return `url(./fonts/${name})`;
            }),
        )
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'fonts.css', source: css });
      for (const [name, file] of files)
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: readFileSync(file) });
    },
  };
}

export interface WidgetBuildOptions {
  /** Where the files go: packages/login/dist for the package. */
  outDir: string;
  /** Also write Vite's manifest (which chunk loads which), under .vite/ in outDir: for the bundle bench. */
  manifest?: boolean;
  /** Leave out the `.d.ts` files (about a minute of the build), where only the JavaScript is tried. */
  skipDeclarations?: boolean;
}

/**
 * The build's entries' declarations, each rolled into one file of its own (`index.d.ts`, …) by API Extractor:
 * nothing in them imports a path outside the package. packages/login/tsconfig.json names the sources.
 */
const declarations = () =>
  dts({
    tsconfigPath: path.join(root, 'packages/login/tsconfig.json'),
    entryRoot: path.join(root, 'src'),
    bundleTypes: true,
  });

/** What tells the two builds apart. */
interface WidgetBuild {
  /** The build's name: its manifest's file name. */
  name: string;
  entries: Record<string, string>;
  /** Where its chunks go in outDir: `[name]-[hash].js` under it. */
  chunkDir: string;
  /** Imports left to the host. */
  external?: RegExp;
}

/**
 * What both builds share: the components' JSX on Emotion's API, the declarations, production mode, whole
 * minification, the chunk rule.
 */
function widgetConfig(
  { name, entries, chunkDir, external }: WidgetBuild,
  { outDir, manifest = false, skipDeclarations = false }: WidgetBuildOptions,
): InlineConfig {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), !skipDeclarations && declarations()],
    root,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      manifest: manifest && `.vite/${name}.json`,
      lib: { entry: entries, formats: ['es'], fileName: (_, entry) => `${entry}.js` },
      rolldownOptions: {
        external,
        output: {
          chunkFileNames: path.join(chunkDir, '[name]-[hash].js'),
          // Vite minifies ES library output without its whitespace and comments (to keep pure annotations for
          // the bundlers of whoever imports it); the standalone files ship to browsers as they are, so both
          // builds minify wholly, and a React host's bundler finds nothing left to shrink.
          minify: true,
          // The first load in one chunk, so gzip reads it as one; what screen groups loaded on demand share in
          // one more, fetched with the next-step screens.
          codeSplitting: {
            groups: [
              { name: firstLoadChunk(entries), debugName: 'widget-core' },
              { name: 'widget-later', minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
}

/** `.` and `./element`: the whole widget, Preact inside, and the fonts. */
export function standaloneWidgetConfig(options: WidgetBuildOptions): InlineConfig {
  const config = widgetConfig({ name: 'standalone', entries: STANDALONE_ENTRIES, chunkDir: '' }, options);
  return {
    ...config,
    plugins: [...config.plugins!, shippedFonts()],
    resolve: { alias: shippedRendererAliases },
    build: { ...config.build, emptyOutDir: true },
  };
}

/** `./react`: the widget without React, which the host provides (react, react-dom, their JSX runtime). */
export function reactWidgetConfig(options: WidgetBuildOptions): InlineConfig {
  const build = { name: 'react', entries: REACT_ENTRIES, chunkDir: 'react', external: /^react(-dom)?(\/|$)/ };
  const config = widgetConfig(build, options);
  return { ...config, resolve: { alias: compactEmotionAliases }, build: { ...config.build, emptyOutDir: false } };
}

/** Builds the package's files: the standalone build first (it empties outDir), then React's beside it. */
export async function buildLoginWidget(options: WidgetBuildOptions): Promise<void> {
  await build(standaloneWidgetConfig(options));
  await build(reactWidgetConfig(options));
}

/**
 * `npm run build:login`, and whoever builds the package elsewhere (the e2e setup, the bundle bench):
 * `--out-dir DIR` (packages/login/dist by default), `--manifest`, `--skip-declarations`. An unknown flag stops
 * it, naming the flag.
 */
export async function buildLoginWidgetCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'out-dir': { type: 'string' }, manifest: { type: 'boolean' }, 'skip-declarations': { type: 'boolean' } },
    strict: true,
  });
  const outDir = path.resolve(values['out-dir'] ?? path.join(root, 'packages/login/dist'));
  await buildLoginWidget({ outDir, manifest: values.manifest, skipDeclarations: values['skip-declarations'] });
}
