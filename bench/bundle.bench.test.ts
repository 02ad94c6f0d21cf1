import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { record } from './support';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
/** Vitest sets NODE_ENV=test, which Vite would honour (React's development build): builds run for production. */
const run = (file: string, args: string[]) =>
  promisify(execFile)(file, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });

/**
 * Targets: what / costs (issue 32; since issue 40 the login page: its HTML with the CSS inline, and its code) and
 * the widget's ceilings (issue 30: relaxed so that clarity wins; every chunk at most the provider's own package,
 * measured alike), held by each of the package's JavaScript entries.
 */
const INITIAL_ROUTE_BUDGET_BYTES = 60 * 1024;
const WIDGET_FIRST_SCREEN_BYTES = 40 * 1024;
const WIDGET_ALL_CHUNKS_BYTES = 101.8 * 1024;

/** gzip at the highest level, as a CDN or `gzip -9` would serve the file. */
const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let scratch: string;
afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

/** An import of a package as the project resolves it, for an entry written outside the project. */
const resolved = (specifier: string) =>
  JSON.stringify(createRequire(path.join(root, 'package.json')).resolve(specifier));

/**
 * What any React page costs before its own code, measured as the provider's package is: React rendering one
 * paragraph, and the same under react-router. The initial route's budget sits below the first.
 */
async function reactFloor(): Promise<{ react: number; withRouter: number }> {
  const page = (router: boolean) => `import { createElement } from ${resolved('react')};
import { createRoot } from ${resolved('react-dom/client')};
${router ? `import { createBrowserRouter, RouterProvider } from ${resolved('react-router-dom')};` : ''}
const page = createElement('p', null, 'x');
createRoot(document.body).render(${router ? "createElement(RouterProvider, { router: createBrowserRouter([{ path: '/', element: page }]) })" : 'page'});
`;
  return {
    react: await buildLibrary('react-floor', page(false), scratch),
    withRouter: await buildLibrary('react-router-floor', page(true), scratch),
  };
}

/** A build exactly as its npm script makes it (`vite build …`), plus Vite's manifest (which chunk loads which). */
async function buildWithManifest(buildArgs: string[], outDir: string): Promise<Manifest> {
  await run(process.execPath, [
    vite,
    'build',
    ...buildArgs,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    '--logLevel',
    'error',
  ]);
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The provider's package built the way an integrator's bundler would ship it: ES module, minified, for
 * production, every dependency (React included) bundled in, nothing external.
 */
async function buildLibrary(name: string, entrySource: string, outDir: string): Promise<number> {
  const entry = path.join(outDir, `${name}-entry.ts`);
  await writeFile(entry, entrySource);
  const config = path.join(outDir, `${name}.config.mjs`);
  await writeFile(
    config,
    `import react from ${JSON.stringify(path.join(root, 'node_modules/@vitejs/plugin-react/dist/index.js'))};
export default {
  configFile: false,
  root: ${JSON.stringify(root)},
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: ${JSON.stringify(path.join(outDir, name))},
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: { entry: ${JSON.stringify(entry)}, formats: ['es'], fileName: ${JSON.stringify(name)} },
    // Minified wholly, as the widget's build does (Vite keeps whitespace in ES library output otherwise).
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
  logLevel: 'error',
};
`,
  );
  await run(process.execPath, [vite, 'build', '--config', config, '--mode', 'production']);
  const files = (await readdir(path.join(outDir, name), { recursive: true, encoding: 'utf8' })).filter((file) =>
    /\.(m?js|css)$/.test(file),
  );
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(path.join(outDir, name, file)));
  return total;
}

/** The package's JavaScript entries (packages/login/package.json), the build that makes each and its source. */
const PACKAGE_ENTRIES = [
  { entry: '.', build: 'standalone', src: 'src/login/standalone.ts' },
  { entry: './element', build: 'standalone', src: 'src/login/element.ts' },
  { entry: './react', build: 'react', src: 'src/login/react.tsx' },
] as const;

