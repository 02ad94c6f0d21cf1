import { describe, expect, it } from 'vitest';
import { storyExports, type StoryModule } from '../../stories/modes/storyStates';

describe('storyExports', () => {
  it("takes a story file's stories as Storybook does, without the export order its build adds", () => {
    const story = { args: {} };
    const module: StoryModule = {
      default: { title: 'Login/Screens/Main', excludeStories: ['fixture'] },
      Ready: story,
      fixture: {},
      // What Storybook's build appends to every story file: no story, though its name could be one's.
      __namedExportsOrder: ['Ready', 'fixture'],
    };
    expect(storyExports(module)).toEqual([['Ready', story]]);
  });
});
