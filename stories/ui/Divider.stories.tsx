import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from '../../src/ui/Divider';

const meta = {
  title: 'UI/Divider',
  component: Divider,
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Or: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('or')).toBeVisible();
    expect(canvas.getAllByRole('separator')).toHaveLength(2);
  },
};

export const CustomLabel: Story = {
  args: { label: 'or continue with' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('or continue with')).toBeVisible();
  },
};
