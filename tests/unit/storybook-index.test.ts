import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  importPath: string;
  exportName: string;
  tags: string[];
}

/** The sidebar's trees of screens a designer reviews: each of their stories runs in every review mode. */
const SCREEN_TREES = ['Login/Screens/', 'App/Pages/', 'App/Chat/', 'App/Output/'];

/** The review modes a story can sit out, by tag (vite.config.ts: `skip-<mode>`). */
const skippedModes = (entry: IndexEntry) =>
  entry.tags.filter((tag) => tag.startsWith('skip-')).map((tag) => tag.slice('skip-'.length));

describe('storybook build', () => {
  beforeAll(() => {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], { cwd: root, stdio: 'pipe' });
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const entries = () =>
    Object.values(
      (JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    );

  it('writes an index.json that lists every story', () => {
    const listed = entries()
      .filter((entry) => entry.type === 'story')
      .map((entry) => `${entry.importPath}#${entry.exportName}`);
    const expected = storyExports();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('runs every screen story in every review mode, and a story that sits one out says why', () => {
    const stories = entries().filter((entry) => entry.type === 'story');
    const screens = stories.filter((entry) => SCREEN_TREES.some((tree) => entry.title.startsWith(tree)));
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.filter((entry) => skippedModes(entry).length > 0).map((entry) => entry.id)).toEqual([]);
    // The reason sits in the story's parameters (`modeOptOut: { <mode>: 'why' }`), in its own file.
    const unexplained = stories.flatMap((entry) => {
      const source = readFileSync(path.join(root, entry.importPath), 'utf8');
      return skippedModes(entry)
        .filter((mode) => !new RegExp(`modeOptOut:[^}]*\\b${mode}:`).test(source))
        .map((mode) => `${entry.id} skips ${mode}`);
    });
    expect(unexplained).toEqual([]);
  });
});
