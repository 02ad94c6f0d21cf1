import { expect, waitFor } from 'storybook/test';
import type { StoryModes } from '../../.storybook/modes';
import { fileHasPictures, pictureMode, type PictureMode } from './references';
import { picturedStories, type FlowLine } from './screenMap';
import { storyHref, type StoryEntry } from './storyEntries';

/**
 * A map shows every story its lines name, each a story Storybook has, named screen first then state, linking
 * to it, with its picture in the map's mode; a picture may only be missing while the gate keeps none of the
 * story's file in that mode yet (references are made after the stories).
 */
export async function expectCompleteMap(
  canvasElement: HTMLElement,
  lines: readonly FlowLine[],
  stories: ReadonlyMap<string, StoryEntry>,
  modes: StoryModes,
) {
  const ids = picturedStories(lines);
  const named = lines.flatMap((line) => [line.start, ...line.steps.map(([, story]) => story)]);
  expect(named.filter((id) => !stories.has(id))).toEqual([]);
  await expectNamedPictures(canvasElement, ids, stories, pictureMode(modes).mode);
}

/** The pictures shown are the given stories', in order, each named and linked, loaded where the gate has them. */
export async function expectNamedPictures(
  canvasElement: HTMLElement,
  ids: readonly string[],
  stories: ReadonlyMap<string, StoryEntry>,
  mode: PictureMode,
) {
  const figures = [...canvasElement.querySelectorAll<HTMLElement>('figure[data-state]')];
  expect(figures.map((figure) => figure.dataset.state)).toEqual(ids);
  for (const figure of figures) {
    const entry = stories.get(figure.dataset.state!)!;
    const link = figure.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(storyHref(entry.id));
    expect(link.textContent).toBe(`${entry.screen}${entry.name}`);
    if (entry.pictured && fileHasPictures(entry.id, mode))
      expect(figure.querySelector('img[data-picture]'), entry.id).not.toBeNull();
  }
  // A picture that does not load shows nothing: each must be there, in full.
  const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('img[data-picture]')];
  await waitFor(() => expect(pictures.filter((img) => !img.complete || img.naturalWidth === 0)).toEqual([]));
}
