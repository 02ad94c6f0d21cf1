import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import type { StoryModule } from '../modes/storyStates';

/** A story as Storybook's sidebar lists it. */
export interface StoryEntry {
  id: string;
  /** The last part of its file's title: the screen ('MFA enrollment selection'). */
  screen: string;
  /** Its own name ('Authenticator app first'). */
  name: string;
}

/** Every story of the given story files, by id, named as the sidebar names them. */
export function storyEntries(modules: readonly StoryModule[]): Map<string, StoryEntry> {
  return new Map(
    modules.flatMap((module) => {
      const meta = module.default;
      const title = meta.title!;
      return Object.entries(module)
        .filter(([key]) => key !== 'default' && isExportStory(key, meta))
        .map(([key, story]): [string, StoryEntry] => {
          const id = toId(title, storyNameFromExport(key));
          const name = (story as { name?: string }).name ?? storyNameFromExport(key);
          return [id, { id, screen: title.split('/').at(-1)!, name }];
        });
    }),
  );
}

/** The address of a story in Storybook, from its canvas (iframe.html sits beside Storybook's page). */
export const storyHref = (id: string) => `./?path=/story/${id}`;
