import type { Meta } from '@storybook/react-vite';
import type { StoryModule } from '../modes/storyStates';
import { journey } from './appFlows';
import { mapFile } from './mapStory';

/** The app's journey on one page: its pages in order, each as its story's play left it. */
const { meta: annotations, map } = mapFile(
  {
    ...import.meta.glob<StoryModule>('../app/*.stories.tsx', { eager: true }),
    ...import.meta.glob<StoryModule>('../chat/ChatPanel.stories.tsx', { eager: true }),
    ...import.meta.glob<StoryModule>('../output/OutputPageView.stories.tsx', { eager: true }),
  },
  0.25,
);

const meta = { title: 'App/Journey map', ...annotations } satisfies Meta<typeof annotations.component>;
export default meta;
type Story = ReturnType<typeof map>;

export const Journey: Story = map(
  'The journey: log in, pitch a company, read its output',
  'Each picture is the state its story reaches, as the story tests last checked it.',
  journey,
);
