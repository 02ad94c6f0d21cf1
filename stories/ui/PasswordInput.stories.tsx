import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordInput } from '../../src/ui/PasswordInput';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', defaultValue: 'correct horse battery staple' },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Revealed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
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
