import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * @genios/login's files (`npm run build:login`, built by the e2e setup) as a server and a host's bundler meet
 * them: every entry imports in Node, where there is no page (server rendering); `./react` draws nothing there and
 * leaves React to the host; `.` and `./element` carry all they need; a host without React is told which peer
 * is missing.
 */
const root = path.resolve(import.meta.dirname, '../..');
const built = path.join(inject('e2eWidgetDist'), 'widget');

const hosts: string[] = [];
afterAll(() => Promise.all(hosts.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A host's folder with the package's files in login/, and the repository's packages (React's) or none. */
async function host({ withReact }: { withReact: boolean }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'genios-login-host-'));
  hosts.push(dir);
  await cp(built, path.join(dir, 'login'), { recursive: true });
  if (withReact) await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs an ES module in Node in the host's folder (its imports resolve from there) and returns what it printed. */
async function runIn(dir: string, script: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: dir });
  return stdout;
}

/** Every import of a package (not of a file of the build's own) in the given JavaScript files of the build. */
async function packageImports(files: string[]): Promise<Set<string>> {
  const specifiers = new Set<string>();
  for (const file of files) {
    const code = await readFile(path.join(built, file), 'utf8');
    for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g))
      if (!specifier!.startsWith('.')) specifiers.add(specifier!);
  }
  return specifiers;
}

describe('@genios/login as built', () => {
  it('imports every entry on a server, where the React entry draws nothing', async () => {
    const printed = await runIn(
      await host({ withReact: true }),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
const exports = {};
for (const entry of ['index', 'element', 'react']) exports[entry] = Object.keys(await import('./login/' + entry + '.js'));
const { LoginWidget } = await import('./login/react.js');
const options = { publicToken: 'public-token-test', providerBaseUrl: 'http://127.0.0.1:1', config: { products: ['magic_link'], authFlowType: 'Discovery' } };
console.log(JSON.stringify({ exports, page: typeof document, html: renderToString(createElement(LoginWidget, { options })) }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      exports: { index: ['defineLoginElement', 'mountLogin'], element: [], react: ['LoginWidget'] },
      page: 'undefined',
      html: '',
    });
  });

  it("leaves React to a React host, and carries everything else in every entry's files", async () => {
    const files = await readdir(built, { recursive: true, encoding: 'utf8' });
    const javascript = files.filter((file) => file.endsWith('.js'));
    const [reactBuild, standaloneBuild] = [
      javascript.filter((file) => file === 'react.js' || file.startsWith('react/')),
      javascript.filter((file) => file !== 'react.js' && !file.startsWith('react/')),
    ];
    expect(reactBuild.length).toBeGreaterThan(1);
    expect([...(await packageImports(reactBuild))].sort()).toEqual(['react', 'react/jsx-runtime']);
    expect([...(await packageImports(standaloneBuild))]).toEqual([]);
  });

  it('tells a host without React that the React entry needs it, and needs it for no other entry', async () => {
    const dir = await host({ withReact: false });
    expect(
      await runIn(dir, `for (const entry of ['index', 'element']) await import('./login/' + entry + '.js');`),
    ).toBe('');
    const failure = await runIn(dir, "await import('./login/react.js');").then(
      () => 'imported',
      (error: { stderr: string }) => error.stderr,
    );
    // Node names the peer, and the package's file that needs it (react.js or the chunk it loads first).
    expect(failure).toContain(`Cannot find package 'react' imported from ${path.join(dir, 'login/react')}`);
  });
});
