import type { DeviceViewport } from '../viewports';
import type { StoryModes } from './index';

/**
 * The toolbar's presets (.storybook/manager.tsx): the combinations a designer reviews most, each one click
 * instead of a click per dropdown. A preset sets every mode and the viewport, so what it shows never depends
 * on what was picked before. The right-to-left presets use the right-to-left pseudo-locale, as the gate does.
 */
export interface ReviewPreset {
  id: string;
  title: string;
  modes: StoryModes;
  /** A device of the toolbar's viewports; none fills the canvas. */
  viewport?: DeviceViewport;
}

const ltr = { dir: 'ltr', locale: 'en' } as const;
const rtl = { dir: 'rtl', locale: 'pseudo-rtl' } as const;

export const REVIEW_PRESETS: readonly ReviewPreset[] = [
  { id: 'default', title: 'Default', modes: { theme: 'default', ...ltr } },
  { id: 'dark', title: 'Dark', modes: { theme: 'dark', ...ltr } },
  { id: 'rtl', title: 'Right to left', modes: { theme: 'default', ...rtl } },
  { id: 'pseudo', title: 'Pseudo-locale', modes: { theme: 'default', dir: 'ltr', locale: 'pseudo' } },
  { id: 'dark-rtl', title: 'Dark, right to left, pseudo-locale', modes: { theme: 'dark', ...rtl } },
  { id: 'brand', title: 'Brand theme', modes: { theme: 'brand', ...ltr } },
  { id: 'phone', title: 'Phone 375', modes: { theme: 'default', ...ltr }, viewport: 'phone375' },
  { id: 'phone-dark', title: 'Phone 375, dark', modes: { theme: 'dark', ...ltr }, viewport: 'phone375' },
  { id: 'phone-rtl', title: 'Phone 390, right to left', modes: { theme: 'default', ...rtl }, viewport: 'phone390' },
  { id: 'tablet', title: 'Tablet 768', modes: { theme: 'default', ...ltr }, viewport: 'tablet768' },
];

/** The globals a preset sets: its modes, and its viewport or none. */
export const presetGlobals = ({ modes, viewport }: ReviewPreset) => ({
  ...modes,
  viewport: { value: viewport, isRotated: false },
});

/** The preset the toolbar's globals match, if any. */
export function activePreset(globals: Record<string, unknown>): ReviewPreset | undefined {
  const { viewport: given } = globals as { viewport?: string | { value?: string } };
  const viewport = typeof given === 'string' ? given : given?.value;
  return REVIEW_PRESETS.find(
    (preset) =>
      (Object.keys(preset.modes) as (keyof StoryModes)[]).every((key) => globals[key] === preset.modes[key]) &&
      (viewport || undefined) === preset.viewport,
  );
}
