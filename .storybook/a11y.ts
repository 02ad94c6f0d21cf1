/**
 * The axe check of every story: any violation fails the story's test. Its own module so that a Node test can
 * read it without loading the preview (whose docs page loads Storybook's browser-only components).
 */
export const a11y = { test: 'error' } as const;
