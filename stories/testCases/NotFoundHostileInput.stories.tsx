import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import notFoundMeta from '../app/NotFound.stories';

/** The not-found page asked for an address that is markup. */
const meta = { ...notFoundMeta, title: 'Test cases/Hostile input/Not found' } satisfies Meta<
  typeof notFoundMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whatever the address holds is text, never markup. */
export const HostileAddress: Story = {
  args: { pathname: '/<img src=x onerror="window.__notFoundXss=1">' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('/<img src=x onerror="window.__notFoundXss=1">')).toBeVisible();
    expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __notFoundXss?: number }).__notFoundXss).toBeUndefined();
  },
};
