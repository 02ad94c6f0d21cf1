import { fontStacks } from './fonts/stacks';
import { mergeTheme } from './mergeTheme';
import { defaultTheme, type GeniosTheme } from './theme';

/**
 * Dark: light text on dark surfaces. Every pair of colours it draws meets WCAG AA (4.5:1 for text, 3:1 for
 * controls, focus rings and icons): tests/unit/theme.test.ts checks each pair by token, and axe checks every story.
 */
export const darkTheme: GeniosTheme = mergeTheme(defaultTheme, {
  colors: {
    primary: '#9CD3F0',
    secondary: '#A9BAC4',
    background: '#10181D',
    surface: '#1B262D',
    text: '#E8EEF1',
    mutedText: '#B4C3CB',
    // Dark enough that the light status colours and primary fill stand out on tracks drawn in it.
    border: '#4A5C66',
    focus: '#FFD479',
    error: '#FF9B9B',
    success: '#7FE0C6',
    weak: '#FF9B9B',
    strong: '#7FE0C6',
    link: '#9CD3F0',
    // Primary and the status colours are light here: what is drawn on them is dark.
    onPrimary: '#0C1A22',
    overlay: 'rgba(16, 24, 29, 0.85)',
  },
  container: { background: '#10181D', borderColor: '#5F7480' },
  inputs: { background: '#1B262D', borderColor: '#A9BAC4', placeholderColor: '#A9BAC4' },
  buttons: {
    themes: {
      midDay: { background: '#9CD3F0', color: '#0C1A22', border: '#9CD3F0', hoverBackground: '#C2E5F7' },
      dawn: { background: '#10181D', color: '#E8EEF1', border: '#A9BAC4', hoverBackground: '#1B262D' },
      // The light's night button turned round: cream on the dark page, so it stands out as it does there.
      dusk: { background: '#F2E9DC', color: '#0B161C', border: '#F2E9DC', hoverBackground: '#FFF8EE' },
    },
  },
  // The output's pages read as sheets of dark paper, lifted from the page around them.
  output: { paper: '#1B262D', ink: '#E8EEF1', mutedInk: '#B4C3CB', accent: '#7FE0C6' },
});

/** An integrator's brand, as one would pass it: their colours, a serif type and rounder shapes. */
export const brandTheme: GeniosTheme = mergeTheme(defaultTheme, {
  colors: { primary: '#0B5D4B', text: '#12332B', focus: '#B8430B', link: '#0B5D4B' },
  fonts: { family: fontStacks.serif },
  container: { borderColor: '#0B5D4B', borderRadius: 20 },
  buttons: {
    borderRadius: 24,
    themes: {
      midDay: { background: '#0B5D4B', border: '#0B5D4B', hoverBackground: '#094A3C' },
      dawn: { color: '#0B5D4B', border: '#0B5D4B' },
    },
  },
  output: { ink: '#0B5D4B', accent: '#0B5D4B' },
});