/** An entry's figures: gzip bytes and kB before the first screen, and with every chunk it may load. */
interface EntrySize {
  bytes: number;
  kB: number;
  initialFiles: string[];
  allBytes: number;
  allChunksKB: number;
  lazyFiles: string[];
}

/**
 * `@genios/login` as `npm run build:login` builds it (its JavaScript: the declarations change no byte of it), and
 * each entry's size: what a page loads before the first screen (the entry and its static imports) and with
 * every chunk it may load on demand. React's entry counts no byte of React: react, react-dom and their JSX
 * runtime are the host's.
 */
async function buildLoginPackage(outDir: string) {
  await run(process.execPath, [
    '--import',
    'tsx',
    'packages/login/build.mjs',
    ...['--out-dir', outDir, '--manifest', '--skip-declarations'],
  ]);
  const size = async (files: string[]) => {
    let total = 0;
    for (const file of files) total += gzipSize(await readFile(path.join(outDir, file)));
    return total;
  };
  const entries: Record<string, EntrySize> = {};
  for (const { entry, build, src } of PACKAGE_ENTRIES) {
    const manifest = JSON.parse(await readFile(path.join(outDir, `.vite/${build}.json`), 'utf8')) as Manifest;
    const initialFiles = [...closure(manifest, src)].map((key) => manifest[key]!.file);
    const allFiles = [...closure(manifest, src, new Set(), true)].map((key) => manifest[key]!.file);
    const [bytes, allBytes] = [await size(initialFiles), await size(allFiles)];
    entries[entry] = {
      ...{ bytes, allBytes, kB: kB(bytes), initialFiles },
      ...{ allChunksKB: kB(allBytes), lazyFiles: allFiles.filter((file) => !initialFiles.includes(file)) },
    };
  }
  return { entries, fontsCssKB: kB(await size(['fonts.css'])) };
}

/** A chunk and every chunk it imports statically (and with `lazy`, on demand too), each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>(), lazy = false): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const imported of [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])])
    closure(manifest, imported, seen, lazy);
  return seen;
}

/**
 * A chunk the app loads on demand, named by its module's path from the repository's root; a folder's index by
 * the folder, so each login screen group has its own (src/login/groups/mfa).
 */
const lazyChunkName = (src: string) =>
  path
    .relative(root, path.resolve(root, 'app', src))
    .replace(/\.[jt]sx?$/, '')
    .replace(/\/index$/, '');

