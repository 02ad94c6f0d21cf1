import '../src/theme/fonts/fonts.css';

/**
 * Loads the shipped faces before a story renders, so its first paint, its play's measurements and its
 * screenshot use them, in the story tests, in Storybook and in Chromatic alike. A face is loaded for the
 * subset its descriptor's default text (a space) needs, Latin; a text needing another subset loads that one
 * as it renders, and the screenshot waits for it (document.fonts.ready).
 */
export async function loadShippedFonts(): Promise<void> {
  const faces = new Set([...document.fonts].map((face) => `${face.style} ${face.weight} 16px ${face.family}`));
  if (faces.size === 0) throw new Error('No shipped font is declared: is fonts.css imported?');
  await Promise.all([...faces].map((face) => document.fonts.load(face)));
}
