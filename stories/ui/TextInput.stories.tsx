import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextInput, type TextInputProps } from '../../src/ui/TextInput';
import { storyTexts, storyTheme } from '../../.storybook/modes/storyTexts';
import { StateGrid, stateCell } from './StateGrid';
import { expectFocusRing, rgb } from './themeChecks';

const meta = {
  title: 'Design system/Text input',
  tags: ['autodocs'],
  component: TextInput,
  args: { label: 'Email', type: 'email', placeholder: 'example@email.com', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's 'Email' field: its label and placeholder are the catalogue's, in the locale in use. */
const emailTexts = (globals: Record<string, unknown>) => storyTexts(globals).login.common;

export const Default: Story = {
  play: async ({ canvas, args, globals, parameters }) => {
    const { email, emailPlaceholder } = emailTexts(globals);
    const theme = storyTheme(globals, parameters.theme);
    const input = canvas.getByRole('textbox', { name: email });
    expect(input.getBoundingClientRect().height).toBe(theme.inputs.height);
    // On whole pixels, so the focus ring's anti-aliasing is the same whatever the browser drew before.
    expect(Number.isInteger(input.getBoundingClientRect().top)).toBe(true);
    expect(getComputedStyle(input).borderTopColor).toBe(rgb(theme.inputs.borderColor));
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('placeholder', emailPlaceholder);
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
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: emailTexts(globals).email });
    expect(input).toHaveAccessibleDescription('Use the address your organization invited.');
    expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email address', hint: 'Use the address your organization invited.', defaultValue: 'ada@' },
  play: async ({ canvas, globals, parameters }) => {
    const { colors } = storyTheme(globals, parameters.theme);
    const { invalidEmailAddress } = storyTexts(globals).login.messages;
    const input = canvas.getByRole('textbox', { name: emailTexts(globals).email });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`Use the address your organization invited. ${invalidEmailAddress}`);
    const error = canvas.getByText(invalidEmailAddress);
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(getComputedStyle(error).color).toBe(rgb(colors.error));
    expect(getComputedStyle(input).borderTopColor).toBe(rgb(colors.error));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: emailTexts(globals).email });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 });
    expect(input).toHaveValue('ada@example.com');
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, globals, parameters }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: emailTexts(globals).email });
    expect(input).toHaveFocus();
    expectFocusRing(input, storyTheme(globals, parameters.theme).colors.focus);
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
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: emailTexts(globals).email });
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

const inputStates = ['empty', 'filled', 'invalid', 'disabled'] as const;
type InputState = (typeof inputStates)[number];

/** What puts an input in each state: a value, an error (the catalogue's, in the locale in use), or disabled. */
const inputStateProps = (state: InputState, error: string): Partial<TextInputProps> =>
  ({
    empty: {},
    filled: { defaultValue: 'ada@example.com' },
    invalid: { defaultValue: 'ada@', error },
    disabled: { defaultValue: 'ada@example.com', disabled: true },
  })[state];

/** Every state of the field, side by side: empty (placeholder), filled, invalid, disabled. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid states={inputStates}>
      {(state) => (
        <TextInput {...args} {...inputStateProps(state, storyTexts(globals).login.messages.invalidEmailAddress)} />
      )}
    </StateGrid>
  ),
  play: async ({ canvas, globals, parameters }) => {
    const { colors, inputs } = storyTheme(globals, parameters.theme);
    const { email, emailPlaceholder } = emailTexts(globals);
    const { invalidEmailAddress } = storyTexts(globals).login.messages;
    const field = (state: InputState) => stateCell(canvas, state).getByRole('textbox', { name: email });
    expect(field('empty')).toHaveValue('');
    expect(field('empty')).toHaveAttribute('placeholder', emailPlaceholder);
    expect(field('filled')).toHaveValue('ada@example.com');
    expect(getComputedStyle(field('filled')).borderTopColor).toBe(rgb(inputs.borderColor));
    expect(field('invalid')).toHaveAttribute('aria-invalid', 'true');
    expect(field('invalid')).toHaveAccessibleDescription(invalidEmailAddress);
    expect(getComputedStyle(field('invalid')).borderTopColor).toBe(rgb(colors.error));
    expect(field('disabled')).toBeDisabled();
    expect(getComputedStyle(field('disabled')).backgroundColor).toBe(rgb(colors.surface));
  },
};
