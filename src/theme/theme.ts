/** Design tokens. Values named by the specs are the defaults; integrators override any of them. */
import { fontStacks } from './fonts/stacks';

export const buttonThemes = ['dawn', 'midDay', 'dusk'] as const;
export type ButtonTheme = (typeof buttonThemes)[number];

export const buttonSizes = ['large', 'medium', 'small', 'extra-small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonPalette {
  background: string;
  color: string;
  border: string;
  hoverBackground: string;
}

export interface ButtonMetrics {
  height: number;
  paddingX: number;
  fontSize: number;
}

export interface GeniosTheme {
  colors: {
    primary: string;
    secondary: string;
    success: string;
    error: string;
    background: string;
    surface: string;
    text: string;
    mutedText: string;
    border: string;
    focus: string;
    /** Strength meter and checks: weak (red) and strong (green). */
    weak: string;
    strong: string;
    /** Links in running text and beside the page's logo. */
    link: string;
    /** Text and icons drawn on a filled primary or status colour: a member's chat bubble, a check in its circle. */
    onPrimary: string;
    /** Veils the content under a busy overlay: the background, mostly opaque. */
    overlay: string;
  };
  /** `family` sets every text; `monoFamily` the codes and keys a member copies character by character. */
  fonts: { family: string; monoFamily: string; size: number; headingSize: number; smallSize: number };
  container: { width: number; background: string; borderColor: string; borderRadius: number; padding: number };
  buttons: {
    borderRadius: number;
    themes: Record<ButtonTheme, ButtonPalette>;
    sizes: Record<ButtonSize, ButtonMetrics>;
  };
  inputs: { height: number; borderRadius: number; borderColor: string; placeholderColor: string; background: string };
  logo: { maxHeight: number; maxWidth: number };
  /**
   * The output's pages, drawn as printed documents: the paper, the ink of the title and body (`ink`), of the
   * small labels and fine print (`mutedInk`) and of the rules (`accent`).
   */
  output: { paper: string; ink: string; mutedInk: string; accent: string };
  header: { visible: boolean };
  breakpoints: readonly number[];
}

const primary = '#19303D';
const secondary = '#5C727D';

export const defaultTheme: GeniosTheme = {
  colors: {
    primary,
    secondary,
    success: '#0C5A56',
    error: '#8B1214',
    background: '#FFFFFF',
    surface: '#F3F5F6',
    text: primary,
    mutedText: '#4A5E68',
    border: '#ADBCC5',
    focus: '#1A6BD8',
    weak: '#8B1214',
    strong: '#0C5A56',
    link: primary,
    onPrimary: '#FFFFFF',
    overlay: 'rgba(255, 255, 255, 0.85)',
  },
  fonts: { family: fontStacks.sans, monoFamily: fontStacks.mono, size: 16, headingSize: 24, smallSize: 14 },
  container: { width: 400, background: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: 8, padding: 32 },
  buttons: {
    borderRadius: 4,
    themes: {
      dawn: { background: '#FFFFFF', color: primary, border: primary, hoverBackground: '#E8EDF0' },
      midDay: { background: primary, color: '#FFFFFF', border: primary, hoverBackground: '#24465A' },
      dusk: { background: '#0B161C', color: '#F2E9DC', border: '#0B161C', hoverBackground: '#1F2D35' },
    },
    sizes: {
      large: { height: 45, paddingX: 24, fontSize: 18 },
      medium: { height: 40, paddingX: 20, fontSize: 16 },
      small: { height: 32, paddingX: 14, fontSize: 14 },
      'extra-small': { height: 24, paddingX: 8, fontSize: 12 },
    },
  },
  inputs: { height: 47, borderRadius: 4, borderColor: secondary, placeholderColor: '#5C727D', background: '#FFFFFF' },
  logo: { maxHeight: 50, maxWidth: 100 },
  output: { paper: '#FFFDF8', ink: primary, mutedInk: secondary, accent: '#0C5A56' },
  header: { visible: true },
  breakpoints: [342, 576, 700, 992, 1200, 1400],
};

/** Media query for a width at or above a breakpoint. */
export const above = (px: number): string => `@media (min-width: ${px}px)`;
