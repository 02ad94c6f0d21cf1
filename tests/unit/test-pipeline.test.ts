import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import viteConfig from '../../vite.config';

/** Guards the settings that make every story a strict accessibility and visual-regression test. */
describe('story test pipeline', () => {
  it('fails a story on any axe violation', () => {
    expect(preview.parameters?.a11y).toMatchObject({ test: 'error' });
  });

  it('compares screenshots near-exactly: no pixel may differ beyond anti-aliasing noise', () => {
    const stories = viteConfig.test?.projects?.find(
      (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'stories',
    ) as { test: { browser: { expect: { toMatchScreenshot: unknown } } } };
    expect(stories.test.browser.expect.toMatchScreenshot).toEqual({
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
    });
  });
});
