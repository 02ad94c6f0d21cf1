import { describe, expect, it } from 'vitest';
import { defaultTheme, mergeTheme } from '../../src/theme';

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
