import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontStacks, type DeepPartial, type GeniosTheme } from '../../src/theme';
import { Button } from '../../src/ui/Button';
import { storyTheme } from '../../.storybook/modes/storyTexts';
import { rgb } from './themeChecks';

/** The token sheet designers review, rendered from whatever theme is in force. */
function ThemeSheet() {
  const theme = useTheme();
  const swatches = Object.entries(theme.colors);
  return (
    <div style={{ width: theme.container.width, fontFamily: theme.fonts.family }}>
      <h1 style={{ fontSize: theme.fonts.headingSize, margin: '0 0 12px' }}>Theme tokens</h1>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {swatches.map(([name, value]) => (
          <li key={name} data-token={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              aria-hidden
              style={{ width: 24, height: 24, background: value, border: `1px solid ${theme.colors.border}` }}
            />
            <span>
              {name} <code>{value}</code>
            </span>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        <Button variant="dawn">Dawn</Button>
        <Button variant="midDay">Mid day</Button>
        <Button variant="dusk">Dusk</Button>
      </div>
    </div>
  );
}

const meta = { title: 'Design system/Theme', tags: ['autodocs'], component: ThemeSheet } satisfies Meta<
  typeof ThemeSheet
>;
export default meta;
type Story = StoryObj<typeof meta>;

const token = (root: HTMLElement, name: string) => root.querySelector(`[data-token="${name}"] code`)?.textContent;

/** The sheet shows every colour of the theme in use (the default, dark or brand theme, by the toolbar). */
export const Default: Story = {
  play: async ({ canvasElement, globals, parameters }) => {
    for (const [name, value] of Object.entries(storyTheme(globals, parameters.theme).colors)) {
      expect(token(canvasElement, name)).toBe(value);
    }
  },
};

/**
 * An integrator's brand over the theme in use: a brand colour drawn on the page and as a button's fill (white
 * text on it), a typeface, a radius, a width. The page's own colours (text on background) stay the theme's, so the
 * brand reads on the light and the dark page alike.
 */
const integratorTheme: DeepPartial<GeniosTheme> = {
  colors: { primary: '#4B2A84' },
  fonts: { family: fontStacks.serif },
  buttons: { borderRadius: 22, themes: { midDay: { background: '#4B2A84', color: '#FFFFFF', border: '#4B2A84' } } },
  container: { width: 360 },
};

export const IntegratorOverrides: Story = {
  parameters: { theme: integratorTheme },
  play: async ({ canvas, canvasElement, globals }) => {
    expect(token(canvasElement, 'primary')).toBe('#4B2A84');
    // Tokens the integrator left alone keep the values of the theme under them.
    expect(token(canvasElement, 'success')).toBe(storyTheme(globals).colors.success);
    const midDay = canvas.getByRole('button', { name: 'Mid day' });
    expect(getComputedStyle(midDay).backgroundColor).toBe(rgb('#4B2A84'));
    expect(getComputedStyle(midDay).borderRadius).toBe('22px');
  },
};
