import { getStoryContext, setupPage, type TestRunnerConfig } from '@storybook/test-runner';
import type { BrowserContext, Page } from 'playwright';
import { presetGlobals, REVIEW_PRESETS } from './modes/presets.ts';

/**
 * @storybook/test-runner against the built Storybook (scripts/storybook/testBuiltStorybook.ts runs it), trying each
 * story as a reviewer opens it: on a page of its own, in a review preset's modes (REVIEW_PRESET: the preset's id,
 * the default one if unset), at the story's viewport. The runner itself runs the play, and fails the story on a
 * play error or on an axe violation where `parameters.a11y.test` is 'error', as the gate does.
 */

/** What jest-playwright puts in the test files' globals: the page a test drives, and how to get a new one. */
const runner = globalThis as unknown as {
  page: Page;
  context: BrowserContext;
  jestPlaywright: { resetPage(): Promise<void> };
};

function reviewPreset() {
  const id = process.env.REVIEW_PRESET ?? 'default';
  const preset = REVIEW_PRESETS.find((each) => each.id === id);
  if (!preset) throw new Error(`REVIEW_PRESET=${id} is none of ${REVIEW_PRESETS.map((each) => each.id).join(', ')}`);
  return presetGlobals(preset);
}

const globals = reviewPreset();

/** How long the preview may take to load: a guard against a hang, within the story's own (Jest's testTimeout). */
const LOAD_GUARD_MS = 100_000;

/** What the preview's page offers the hooks below: Storybook's preview and its channel. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { ready(): Promise<void>; currentRender?: unknown };
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
}

interface ViewportGlobal {
  value?: string;
  isRotated?: boolean;
}
interface ViewportOption {
  styles: { width: string; height: string };
}

/** The size of the viewport a story's globals name, from the viewports its Storybook offers; none: the page's own. */
function viewportSize(global: ViewportGlobal | undefined, options: Record<string, ViewportOption> = {}) {
  const option = global?.value ? options[global.value] : undefined;
  if (!option) return undefined;
  const [width, height] = [parseInt(option.styles.width, 10), parseInt(option.styles.height, 10)];
  return global?.isRotated ? { width: height, height: width } : { width, height };
}

const config: TestRunnerConfig = {
  /**
   * A page opens the preview with no story, then takes the preset's modes as the toolbar sets them (the preview
   * reads a URL's globals only beside a story's id, and the runner selects the story itself, over the channel).
   */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).href, { waitUntil: 'load', timeout: LOAD_GUARD_MS });
    await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window, undefined, { timeout: LOAD_GUARD_MS });
    await page.evaluate(async (modes) => {
      const preview = window as unknown as PreviewWindow;
      await preview.__STORYBOOK_PREVIEW__.ready();
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: modes });
    }, globals);
  },
  /** Each story on a new page, as a reviewer opens it in a tab of its own, at the viewport its globals name. */
  async preVisit(page, story) {
    // The runner's first page of a file has shown no story yet: it is as new as the next one would be.
    const shownOne = await page.evaluate(() =>
      Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.currentRender),
    );
    if (shownOne) {
      await runner.jestPlaywright.resetPage();
      await setupPage(runner.page, runner.context);
    }
    const { storyGlobals, parameters } = await getStoryContext(runner.page, story);
    const viewport = (storyGlobals.viewport ?? globals.viewport) as ViewportGlobal | undefined;
    const size = viewportSize(viewport, (parameters.viewport as { options?: Record<string, ViewportOption> })?.options);
    if (size) await runner.page.setViewportSize(size);
  },
};

export default config;
