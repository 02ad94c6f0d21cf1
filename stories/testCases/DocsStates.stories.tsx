import type { Meta, StoryObj } from '@storybook/react-vite';
import { modesOf } from '../../.storybook/modes';
import { expectNamedPictures } from '../map/mapChecks';
import { pictureMode } from '../map/references';
import { StateGallery } from '../map/StateGallery';
import { storyEntries } from '../map/storyEntries';
import type { StoryModule } from '../modes/storyStates';

/**
 * The states block of every docs page (.storybook/docsPage.tsx), for the screens designers review: the login
 * screens, the app's pages, chat and output. Each state is there, named, with the gate's picture once it has one.
 */
const stories = storyEntries(
  Object.values({
    ...import.meta.glob<StoryModule>('../login/*Screen.stories.tsx', { eager: true }),
    ...import.meta.glob<StoryModule>('../app/*.stories.tsx', { eager: true }),
    ...import.meta.glob<StoryModule>('../chat/*.stories.tsx', { eager: true }),
    ...import.meta.glob<StoryModule>('../output/*.stories.tsx', { eager: true }),
  }),
);

const meta = {
  title: 'Test cases/Docs/Screen states',
  component: StateGallery,
  args: { stories, mode: 'default' },
  tags: ['!autodocs'],
  parameters: { screenshot: false, chromatic: { disableSnapshot: true }, controls: { disable: true } },
} satisfies Meta<typeof StateGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryScreenState: Story = {
  name: 'Every screen state',
  render: (args, { globals }) => <StateGallery {...args} mode={pictureMode(modesOf(globals)).mode} />,
  play: async ({ canvasElement, globals }) => {
    await expectNamedPictures(canvasElement, [...stories.keys()], stories, pictureMode(modesOf(globals)).mode);
  },
};