describe('bundle budget', () => {
  it(
    'initial route ≤ 60 kB gzip; each login entry ≤ 40 kB before its first screen, ≤ 101.8 kB with every chunk',
    { timeout: 600_000 },
    async () => {
      scratch = await mkdtemp(path.join(tmpdir(), 'genios-bundle-'));
      const appDir = path.join(scratch, 'app');
      const manifest = await buildWithManifest(['app', '--config', 'vite.config.ts'], appDir);
      const sizeOf = async (file: string) => gzipSize(await readFile(path.join(appDir, file)));
      const filesOf = (keys: Iterable<string>) =>
        [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);

      const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
      const initialKeys = closure(manifest, entryKey);
      // The signed-in pages' entry: what /dashboard, /chat and /output/{uid} load before their page's own chunk.
      const signedInFiles = filesOf(initialKeys);
      let signedInBytes = 0;
      for (const file of signedInFiles) signedInBytes += await sizeOf(file);

      // The initial route, /: the login page as `npm run build` makes it after the app (vite.login.config.ts), its
      // HTML (the first screen, with the CSS of its elements inline) and the code that takes it over.
      const loginDir = path.join(scratch, 'login-page');
      const loginManifest = await buildWithManifest(['--config', 'vite.login.config.ts'], loginDir);
      const loginEntry = Object.keys(loginManifest).find((key) => loginManifest[key]!.isEntry)!;
      const initialFiles = [
        'index.html',
        ...[...closure(loginManifest, loginEntry)].flatMap((key) => [
          loginManifest[key]!.file,
          ...(loginManifest[key]!.css ?? []),
        ]),
      ];
      let initialBytes = 0;
      for (const file of initialFiles) initialBytes += gzipSize(await readFile(path.join(loginDir, file)));

      // Each page the router loads on first visit: its own chunk, and what it pulls in beyond the initial route.
      const lazy: Record<string, { chunkKB: number; firstVisitKB: number; files: string[] }> = {};
      const lazyKeys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
      for (const key of lazyKeys) {
        const extra = [...closure(manifest, key)].filter((chunk) => !initialKeys.has(chunk));
        let firstVisit = 0;
        for (const file of filesOf(extra)) firstVisit += await sizeOf(file);
        lazy[lazyChunkName(manifest[key]!.src ?? key)] = {
          chunkKB: kB(await sizeOf(manifest[key]!.file)),
          firstVisitKB: kB(firstVisit),
          files: filesOf(extra),
        };
      }

      // The widget as integrators install it: `npm run build:login` (`.` and `./element` on preact/compat).
      const widget = await buildLoginPackage(path.join(scratch, 'login'));
      const standalone = widget.entries['.']!;
      // The package's own "./b2b" export, production ES build (the entry lives in a scratch folder outside node_modules' reach).
      const providerDir = path.join(root, 'node_modules/@stytch/vanilla-js');
      const providerPackage = JSON.parse(await readFile(path.join(providerDir, 'package.json'), 'utf8')) as {
        version: string;
        exports: Record<string, { import: { production: string } }>;
      };
      const providerEntry = path.join(providerDir, providerPackage.exports['./b2b']!.import.production);
      const providerBytes = await buildLibrary(
        'stytch-b2b-ui',
        `export * from ${JSON.stringify(providerEntry)};\n`,
        scratch,
      );
      const providerVersion = providerPackage.version;
      const floor = await reactFloor();

      const result = {
        unit: 'kB = 1024 bytes, gzip -9',
        initialRoute: {
          page: '/ and /authenticate: the login page (dist/index.html) and its code',
          kB: kB(initialBytes),
          files: initialFiles,
          budgetKB: kB(INITIAL_ROUTE_BUDGET_BYTES),
          // The floor under the budget: React rendering one paragraph, then with the router, bundled alike.
          reactFloorKB: kB(floor.react),
          reactWithRouterFloorKB: kB(floor.withRouter),
        },
        signedInEntry: { kB: kB(signedInBytes), files: signedInFiles },
        lazyRoutes: lazy,
        loginPackage: {
          build: 'npm run build:login: `.` and `./element` on preact/compat, `./react` without React',
          entries: widget.entries,
          fontsCssKB: widget.fontsCssKB,
        },
        providerB2BUI: {
          kB: kB(providerBytes),
          entry: `@stytch/vanilla-js@${providerVersion}/b2b (all exports, bundled the same way)`,
        },
        widgetShareOfProvider: +(standalone.bytes / providerBytes).toFixed(3),
        allChunksShareOfProvider: +(standalone.allBytes / providerBytes).toFixed(3),
        targets: 'initial route <= 60 kB gzip; each login entry <= 40 kB first screen, <= 101.8 kB every chunk',
      };
      record('bundle', result);

      expect
        .soft(
          initialBytes,
          `initial route ${kB(initialBytes)} kB gzip, budget ${kB(INITIAL_ROUTE_BUDGET_BYTES)} kB (React alone: ${kB(floor.react)} kB)`,
        )
        .toBeLessThanOrEqual(INITIAL_ROUTE_BUDGET_BYTES);
      for (const [entry, { bytes, allBytes }] of Object.entries(widget.entries)) {
        expect
          .soft(bytes, `@genios/login ${entry}: first screen ${kB(bytes)} kB gzip, ceiling 40 kB`)
          .toBeLessThanOrEqual(WIDGET_FIRST_SCREEN_BYTES);
        expect
          .soft(allBytes, `@genios/login ${entry}: with every chunk ${kB(allBytes)} kB gzip, ceiling 101.8 kB`)
          .toBeLessThanOrEqual(WIDGET_ALL_CHUNKS_BYTES);
      }
    },
  );
});
