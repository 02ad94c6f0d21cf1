import { ContrastIcon } from '@storybook/icons';
import { IconButton, TooltipLinkList, WithTooltip } from 'storybook/internal/components';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { activePreset, presetGlobals, REVIEW_PRESETS } from './modes/presets';

/**
 * Review presets in the toolbar: one click sets the theme, direction, locale and viewport together (dark,
 * right to left and pseudo-locale at once, say). The three dropdowns stay for any other combination.
 */
function ReviewPresets() {
  const [globals, updateGlobals] = useGlobals();
  const active = activePreset(globals);
  return (
    <WithTooltip
      placement="top"
      trigger="click"
      closeOnOutsideClick
      tooltip={({ onHide }) => (
        <TooltipLinkList
          links={REVIEW_PRESETS.map((preset) => ({
            id: preset.id,
            title: preset.title,
            active: preset === active,
            onClick: () => {
              updateGlobals(presetGlobals(preset));
              onHide();
            },
          }))}
        />
      )}
    >
      <IconButton key="review-presets" title="Review presets: several modes at once">
        <ContrastIcon />
        {active ? active.title : 'Review presets'}
      </IconButton>
    </WithTooltip>
  );
}

addons.register('genios/review-presets', () => {
  addons.add('genios/review-presets/tool', {
    type: types.TOOL,
    title: 'Review presets',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => <ReviewPresets />,
  });
});
