import type { PictureMode } from './references';
import { Thumbnail } from './screenMap';
import type { StoryEntry } from './storyEntries';

/** Every state of a screen as the gate last saw it, in one mode: a docs page's overview of the screen. */
export function StateGallery({ stories, mode }: { stories: ReadonlyMap<string, StoryEntry>; mode: PictureMode }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      {[...stories.keys()].map((id) => (
        <Thumbnail key={id} id={id} stories={stories} scale={0.5} mode={mode} />
      ))}
    </div>
  );
}
