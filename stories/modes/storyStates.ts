import {
  INTERNAL_DEFAULT_PROJECT_ANNOTATIONS,
  type Meta,
  type ReactRenderer,
  type StoryObj,
} from '@storybook/react-vite';
import type { Args, ComposedStoryFn } from 'storybook/internal/types';
import { isExportStory, storyNameFromExport } from 'storybook/internal/csf';
import { composeStory } from 'storybook/preview-api';

/** A story file: its meta (default export) and its stories. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each file's meta has its own component's args
export type StoryModule = { default: Meta<any> } & Record<string, unknown>;

export interface ComposedStoryState<File extends string = string> {
  /** The story's id, as Storybook's index names it. */
  id: string;
  /** The story's file, by the name it was given. */
  file: File;
  /** The file and the story as Storybook's sidebar names them ('MFA Enrollment Selection', 'Ready'). */
  title: string;
  name: string;
  /** The story, args, decorators and render in place, to render inside another story. */
  Story: ComposedStoryFn<ReactRenderer, Args>;
}

/**
 * A story file's stories by export name, as Storybook takes them from the module (processCSFFile): neither its
 * meta nor the export order that Storybook's build adds to every story file (`__namedExportsOrder`, a list of
 * names that is no story), and only the exports its meta's includeStories and excludeStories let through.
 */
export function storyExports(module: StoryModule): [string, unknown][] {
  const { default: meta, __namedExportsOrder: _order, ...named } = module;
  return Object.entries(named).filter(([name]) => isExportStory(name, meta));
}

/**
 * Every story of the given files that shows a state (not the test harnesses the files mark with
 * `screenshot: false`), composed with its file's annotations only: the story around it gives the modes.
 */
export function storyStates<File extends string>(files: Record<File, StoryModule>): ComposedStoryState<File>[] {
  return (Object.entries(files) as [File, StoryModule][]).flatMap(([file, module]) => {
    const meta = module.default;
    return storyExports(module)
      .map(([name, story]) => ({
        file,
        title: meta.title!.split('/').at(-1)!,
        name: storyNameFromExport(name),
        // The renderer's defaults only, not the preview's (whose modes the story around it applies once).
        Story: composeStory<ReactRenderer>(
          story as StoryObj,
          meta,
          undefined,
          INTERNAL_DEFAULT_PROJECT_ANNOTATIONS,
          name,
        ) as ComposedStoryFn<ReactRenderer, Args>,
      }))
      .filter(({ Story }) => Story.parameters.screenshot !== false)
      .map((state) => ({ ...state, id: state.Story.id }));
  });
}
