import { expect, waitFor } from 'storybook/test';
import { pseudoArgs } from '../../.storybook/modes/pseudoArgs';
import { PSEUDO_MARK } from '../../.storybook/modes/pseudoLocale';
import type { ComposedStoryState } from './storyStates';

/**
 * The check behind the 'Texts outside the catalogue' stories: every state of some component stories, shown
 * together in the pseudo-locale, where a catalogue's texts come out accented, so a text that bypasses the
 * catalogue stands out unaccented. The user data of the stories' fixtures is named, as it stays as written.
 */

/** What a story's fixtures give as someone's own words (a member's, an organization's, a server's). */
export type UserData = readonly (string | RegExp)[];

/** The attributes whose texts a member reads or hears, as the visible text is. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** The texts a state shows, or names for assistive technology. */
function textsOf(state: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(state, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('style, script') && parent.checkVisibility()) texts.push(node.textContent ?? '');
  }
  for (const element of state.querySelectorAll('*')) {
    for (const name of TEXT_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  }
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

/** Every state side by side, each with its args as the pseudo-locale gives them. */
export function EveryState({ states }: { states: readonly ComposedStoryState[] }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {states.map(({ id, Story }) => (
        // Inert: screens take the focus as they mount, and a wall of them must not fight for it.
        <section key={id} data-state={id} inert>
          <Story {...pseudoArgs(Story.args)} />
        </section>
      ))}
    </div>
  );
}

/** A check's annotations: its states side by side in the pseudo-locale. */
export const checkAnnotations = (states: readonly ComposedStoryState[]) => ({
  render: () => <EveryState states={states} />,
  globals: { locale: 'pseudo' },
  parameters: {
    // A check over other stories, which hold their pictures and their axe checks.
    screenshot: false,
    a11y: { test: 'off' },
    chromatic: { disableSnapshot: true },
  },
});

/**
 * Each state shows the pseudo-locale (so the modes reached it, and an unaccented text means a bypass), and
 * no state shows a text, or names an element, outside the catalogue and the user data.
 */
export async function expectNoTextOutsideCatalogue(
  canvasElement: HTMLElement,
  states: readonly ComposedStoryState[],
  userData: UserData,
) {
  const shown = [...canvasElement.querySelectorAll('[data-state]')];
  expect(shown).toHaveLength(states.length);
  const unlocalized = () => shown.filter((state) => !textsOf(state).some((text) => PSEUDO_MARK.test(text)));
  // A state that renders after a tick (a router's first navigation) is waited for.
  await waitFor(() => expect(unlocalized().map((state) => state.getAttribute('data-state'))).toEqual([]));
  // A state that renders in steps is judged once it has settled: a chat history shows its older messages as
  // written and formats their markdown in a background render (src/chat/MessageList.tsx), which React may still
  // be doing when every state shows the pseudo-locale (it was, for 15 texts, in the built Storybook).
  await waitFor(() => expectOnlyUserData(shown, userData));
}

/** No state shows a text outside the catalogue but user data, and each entry of the user data is shown. */
function expectOnlyUserData(shown: readonly Element[], userData: UserData) {
  const matches = (data: string | RegExp, text: string) => (typeof data === 'string' ? data === text : data.test(text));
  const unmarked = shown.flatMap((state) =>
    textsOf(state)
      .filter((text) => /[A-Za-z]/.test(text) && !PSEUDO_MARK.test(text))
      .map((text) => ({ state: state.getAttribute('data-state'), text })),
  );
  const outside = unmarked.filter(({ text }) => !userData.some((data) => matches(data, text)));
  expect(outside.map(({ state, text }) => `${state}: ${text}`)).toEqual([]);
  // The list of user data names only what the states show: an entry nothing matches would hide a bypass later.
  expect(userData.filter((data) => !unmarked.some(({ text }) => matches(data, text))).map(String)).toEqual([]);
}
