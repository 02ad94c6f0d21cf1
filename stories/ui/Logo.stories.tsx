import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { Logo } from '../../src/ui/Logo';
import { formatMessage } from '../../src/core/message';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { rgb } from './themeChecks';
import logoUrl from '../assets/logo.svg?url';

const meta = {
  title: 'Design system/Logo',
  tags: ['autodocs'],
  component: Logo,
  args: { name: 'Genios' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 160 × 64 image fits the 100 × 50 box by width: 100 × 40, aspect ratio kept. */
export const WithImage: Story = {
  args: { src: logoUrl, alt: formatMessage(defaultLoginStrings.main.logo, { name: 'Genios' }) },
  play: async ({ canvas, args, globals, parameters }) => {
    const { logo } = storyTheme(globals, parameters.theme);
    // The alternative text as the locale in use writes it: the catalogue's '{name} logo', as the fixture is.
    const alt = formatMessage(storyTexts(globals).login.main.logo, { name: args.name });
    const image = canvas.getByRole('img', { name: alt }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    const { width, height } = image.getBoundingClientRect();
    expect(width).toBeLessThanOrEqual(logo.maxWidth);
    expect(height).toBeLessThanOrEqual(logo.maxHeight);
    expect([width, height]).toEqual([100, 40]);
    expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

export const FallbackLetter: Story = {
  args: { name: 'acme Capital' },
  play: async ({ canvas, canvasElement, globals, parameters }) => {
    const { logo, colors } = storyTheme(globals, parameters.theme);
    const tile = canvas.getByRole('img', { name: 'acme Capital' });
    expect(tile).toHaveTextContent(/^A$/);
    expect(canvasElement.querySelector('img')).toBeNull();
    expect(tile.getBoundingClientRect().height).toBe(logo.maxHeight);
    // The letter in the colour drawn on primary: readable in every theme.
    expect(getComputedStyle(tile).backgroundColor).toBe(rgb(colors.primary));
    expect(getComputedStyle(tile).color).toBe(rgb(colors.onPrimary));
  },
};

/** The image fails to load (a path the server does not have), so the letter tile takes its place. */
export const BrokenImage: Story = {
  args: { src: '/__missing__/logo.png', name: 'Zenith Partners' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-logo-fallback]')).not.toBeNull());
    expect(canvasElement.querySelector('img')).toBeNull();
    expect(canvas.getByRole('img', { name: 'Zenith Partners' })).toHaveTextContent(/^Z$/);
  },
};
