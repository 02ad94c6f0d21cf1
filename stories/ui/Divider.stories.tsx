import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from '../../src/ui/Divider';
import { storyTexts } from '../../.storybook/modes/storyTexts';

const meta = {
  title: 'Design system/Divider',
  tags: ['autodocs'],
  component: Divider,
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label sits in the middle: both rules have the same length. */
const expectCentred = (lines: HTMLElement[]) => {
  expect(lines).toHaveLength(2);
  const [left, right] = lines.map((line) => line.getBoundingClientRect());
  expect(left!.width).toBeGreaterThan(0);
  expect(left!.width).toBeCloseTo(right!.width, 0);
};

export const Or: Story = {
  play: async ({ canvas, globals }) => {
    expect(canvas.getByText(storyTexts(globals).ui.divider.or)).toBeVisible();
    expectCentred(canvas.getAllByRole('separator'));
  },
};

export const CustomLabel: Story = {
  args: { label: 'or continue with' },
  play: async ({ canvas, globals }) => {
    expect(canvas.getByText('or continue with')).toBeVisible();
    expect(canvas.queryByText(storyTexts(globals).ui.divider.or)).toBeNull();
    expectCentred(canvas.getAllByRole('separator'));
  },
};
