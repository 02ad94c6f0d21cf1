import type { StoryModes } from '../../.storybook/modes';
import { referenceFileName } from '../../tests/support/screenshotName';

/**
 * The screenshot references the gate compares every story with (tests/support/story-screenshot.ts):
 * `<story id>` in the default mode, `dark/<story id>` and `rtl/<story id>` in the others. A picture drawn
 * from them is by construction the state the story's play reached, in that mode, as the gate checked it.
 */
const files = import.meta.glob<string>('../**/__screenshots__/**/*-chromium-linux.png', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** Each picture by its reference's name: the path under its story file's folder, without the browser's suffix. */
const pictures = new Map(
  Object.entries(files).map(([file, url]) => [
    file.replace(/^.*\/__screenshots__\/[^/]+\//, '').replace(/-chromium-linux\.png$/, ''),
    url,
  ]),
);

/** The modes the gate keeps pictures of (vite.config.ts, SCREENSHOT_MODES). */
export type PictureMode = 'default' | 'dark' | 'rtl';

export interface PictureChoice {
  mode: PictureMode;
  /** Why the pictures are not of the modes asked for exactly, if they are not. */
  note?: string;
}

/**
 * The pictures that show the modes: the right-to-left pseudo-locale's for right to left and for the
 * pseudo-locale (its lengths are the same; the gate keeps no picture of the left-to-right one), the dark
 * theme's for dark, the default's otherwise.
 */
export function pictureMode({ theme, dir, locale }: StoryModes): PictureChoice {
  if (locale === 'pseudo')
    return { mode: 'rtl', note: 'The pseudo-locale is shown right to left, as the gate keeps it.' };
  if (dir === 'rtl' || locale === 'pseudo-rtl')
    return theme === 'default'
      ? { mode: 'rtl' }
      : { mode: 'rtl', note: `Right to left is kept in the default theme only.` };
  if (theme === 'dark') return { mode: 'dark' };
  if (theme === 'brand')
    return { mode: 'default', note: 'The brand theme has no pictures: shown in the default theme.' };
  return { mode: 'default' };
}

/** The picture of a story in a mode, if the gate has one. */
export const pictureOf = (id: string, mode: PictureMode): string | undefined =>
  pictures.get(referenceFileName(id, mode));

/**
 * Whether the gate keeps pictures of the story's file in the mode at all: then a story of it without one is
 * missing (a state added since the references were made), not merely not made yet.
 */
export function fileHasPictures(id: string, mode: PictureMode): boolean {
  const file = referenceFileName(`${id.split('--')[0]}--`, mode);
  return [...pictures.keys()].some((name) => name.startsWith(file));
}
