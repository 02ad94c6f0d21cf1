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
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      for (const marker of SIMULATOR_MARKERS) expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  });
});
