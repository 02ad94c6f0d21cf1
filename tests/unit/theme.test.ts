import { describe, expect, it } from 'vitest';
import { brandTheme, buttonThemes, darkTheme, defaultTheme, mergeTheme, type GeniosTheme } from '../../src/theme';

describe('defaultTheme', () => {
  it('carries the constants the specs name', () => {
    expect(defaultTheme.colors).toMatchObject({
      primary: '#19303D',
      secondary: '#5C727D',
      success: '#0C5A56',
      error: '#8B1214',
    });
    // The spec's Arial, behind Arimo: the same metrics, shipped with the project so no host font decides.
    expect(defaultTheme.fonts.family).toMatch(/^Arimo, Arial,/);
    expect(defaultTheme.breakpoints).toEqual([342, 576, 700, 992, 1200, 1400]);
    expect(Object.keys(defaultTheme.buttons.themes)).toEqual(['dawn', 'midDay', 'dusk']);
    expect(Object.keys(defaultTheme.buttons.sizes)).toEqual(['large', 'medium', 'small', 'extra-small']);
    expect(defaultTheme.container.width).toBe(400);
    expect(defaultTheme.buttons.sizes.large.height).toBe(45);
    expect(defaultTheme.inputs.height).toBe(47);
    expect(defaultTheme.logo).toEqual({ maxHeight: 50, maxWidth: 100 });
  });
});

describe('mergeTheme', () => {
  it('returns the base when nothing is overridden', () => {
    expect(mergeTheme(defaultTheme)).toBe(defaultTheme);
  });

  it('overrides nested tokens and keeps their siblings', () => {
    const merged = mergeTheme(defaultTheme, {
      colors: { primary: '#000000' },
      buttons: { themes: { dusk: { background: '#111111' } } },
      container: { width: 360 },
    });
    expect(merged.colors.primary).toBe('#000000');
    expect(merged.colors.error).toBe('#8B1214');
    expect(merged.buttons.themes.dusk).toEqual({ ...defaultTheme.buttons.themes.dusk, background: '#111111' });
    expect(merged.buttons.themes.dawn).toEqual(defaultTheme.buttons.themes.dawn);
    expect(merged.container).toEqual({ ...defaultTheme.container, width: 360 });
  });

  it('replaces arrays whole and ignores undefined values', () => {
    const merged = mergeTheme(defaultTheme, { breakpoints: [500, 1000], fonts: { family: undefined } });
    expect(merged.breakpoints).toEqual([500, 1000]);
    expect(merged.fonts.family).toBe(defaultTheme.fonts.family);
  });

  it('never mutates the base theme', () => {
    const before = JSON.stringify(defaultTheme);
    mergeTheme(defaultTheme, { colors: { primary: '#123456' }, header: { visible: false } });
    expect(JSON.stringify(defaultTheme)).toBe(before);
  });
});

/** WCAG 2's relative luminance of an sRGB colour written #RRGGBB. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two colours, 1 to 21, whichever is lighter. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** WCAG AA: 4.5:1 for text, 3:1 for what identifies a control or a state (borders, focus rings, icons, fills). */
const TEXT = 4.5;
const NON_TEXT = 3;

interface Pair {
  name: string;
  fore: string;
  back: string;
  minimum: number;
}

const text = (name: string, fore: string, back: string): Pair => ({ name, fore, back, minimum: TEXT });
const graphic = (name: string, fore: string, back: string): Pair => ({ name, fore, back, minimum: NON_TEXT });

/** Every colour a theme draws on another, by token. */
function pairsOf({ colors, container, inputs, buttons, output }: GeniosTheme): Pair[] {
  const statusFills = { success: colors.success, error: colors.error, weak: colors.weak, strong: colors.strong };
  return [
    text('text on background', colors.text, colors.background),
    text('text on surface', colors.text, colors.surface),
    text('text on container', colors.text, container.background),
    text('mutedText on background', colors.mutedText, colors.background),
    text('mutedText on surface', colors.mutedText, colors.surface),
    text('mutedText on container', colors.mutedText, container.background),
    text('primary on background (text buttons, toasts)', colors.primary, colors.background),
    text('primary on container', colors.primary, container.background),
    text('link on background', colors.link, colors.background),
    text('link on surface', colors.link, colors.surface),
    text('error on background', colors.error, colors.background),
    text('error on container', colors.error, container.background),
    text('success on background', colors.success, colors.background),
    text('weak on background', colors.weak, colors.background),
    text('strong on background', colors.strong, colors.background),
    text("onPrimary on primary (a member's bubble, a letter logo)", colors.onPrimary, colors.primary),
    ...Object.entries(statusFills).map(([name, fill]) => graphic(`onPrimary icon on ${name}`, colors.onPrimary, fill)),
    text('text on input background', colors.text, inputs.background),
    text('placeholder on input background', inputs.placeholderColor, inputs.background),
    graphic('input border on container', inputs.borderColor, container.background),
    graphic('input border on input background', inputs.borderColor, inputs.background),
    graphic('invalid input border on container', colors.error, container.background),
    graphic('checkbox border (secondary) on background', colors.secondary, colors.background),
    graphic('focus ring on background', colors.focus, colors.background),
    graphic('focus ring on container', colors.focus, container.background),
    graphic('focus ring on surface', colors.focus, colors.surface),
    graphic('progress fill (primary) on its track (border)', colors.primary, colors.border),
    graphic('weak segment on its track (border)', colors.weak, colors.border),
    graphic('strong segment on its track (border)', colors.strong, colors.border),
    ...buttonThemes.flatMap((variant) => {
      const palette = buttons.themes[variant];
      return [
        text(`${variant} label on its background`, palette.color, palette.background),
        text(`${variant} label on its hover background`, palette.color, palette.hoverBackground),
        graphic(`${variant} border on container`, palette.border, container.background),
        graphic(`${variant} border on background`, palette.border, colors.background),
      ];
    }),
    text('output ink on paper', output.ink, output.paper),
    text('output mutedInk on paper', output.mutedInk, output.paper),
    graphic('output accent on paper', output.accent, output.paper),
  ];
}

const themes = { default: defaultTheme, dark: darkTheme, brand: brandTheme };

describe('contrast', () => {
  it('computes WCAG 2 ratios', () => {
    expect(contrast('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#19303D', '#19303D')).toBe(1);
    // The lightest grey that passes AA on white, whichever way round.
    expect(contrast('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrast('#FFFFFF', '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.entries(themes))('the %s theme', (_, theme) => {
  const pairs = pairsOf(theme);

  it('writes every colour it pairs as #RRGGBB', () => {
    const colours = pairs.flatMap(({ fore, back }) => [fore, back]);
    expect(colours.filter((colour) => !/^#[0-9A-F]{6}$/i.test(colour))).toEqual([]);
  });

  it('meets WCAG AA with every pair: 4.5:1 for text, 3:1 for controls, focus rings and icons', () => {
    const failing = pairs
      .map((pair) => ({ ...pair, ratio: Math.round(contrast(pair.fore, pair.back) * 100) / 100 }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ name, fore, back, ratio, minimum }) => `${name}: ${fore} on ${back} is ${ratio}:1, under ${minimum}:1`);
    expect(failing).toEqual([]);
  });
});
