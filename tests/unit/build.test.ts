import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'genios-build-'));

/** Strings only the simulator's browser tooling contains: none may reach a production bundle. */
const SIMULATOR_MARKERS = ['mock-socket', 'mockServiceWorker', 'msw', 'MockServer', 'simulator/'];

describe('production build', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds the app without msw, mock-socket or any simulator code', { timeout: 180_000 }, () => {
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        'app',
        '--config',
        'vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'error',
      ],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|html|css)$/.test(file),
    );
    // The app's pages (app/build/staticLayout.ts); index.html, the login page, is built apart.
    expect(files.filter((file) => file.endsWith('.html')).sort()).toEqual([
      '404.html',
      'chat.html',
      'dashboard.html',
      'output.html',
    ]);
    for (const file of files) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      for (const marker of SIMULATOR_MARKERS) expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  });

  // The manifest names modules from the app's root, app/.
  it("loads the pages' code with their routes: the sockets and markdown come later", () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string; isEntry?: boolean; imports?: string[] }
    >;
    const initial = new Set<string>();
    const visit = (key: string) => {
      if (initial.has(key)) return;
      initial.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
    const initialCode = [...initial]
      .map((key) => readFileSync(path.join(outDir, manifest[key]!.file), 'utf8'))
      .join('');
    for (const page of ['pages/ChatPage.tsx', 'pages/OutputPage.tsx', 'pages/ProtectedLayout.tsx'])
      expect(initial.has(page), page).toBe(false);
    // react-markdown's and the socket worker's own words: neither is in what every page loads first.
    for (const marker of ['remark', 'socket.worker']) expect(initialCode.includes(marker), marker).toBe(false);

    const html = readFileSync(path.join(outDir, 'dashboard.html'), 'utf8');
    const chatChunk = manifest['pages/ChatPage.tsx']!.file;
    // The other pages' hints wait in a template until the page has painted (app/prefetchLater.ts).
    const [head, body] = html.split('</head>');
    expect(head).not.toContain('rel="prefetch"');
    const later = /<template id="later-chunks">([^]*?)<\/template>/.exec(body!)?.[1];
    expect(later).toContain(`<link rel="prefetch" crossorigin href="/${chatChunk}">`);
    expect(html).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/arimo-latin-400-normal-/,
    );
  });

  it("writes each page with its shell: its headings and form, no member's data", () => {
    const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    expect(page('dashboard.html')).toContain('>Getting Started</h1>');
    expect(page('chat.html')).toContain('>Chat</h1>');
    expect(page('output.html')).toContain('>Back to the chat</a>');
    expect(page('404.html')).toContain('>Page not found</h1>');
  });
});
