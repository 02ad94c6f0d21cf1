import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'storybook-static-'));

/** Every `export const Name` of every stories file, as './stories/…/X.stories.tsx#Name'. */
function storyExports(): string[] {
  const files = readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.stories\.tsx?$/.test(file) && !file.includes('__screenshots__'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, 'stories', file), 'utf8');
    const importPath = `./stories/${file.split(path.sep).join('/')}`;
    return [...source.matchAll(/^export const (\w+)/gm)].map((match) => `${importPath}#${match[1]}`);
  });
}

describe('storybook build', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes an index.json that lists every story', { timeout: 240_000 }, () => {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], { cwd: root, stdio: 'pipe' });
    const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
      entries: Record<string, { type: string; importPath: string; exportName: string }>;
    };
    const listed = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => `${entry.importPath}#${entry.exportName}`);
    const expected = storyExports();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(expected.sort());
  });
});
