import { Controls, Description, Primary, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useState } from 'react';
import { defaultTheme, ThemeProvider } from '../src/theme';
import { fileHasPictures, type PictureMode } from '../stories/map/references';
import { StateGallery } from '../stories/map/StateGallery';
import type { StoryEntry } from '../stories/map/storyEntries';

const MODES: readonly PictureMode[] = ['default', 'dark', 'rtl'];

/** The file's states as the gate's pictures, in the mode picked here (docs pages sit outside the toolbar's modes). */
function States() {
  const { csfFile } = useOf('meta', ['meta']);
  const screen = csfFile.meta.title.split('/').at(-1)!;
  const stories = new Map<string, StoryEntry>(
    Object.values(csfFile.stories).map(({ id, name }) => [id, { id, screen, name }]),
  );
  const [mode, setMode] = useState<PictureMode>('default');
  if (![...stories.keys()].some((id) => MODES.some((each) => fileHasPictures(id, each)))) return null;
  return (
    <ThemeProvider theme={defaultTheme}>
      <h2>States</h2>
      <label>
        Pictures in mode{' '}
        <select value={mode} onChange={(event) => setMode(event.target.value as PictureMode)}>
          {MODES.map((each) => (
            <option key={each}>{each}</option>
          ))}
        </select>
      </label>
      <StateGallery stories={stories} mode={mode} />
    </ThemeProvider>
  );
}

/**
 * Every docs page: the component's description, then each state of the file as its play left it (the
 * pictures the gate checked, named as the sidebar names them), then the first story live with its controls.
 */
export function ReviewDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <States />
      <h2>Try it</h2>
      <Primary />
      <Controls />
    </>
  );
}
