import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordInput, type PasswordInputProps } from '../../src/ui/PasswordInput';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { StateGrid, stateCell } from './StateGrid';

const meta = {
  title: 'Design system/Password input',
  tags: ['autodocs'],
  component: PasswordInput,
  args: { label: 'Password', defaultValue: 'correct horse battery staple', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The field's label (the widget's 'Password') and its toggle's names, in the locale in use: the toggle is named by
 * its word and the field's label ('Show Password').
 */
const passwordTexts = (globals: Record<string, unknown>, label = storyTexts(globals).login.common.password) => {
  const { show, hide } = storyTexts(globals).ui.passwordToggle;
  return { label, toggle: { show, showPassword: `${show} ${label}`, hidePassword: `${hide} ${label}` } };
};

export const Hidden: Story = {
  play: async ({ canvas, globals }) => {
    const { label, toggle: texts } = passwordTexts(globals);
    const input = canvas.getByLabelText(label);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: texts.showPassword });
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveTextContent(texts.show);
  },
};

export const Revealed: Story = {
  play: async ({ canvas, globals }) => {
    const { label, toggle } = passwordTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: toggle.showPassword }));
    const input = canvas.getByLabelText(label);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct horse battery staple');
    expect(canvas.getByRole('button', { name: toggle.hidePassword })).toHaveFocus();
    // Keyboard toggles back and forth; the value survives each switch.
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(canvas.getByRole('button', { name: toggle.showPassword })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct horse battery staple');
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', defaultValue: undefined, required: true },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toBeRequired();
    await userEvent.type(input, 's3cret!');
    expect(input).toHaveValue('s3cret!');
    expect(args.onChange).toHaveBeenCalledTimes('s3cret!'.length);
    await userEvent.click(
      canvas.getByRole('button', { name: passwordTexts(globals, 'New password').toggle.showPassword }),
    );
    expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email or password. Please try again or use the link below to get help.' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(passwordTexts(globals).label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(storyTexts(globals).login.messages.passwordFailure);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const { label, toggle: texts } = passwordTexts(globals);
    expect(canvas.getByLabelText(label)).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: texts.showPassword });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(canvas.getByLabelText(label)).toHaveAttribute('type', 'password');
  },
};

const passwordStates = ['empty', 'filled', 'invalid', 'disabled'] as const;
type PasswordState = (typeof passwordStates)[number];

/** What puts the field in each state: no value, a value, an error (the catalogue's), or disabled. */
const passwordStateProps = (state: PasswordState, error: string): Partial<PasswordInputProps> =>
  ({
    empty: { defaultValue: undefined },
    filled: {},
    invalid: { error },
    disabled: { disabled: true },
  })[state];

/** Every state of the field, side by side, each with its show/hide toggle. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid states={passwordStates}>
      {(state) => (
        <PasswordInput {...args} {...passwordStateProps(state, storyTexts(globals).login.messages.passwordFailure)} />
      )}
    </StateGrid>
  ),
  play: async ({ canvas, globals }) => {
    const { label, toggle } = passwordTexts(globals);
    const cell = (state: PasswordState) => stateCell(canvas, state);
    for (const state of passwordStates) {
      expect(cell(state).getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(cell(state).getByRole('button', { name: toggle.showPassword })).toHaveTextContent(toggle.show);
    }
    expect(cell('empty').getByLabelText(label)).toHaveValue('');
    expect(cell('filled').getByLabelText(label)).toHaveValue('correct horse battery staple');
    expect(cell('invalid').getByLabelText(label)).toHaveAccessibleDescription(
      storyTexts(globals).login.messages.passwordFailure,
    );
    expect(cell('disabled').getByLabelText(label)).toBeDisabled();
    expect(cell('disabled').getByRole('button', { name: toggle.showPassword })).toBeDisabled();
  },
};
