import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextInput } from '../../src/ui/TextInput';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: 'Email', type: 'email', placeholder: 'example@email.com', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input.getBoundingClientRect().height).toBe(47);
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(args.onChange).toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Use the address your organization invited.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Use the address your organization invited.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email address', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveFocus();
    expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};
