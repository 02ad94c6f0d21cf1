import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Watermark } from '../../src/ui/Watermark';
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

export const Visible: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText(/Powered by/)).toHaveTextContent('Powered by Acme Identity');
  },
};

/** The provider's powered-by image is replaced by a local one; its alt text completes the sentence. */
export const VisibleWithLogo: Story = {
  args: { logoSrc: logoUrl },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Acme Identity' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(logoUrl);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    expect(image.getBoundingClientRect().height).toBe(16);
    expect(canvas.getByText(/Powered by/)).toHaveTextContent('Powered by');
  },
};

/** displayWatermark false (the default when bootstrap fails): nothing at all is rendered. */
export const Hidden: Story = {
  args: { visible: false, logoSrc: logoUrl },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.queryByText(/Powered by/)).toBeNull();
    expect(canvasElement.querySelector('[data-width-frame]')?.childElementCount).toBe(0);
  },
};
