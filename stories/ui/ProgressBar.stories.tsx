import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../../src/ui/ProgressBar';

const meta = {
  title: 'Design system/Progress bar',
  tags: ['autodocs'],
  component: ProgressBar,
  args: { label: 'Upload progress', value: 0 },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn fill as a fraction of the track. */
const drawnFraction = (bar: HTMLElement) =>
  (bar.firstElementChild as HTMLElement).getBoundingClientRect().width / bar.getBoundingClientRect().width;

const at = (value: number, now: number): Story => ({
  args: { value },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', String(now));
    expect(drawnFraction(bar)).toBeCloseTo(now / 100, 2);
  },
});

export const Empty = at(0, 0);
export const Partial = at(0.4, 40);
export const Full = at(1, 100);
export const ClampsOutOfRange = at(1.7, 100);

export const CompletedOfTotal: Story = {
  args: { value: undefined, completed: 3, total: 5, label: 'Files uploaded' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Files uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5');
    expect(drawnFraction(bar)).toBeCloseTo(0.6, 2);
  },
};

export const Timed: Story = {
  args: { value: undefined, durationMs: 10_000, label: 'Verifying passcode' },
  play: async ({ canvas }) => {
    // Indeterminate for assistive technology: only CSS knows how far the 10 s fill has gone.
    const bar = canvas.getByRole('progressbar', { name: 'Verifying passcode' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemax');
    // Animations are frozen under test, so the fill rests at its starting point: empty.
    expect(drawnFraction(bar)).toBe(0);
  },
};
