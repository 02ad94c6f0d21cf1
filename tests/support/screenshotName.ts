/**
 * A story's reference in a review mode: its id in the default mode, `<mode>/<id>` in the others, a folder per
 * mode beside the default's pictures (a reference's name keeps only letters, digits and dashes). The gate
 * (./story-screenshot.ts) writes and compares them; the screen maps (stories/map/references.ts) show them.
 */
export const screenshotName = (storyId: string, mode: string): string =>
  mode === 'default' ? storyId : `${mode}/${storyId}`;

/**
 * The file a reference is kept in, without the browser's suffix: its name as Vitest writes it, each path part
 * with spaces as dashes, then only letters, digits, underscores and single dashes kept (a story id's `--` too).
 */
export const referenceFileName = (storyId: string, mode: string): string =>
  screenshotName(storyId, mode)
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
