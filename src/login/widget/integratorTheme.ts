import { defaultTheme, mergeTheme, type DeepPartial, type GeniosTheme } from '../../theme';

/**
 * The tokens the default theme draws in its primary colour on the widget's controls: the primary button's fill
 * (and a darker fill on hover), the secondary button's text and border, and links. Text stays the theme's
 * text colour: a brand colour is rarely a reading colour.
 */
const drawnInPrimary = (primary: string): DeepPartial<GeniosTheme> => ({
  colors: { link: primary },
  buttons: {
    themes: {
      midDay: { background: primary, border: primary, hoverBackground: `color-mix(in srgb, ${primary} 80%, black)` },
      dawn: { color: primary, border: primary },
    },
  },
});

/**
 * An integrator's theme as the widget's README documents it: `colors.primary` is the brand's colour, so the
 * controls the default draws in its primary colour follow it (the Continue button included), unless the
 * integrator sets those tokens too (`buttons.themes.midDay`, …), which win.
 */
export function integratorTheme(overrides?: DeepPartial<GeniosTheme>): GeniosTheme {
  const primary = overrides?.colors?.primary;
  const base = primary ? mergeTheme(defaultTheme, drawnInPrimary(primary)) : defaultTheme;
  return mergeTheme(base, overrides);
}
