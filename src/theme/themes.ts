import { fontStacks } from './fonts/stacks';
import { mergeTheme } from './mergeTheme';
import { defaultTheme, type GeniosTheme } from './theme';

/**
 * Dark: light text on dark surfaces. Every text and control colour keeps the 4.5:1 contrast of WCAG AA
 * against the surface it sits on (the story tests run axe over every login screen in it).
 */
export const darkTheme: GeniosTheme = mergeTheme(defaultTheme, {
  colors: {
    primary: '#9CD3F0',
    secondary: '#A9BAC4',
    background: '#10181D',
    surface: '#1B262D',
    text: '#E8EEF1',
    mutedText: '#B4C3CB',
    border: '#5F7480',
    focus: '#FFD479',
    error: '#FF9B9B',
    success: '#7FE0C6',
    weak: '#FF9B9B',
    strong: '#7FE0C6',
  },
  container: { background: '#10181D', borderColor: '#5F7480' },
  inputs: { background: '#1B262D', borderColor: '#A9BAC4', placeholderColor: '#A9BAC4' },
  buttons: {
    themes: {
      midDay: { background: '#9CD3F0', color: '#0C1A22', border: '#9CD3F0', hoverBackground: '#C2E5F7' },
      dawn: { background: '#10181D', color: '#E8EEF1', border: '#A9BAC4', hoverBackground: '#1B262D' },
    },
  },
});

/** An integrator's brand, as one would pass it: their colours, a serif type and rounder shapes. */
export const brandTheme: GeniosTheme = mergeTheme(defaultTheme, {
  colors: { primary: '#0B5D4B', text: '#12332B', focus: '#B8430B' },
  fonts: { family: fontStacks.serif },
  container: { borderColor: '#0B5D4B', borderRadius: 20 },
  buttons: {
    borderRadius: 24,
    themes: {
      midDay: { background: '#0B5D4B', border: '#0B5D4B', hoverBackground: '#094A3C' },
      dawn: { color: '#0B5D4B', border: '#0B5D4B' },
    },
  },
});
