import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordInput } from '../../src/ui/PasswordInput';

const meta = {
  title: 'Design system/Password input',
  tags: ['autodocs'],
  component: PasswordInput,
  args: { label: 'Password', defaultValue: 'correct horse battery staple', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveTextContent('Show');
  },
};

export const Revealed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    const input = canvas.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct horse battery staple');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(hide).toHaveFocus();
    // Keyboard toggles back and forth; the value survives each switch.
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct horse battery staple');
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', defaultValue: undefined, required: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toBeRequired();
    await userEvent.type(input, 's3cret!');
    expect(input).toHaveValue('s3cret!');
    expect(args.onChange).toHaveBeenCalledTimes('s3cret!'.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email or password. Please try again or use the link below to get help.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Invalid email or password. Please try again or use the link below to get help.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Password')).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};
