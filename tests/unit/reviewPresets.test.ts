import { describe, expect, it } from 'vitest';
import { globalTypes, modesOf } from '../../.storybook/modes';
import { activePreset, presetGlobals, REVIEW_PRESETS } from '../../.storybook/modes/presets';
import { VIEWPORTS } from '../../.storybook/viewports';

/** The values a toolbar dropdown offers for a global. */
const offered = (global: string) =>
  (globalTypes?.[global]?.toolbar?.items ?? []).map((item) => (typeof item === 'string' ? item : item.value));

describe('review presets', () => {
  it.each(REVIEW_PRESETS.map((preset) => [preset.title, preset] as const))(
    '%s names only modes the toolbar offers, as the modes read them',
    (_title, preset) => {
      for (const [global, value] of Object.entries(preset.modes)) expect(offered(global)).toContain(value);
      // Nothing falls back to a default: the preview shows what the preset says.
      expect(modesOf(presetGlobals(preset))).toEqual(preset.modes);
      if (preset.viewport) expect(Object.keys(VIEWPORTS)).toContain(preset.viewport);
    },
  );

  it('are told apart by their globals, so the toolbar shows the one in use', () => {
    for (const preset of REVIEW_PRESETS) expect(activePreset(presetGlobals(preset))).toBe(preset);
    expect(activePreset({ theme: 'brand', dir: 'rtl', locale: 'en' })).toBeUndefined();
  });
});
