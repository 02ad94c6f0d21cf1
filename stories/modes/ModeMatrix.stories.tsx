import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryModesProvider, themeIn, type StoryModes } from '../../.storybook/modes';
import { pseudoArgs } from '../../.storybook/modes/pseudoArgs';
import { PSEUDO_MARK } from '../../.storybook/modes/pseudoLocale';
import { GlobalStyles, ThemeProvider } from '../../src/theme';
import { screenStoryStates } from '../login/modes/screenStates';

/**
 * One state of a login screen in each review mode side by side (the modes the gate runs every story in):
 * default, dark, right to left in its pseudo-locale, and the pseudo-locale. Pick the state in the controls.
 */
const states = new Map(screenStoryStates().map((state) => [state.id, state]));

const CELLS: readonly { label: string; modes: StoryModes }[] = [
  { label: 'Default', modes: { theme: 'default', dir: 'ltr', locale: 'en' } },
  { label: 'Dark', modes: { theme: 'dark', dir: 'ltr', locale: 'en' } },
  { label: 'Right to left, pseudo-locale', modes: { theme: 'default', dir: 'rtl', locale: 'pseudo-rtl' } },
  { label: 'Pseudo-locale', modes: { theme: 'default', dir: 'ltr', locale: 'pseudo' } },
];

function ModeMatrix({ state }: { state: string }) {
  const { Story, title, name } = states.get(state)!;
  return (
    <div>
      <h1 css={{ margin: '0 0 16px', fontSize: 24 }}>
        {title}: {name}
      </h1>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        {CELLS.map(({ label, modes }) => (
          <StoryModesProvider key={label} modes={modes}>
            <ThemeProvider theme={themeIn(modes.theme)}>
              <GlobalStyles />
              {/* A picture of the state in the mode: screens take the focus as they mount, and four must not fight for it. */}
              <section
                aria-label={label}
                data-mode-cell={label}
                css={{ padding: 16, background: themeIn(modes.theme).colors.background }}
              >
                <h2 css={{ margin: '0 0 8px', fontSize: 16, color: themeIn(modes.theme).colors.text }}>{label}</h2>
                <div dir={modes.dir} inert>
                  <Story {...(modes.locale === 'en' ? Story.args : pseudoArgs(Story.args, modes.locale))} />
                </div>
              </section>
            </ThemeProvider>
          </StoryModesProvider>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Login/Mode matrix',
  component: ModeMatrix,
  tags: ['!autodocs'],
  args: { state: 'login-screens-main--organization-flow' },
  argTypes: { state: { control: 'select', options: [...states.keys()] } },
  parameters: {
    layout: 'padded',
    // Each state holds its own pictures in every mode; this page only sets them side by side.
    screenshot: false,
    chromatic: { disableSnapshot: true },
  },
} satisfies Meta<typeof ModeMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each cell shows its mode: its direction, its theme's background, and accented texts in the pseudo-locales. */
export const MainScreen: Story = {
  name: 'Main screen',
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll<HTMLElement>('[data-mode-cell]')];
    expect(cells.map((cell) => cell.dataset.modeCell)).toEqual(CELLS.map((cell) => cell.label));
    cells.forEach((cell, index) => {
      const { modes } = CELLS[index]!;
      expect(cell.querySelector('[inert]')!.getAttribute('dir')).toBe(modes.dir);
      const heading = within(cell.querySelector<HTMLElement>('[inert]')!).queryAllByRole('heading', {
        hidden: true,
      })[0];
      expect(heading, modes.locale).toBeDefined();
      expect(PSEUDO_MARK.test(heading!.textContent ?? '')).toBe(modes.locale !== 'en');
    });
  },
};
