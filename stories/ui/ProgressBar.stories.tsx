import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { ProgressBar, type ProgressBarProps } from '../../src/ui/ProgressBar';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { StateGrid, stateCell } from './StateGrid';
import { rgb } from './themeChecks';

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

/** The fill grows from where the line starts: the left, or the right where text runs right to left. */
const expectFillFromStart = (bar: HTMLElement) => {
  const track = bar.getBoundingClientRect();
  const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
  if (getComputedStyle(bar).direction === 'rtl') expect(fill.right).toBeCloseTo(track.right, 0);
  else expect(fill.left).toBeCloseTo(track.left, 0);
};

const at = (value: number, now: number): Story => ({
  args: { value },
  play: async ({ canvas, globals, parameters }) => {
    const { colors } = storyTheme(globals, parameters.theme);
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', String(now));
    expect(drawnFraction(bar)).toBeCloseTo(now / 100, 2);
    expectFillFromStart(bar);
    expect(getComputedStyle(bar).backgroundColor).toBe(rgb(colors.border));
    expect(getComputedStyle(bar.firstElementChild!).backgroundColor).toBe(rgb(colors.primary));
  },
});

export const Empty = at(0, 0);
export const Partial = at(0.4, 40);
export const Full = at(1, 100);
export const ClampsOutOfRange = at(1.7, 100);

export const CompletedOfTotal: Story = {
  args: { value: undefined, completed: 3, total: 5, label: 'Files uploaded' },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Files uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    const { countOf } = storyTexts(globals).ui.progress;
    expect(bar).toHaveAttribute('aria-valuetext', formatMessage(countOf, { completed: 3, total: 5 }));
    expect(drawnFraction(bar)).toBeCloseTo(0.6, 2);
  },
};

export const Timed: Story = {
  args: { value: undefined, durationMs: 10_000, label: 'Verifying passcode' },
  play: async ({ canvas, globals }) => {
    // Indeterminate for assistive technology: only CSS knows how far the 10 s fill has gone.
    const bar = canvas.getByRole('progressbar', { name: storyTexts(globals).login.otpEntry.verifyingProgress });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemax');
    // Animations are frozen under test, so the fill rests at its starting point: empty.
    expect(drawnFraction(bar)).toBe(0);
  },
};

/** The values a designer reviews the bar at, by what each shows. */
const barStates = {
  empty: { value: 0 },
  'a quarter': { value: 0.25 },
  half: { value: 0.5 },
  full: { value: 1 },
  '3 of 5': { completed: 3, total: 5 },
  timed: { durationMs: 10_000 },
} satisfies Record<string, Partial<ProgressBarProps>>;
const barStateNames = Object.keys(barStates) as (keyof typeof barStates)[];

/** Every value side by side, the determinate ones checked for their drawn fill. */
export const AllStates: Story = {
  args: { value: undefined },
  render: (args) => (
    <StateGrid states={barStateNames}>{(state) => <ProgressBar {...args} {...barStates[state]} />}</StateGrid>
  ),
  play: async ({ canvas }) => {
    const bar = (state: keyof typeof barStates) => stateCell(canvas, state).getByRole('progressbar');
    for (const [state, now] of [
      ['empty', 0],
      ['a quarter', 25],
      ['half', 50],
      ['full', 100],
      ['3 of 5', 60],
    ] as const) {
      expect(bar(state)).toHaveAttribute('aria-valuenow', String(now));
      expect(drawnFraction(bar(state))).toBeCloseTo(now / 100, 2);
      expectFillFromStart(bar(state));
    }
    expect(bar('timed')).not.toHaveAttribute('aria-valuenow');
  },
};
