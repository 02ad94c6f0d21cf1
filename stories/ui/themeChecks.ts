import { expect } from 'storybook/test';

/**
 * Checks of what a design-system story draws against the theme in use (`storyTheme(globals, parameters.theme)`),
 * so they hold in every theme the story runs in.
 */

/** A theme's #RRGGBB colour as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The element shows the one focus ring every primitive shares, in the theme's focus colour. */
export function expectFocusRing(element: HTMLElement, focus: string) {
  const style = getComputedStyle(element);
  expect(style.outlineStyle).toBe('solid');
  expect(style.outlineColor).toBe(rgb(focus));
}
