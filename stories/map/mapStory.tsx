import type { StoryObj } from '@storybook/react-vite';
import { modesOf } from '../../.storybook/modes';
import type { StoryModule } from '../modes/storyStates';
import { expectCompleteMap } from './mapChecks';
import { ScreenMap, type FlowLine, type ScreenMapProps } from './screenMap';
import { storyEntries } from './storyEntries';

/**
 * A file of maps over some story files: the meta's annotations, and a map story per flow whose play holds
 * the map to its stories (mapChecks.ts).
 */
export function mapFile(modules: Record<string, StoryModule>, scale: number) {
  const stories = storyEntries(Object.values(modules));
  const MapOfStories = (props: ScreenMapProps) => <ScreenMap {...props} stories={stories} />;
  const meta = {
    component: MapOfStories,
    // A page of pictures already: a docs page would only repeat it.
    tags: ['!autodocs'],
    parameters: {
      layout: 'fullscreen',
      // Made of the pictures the gate already checked: its own would only repeat them.
      screenshot: false,
      chromatic: { disableSnapshot: true },
      controls: { disable: true },
    },
  };
  const map = (heading: string, intro: string, lines: FlowLine[]): StoryObj<typeof MapOfStories> => ({
    args: { heading, intro, lines, scale },
    play: async ({ canvasElement, globals }) => {
      await expectCompleteMap(canvasElement, lines, stories, modesOf(globals));
    },
  });
  return { meta, map };
}
