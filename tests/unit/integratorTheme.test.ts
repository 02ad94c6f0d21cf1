import { describe, expect, it } from 'vitest';
import { integratorTheme } from '../../src/login/widget/integratorTheme';
import { brandTheme, darkTheme, defaultTheme } from '../../src/theme';

describe("the widget's theme from an integrator's overrides", () => {
  it('is the default theme without any', () => {
    expect(integratorTheme()).toEqual(defaultTheme);
  });

  it('draws the controls the default draws in primary in the brand colour of colors.primary', () => {
    const theme = integratorTheme({ colors: { primary: '#0B5D4B' } });
    expect(theme.buttons.themes.midDay).toEqual({
      ...defaultTheme.buttons.themes.midDay,
      background: '#0B5D4B',
      border: '#0B5D4B',
      hoverBackground: 'color-mix(in srgb, #0B5D4B 80%, black)',
    });
    expect(theme.buttons.themes.dawn).toEqual({
      ...defaultTheme.buttons.themes.dawn,
      color: '#0B5D4B',
      border: '#0B5D4B',
    });
    expect(theme.colors).toEqual({ ...defaultTheme.colors, primary: '#0B5D4B', link: '#0B5D4B' });
  });

  it('keeps the tokens the integrator sets beside colors.primary, and whole themes as they are', () => {
    const theme = integratorTheme({
      colors: { primary: '#0B5D4B' },
      buttons: { themes: { midDay: { background: '#222222' } } },
    });
    expect(theme.buttons.themes.midDay.background).toBe('#222222');
    expect(theme.buttons.themes.midDay.border).toBe('#0B5D4B');
    for (const whole of [brandTheme, darkTheme]) expect(integratorTheme(whole)).toEqual(whole);
  });
});
