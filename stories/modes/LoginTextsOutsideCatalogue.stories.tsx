import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pseudoArgs } from '../../.storybook/modes/pseudoArgs';
import { PSEUDO_MARK } from '../../.storybook/modes/pseudoLocale';
import { hostileName } from '../login/loginFixtures';
import { screenStoryStates } from '../login/modes/screenStates';

/**
 * Every state of every login screen's stories, in the pseudo-locale: the texts the widget shows from its
 * catalogue come out accented, so any text that bypasses the catalogue stands out unaccented. The play lists
 * them (target: none).
 */

const states = screenStoryStates();

/** What the fixtures give as the member's, the organization's or the provider's own words: not the widget's. */
const USER_DATA: readonly (string | RegExp)[] = [
  // The member's e-mail, the organizations (by name, or by initial in place of a logo), a client's own scope.
  'ada@acme.com',
  'Acme Corporation',
  'Zenith Partners',
  'northwind traders',
  'Globex',
  'Initech',
  /^[A-Z]$/,
  'Read your quarterly reports',
  // The hostile organization name, wherever a fixture puts it.
  new RegExp(hostileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  // A web address (linked), the authenticator secret in groups of four, backup codes.
  /^https?:\/\/\S+$/,
  /^([a-z2-7]{4} ){3,}[a-z2-7]{1,4}$/,
  /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/,
  // The provider's own error messages, which the widget shows as the provider words them.
  'Member not found in organization.',
  'The redirect_uri is not allowed for this client. See',
  'for details.',
];

/** The attributes whose texts a member reads or hears, as the visible text is. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];

const outsideCatalogue = (text: string) =>
  /[A-Za-z]/.test(text) &&
  !PSEUDO_MARK.test(text) &&
  !USER_DATA.some((data) => (typeof data === 'string' ? data === text : data.test(text)));

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

function EveryState() {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {states.map(({ id, Story }) => (
        // Inert: the screens' headings take the focus as they mount, and a wall of them must not fight for it.
        <section key={id} data-state={id} inert>
          <Story {...pseudoArgs(Story.args)} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Login/Checks/Texts outside the catalogue',
  component: EveryState,
  globals: { locale: 'pseudo' },
  parameters: {
    // A check over the screens' own stories, which hold their pictures and their axe checks.
    screenshot: false,
    a11y: { test: 'off' },
    chromatic: { disableSnapshot: true },
  },
} satisfies Meta<typeof EveryState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryScreenState: Story = {
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('[data-state]')];
    expect(shown).toHaveLength(states.length);
    // What a state loads on demand (an OAuth button's brand mark) is in place first.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-on-demand]:empty')).toHaveLength(0));
    // Each state shows the pseudo-locale, so the modes reached it and an unaccented text means a bypass.
    const unmarked = shown.filter((state) => !textsOf(state).some((text) => PSEUDO_MARK.test(text)));
    expect(unmarked.map((state) => state.getAttribute('data-state'))).toEqual([]);
    const outside = shown.flatMap((state) =>
      textsOf(state)
        .filter(outsideCatalogue)
        .map((text) => `${state.getAttribute('data-state')}: ${text}`),
    );
    expect(outside).toEqual([]);
  },
};
