import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { storyExports, type StoryModule } from '../modes/storyStates';

/** A story as Storybook's sidebar lists it. */
export interface StoryEntry {
  id: string;
  /** The last part of its file's title: the screen ('MFA enrollment selection'). */
  screen: string;
  /** Its own name ('Authenticator app first'). */
  name: string;
  /** Whether the gate keeps pictures of it: not when its story sets `parameters.screenshot = false`. */
  pictured: boolean;
}

interface StoryExport {
  name?: string;
  parameters?: { screenshot?: boolean };
}

/** Every story of the given story files, by id, named as the sidebar names them. */
export function storyEntries(modules: readonly StoryModule[]): Map<string, StoryEntry> {
  return new Map(
    modules.flatMap((module) => {
      const meta = module.default;
      const title = meta.title!;
      return storyExports(module).map(([key, story]): [string, StoryEntry] => {
        const id = toId(title, storyNameFromExport(key));
        const { name = storyNameFromExport(key), parameters } = story as StoryExport;
        const pictured = (parameters?.screenshot ?? meta.parameters?.screenshot) !== false;
        return [id, { id, screen: title.split('/').at(-1)!, name, pictured }];
      });
    }),
  );
}

/** The address of a story in Storybook, from its canvas (iframe.html sits beside Storybook's page). */
export const storyHref = (id: string) => `./?path=/story/${id}`;
