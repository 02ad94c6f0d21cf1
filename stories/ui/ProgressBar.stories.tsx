import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../../src/ui/ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Upload progress', value: 0 },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (value: number, now: string): Story => ({
  args: { value },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
});

export const Empty = at(0, '0');
export const Partial = at(0.4, '40');
export const Full = at(1, '100');
export const ClampsOutOfRange = at(1.7, '100');

export const Timed: Story = {
  args: { value: undefined, durationMs: 10_000, label: 'Verifying passcode' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Verifying passcode' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
