import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { Watermark } from '../../src/ui/Watermark';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import logoUrl from '../assets/logo.svg?url';

const meta = {
  title: 'Design system/Watermark',
  tags: ['autodocs'],
  component: Watermark,
  args: { visible: true, name: 'Acme Identity' },
  decorators: [
    (Story) => (
      <div data-width-frame style={{ width: 368 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Watermark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The watermark's sentence in the locale in use, around the name (or logo) that fills it. */
const poweredBy = (globals: Record<string, unknown>, name: string) =>
  formatMessage(storyTexts(globals).ui.watermark.poweredBy, { name }).replace(/\s+/g, ' ').trim();

const frame = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-width-frame]')!;

export const Visible: Story = {
  play: async ({ canvasElement, globals }) => {
    expect(frame(canvasElement)).toHaveTextContent(poweredBy(globals, 'Acme Identity'));
  },
};

/** The provider's powered-by image is replaced by a local one; its alt text completes the sentence. */
export const VisibleWithLogo: Story = {
  args: { logoSrc: logoUrl },
  play: async ({ canvas, canvasElement, globals }) => {
    const image = canvas.getByRole('img', { name: 'Acme Identity' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(logoUrl);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    expect(image.getBoundingClientRect().height).toBe(16);
    expect(frame(canvasElement)).toHaveTextContent(poweredBy(globals, ''));
  },
};

/** displayWatermark false (the default when bootstrap fails): nothing at all is rendered. */
export const Hidden: Story = {
  args: { visible: false, logoSrc: logoUrl },
  play: async ({ canvasElement }) => {
    expect(frame(canvasElement).childElementCount).toBe(0);
  },
};
