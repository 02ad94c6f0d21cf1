import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultTheme } from '../../src/theme';
import { TextInput, type TextInputProps } from '../../src/ui/TextInput';

const meta = {
  title: 'Design system/Text input',
  tags: ['autodocs'],
  component: TextInput,
  args: { label: 'Email', type: 'email', placeholder: 'example@email.com', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input.getBoundingClientRect().height).toBe(defaultTheme.inputs.height);
    // On whole pixels, so the focus ring's anti-aliasing is the same whatever the browser drew before.
    expect(Number.isInteger(input.getBoundingClientRect().top)).toBe(true);
    expect(getComputedStyle(input).borderTopColor).toBe(hexToRgb(defaultTheme.inputs.borderColor));
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('placeholder', 'example@email.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(args.onChange).toHaveBeenCalledTimes('ada@example.com'.length);
    input.blur();
  },
};

export const WithHint: Story = {
  args: { hint: 'Use the address your organization invited.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Use the address your organization invited.');
    expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email address', hint: 'Use the address your organization invited.', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use the address your organization invited. Invalid email address');
    const error = canvas.getByText('Invalid email address');
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(getComputedStyle(error).color).toBe(hexToRgb(defaultTheme.colors.error));
    expect(getComputedStyle(input).borderTopColor).toBe(hexToRgb(defaultTheme.colors.error));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 });
    expect(input).toHaveValue('ada@example.com');
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveFocus();
    const style = getComputedStyle(input);
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineColor).toBe(hexToRgb(defaultTheme.colors.focus));
  },
};

/** A controlled input whose owner validates as the user types: the error appears and clears with the value. */
function ValidatedEmail(args: TextInputProps) {
  const [value, setValue] = useState('');
  const error =
    value !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? 'Enter an email like name@example.com' : undefined;
  return (
    <TextInput
      {...args}
      value={value}
      error={error}
      onChange={(event) => {
        args.onChange?.(event);
        setValue(event.target.value);
      }}
    />
  );
}

export const ControlledValidation: Story = {
  render: (args) => <ValidatedEmail {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example');
    expect(input).toHaveValue('ada@example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email like name@example.com');
    await userEvent.type(input, '.com');
    expect(input).toHaveValue('ada@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(canvas.queryByText('Enter an email like name@example.com')).toBeNull();
  },
};
