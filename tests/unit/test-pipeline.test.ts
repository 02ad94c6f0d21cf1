import { describe, expect, it } from 'vitest';
import { a11y } from '../../.storybook/a11y';
import viteConfig from '../../vite.config';
import { shippedRenderer } from '../../vite.widget.config';

type StoriesProject = { test: { browser: { expect: { toMatchScreenshot: unknown } } } };
type Alias = { find: RegExp; replacement: string };

const projectNames = () =>
  (viteConfig.test?.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && typeof project.test?.name === 'string'
      ? [project.test.name]
      : [],
  );

const storiesProject = (name: string) =>
  viteConfig.test?.projects?.find(
    (project) => typeof project === 'object' && 'test' in project && project.test?.name === name,
  ) as StoriesProject;

/**
 * The gate's story projects: one per review mode, right to left with the login stories on the shipped renderer
 * (unless STORY_MODES picks fewer modes, as while recording references).
 */
const STORY_PROJECTS = ['stories', 'stories-dark', 'stories-pseudo', 'stories-rtl', 'stories-widget-rtl'];
const gatesEveryMode = !process.env.STORY_MODES?.trim();

/** Guards the settings that make every story a strict accessibility and visual-regression test. */
describe('story test pipeline', () => {
  it('fails a story on any axe violation', () => {
    expect(a11y).toMatchObject({ test: 'error' });
  });

  it.runIf(gatesEveryMode)('gates every story in every review mode, the login stories on both renderers', () => {
    expect(projectNames().filter((name) => name.startsWith('stories'))).toEqual(STORY_PROJECTS);
  });

  it.runIf(gatesEveryMode).each(STORY_PROJECTS)(
    'compares screenshots near-exactly in %s: no pixel may differ beyond anti-aliasing noise',
    (name) => {
      expect(storiesProject(name).test.browser.expect.toMatchScreenshot).toEqual({
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
      });
    },
  );

  it.runIf(gatesEveryMode)('runs the login stories on the renderer the standalone widget ships', () => {
    const renderer = shippedRenderer();
    const config: { optimizeDeps?: { include?: string[]; exclude?: string[] } } = {
      optimizeDeps: { include: ['valtio', '@emotion/cache'] },
    };
    const { resolve } = (renderer.config as (config: object) => { resolve: { alias: Alias[] } })(config);
    const aliases = resolve.alias.map(({ find, replacement }) => [String(find), replacement]);
    expect(aliases).toEqual(expect.arrayContaining([['/^react$/', 'preact/compat']]));
    expect(aliases).toContainEqual(['/^@emotion\\/react$/', expect.stringMatching(/compactEmotion\/index\.ts$/)]);
    // The compact runtime is a source of the project there, never a pre-bundled second copy.
    expect(config.optimizeDeps).toEqual({
      include: ['valtio', '@emotion/hash', '@emotion/unitless'],
      exclude: expect.arrayContaining(['@emotion/react', '@emotion/cache']),
    });
    const widgetProject = storiesProject('stories-widget-rtl') as unknown as { plugins: { name?: string }[] };
    expect(widgetProject.plugins.map((plugin) => plugin.name)).toContain('shipped-renderer');
  });
});
