import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordResetFormScreen } from '../../src/login/groups/passwords/PasswordResetFormScreen';
import { ludsMissing, ludsValid, passwordConfig, zxcvbnStrong, zxcvbnWeak } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password reset form',
  component: PasswordResetFormScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { email: 'ada@acme.com', strength: null, canSubmit: false, passwordConfig },
    onPasswordChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordResetFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StoredEmail: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Set a new password');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    expect(email).toBeDisabled();
    expect(email).toHaveValue('ada@acme.com');
    const password = canvas.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'abc');
    expect(args.onPasswordChange).toHaveBeenLastCalledWith('abc');
    // No strength check answered yet: Continue waits.
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    password.blur();
  },
};

export const WithoutStoredEmail: Story = {
  args: { view: { email: null, strength: null, canSubmit: false, passwordConfig } },
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

export const WeakZxcvbn: Story = {
  name: 'Weak password',
  args: { view: { email: 'ada@acme.com', strength: zxcvbnWeak, canSubmit: false, passwordConfig } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'password1');
    expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '1');
    expect(canvas.getByText('This is a very common password.')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StrongZxcvbn: Story = {
  name: 'Strong password',
  args: { view: { email: 'ada@acme.com', strength: zxcvbnStrong, canSubmit: true, passwordConfig } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'violet-kestrel-harbour-42');
    expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4');
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(args.onSubmit).toHaveBeenCalledWith('violet-kestrel-harbour-42');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsMissing: Story = {
  name: 'Password missing character types',
  args: { view: { email: 'ada@acme.com', strength: ludsMissing, canSubmit: false, passwordConfig } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'abcdef');
    expect(canvas.getByText('Must be at least 10 characters long')).toBeVisible();
    expect(
      canvas.getByText('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'),
    ).toBeVisible();
    expect(canvas.getByText(/This password may have been used on a different site/)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsValid: Story = {
  name: 'Password with every character type',
  args: { view: { email: 'ada@acme.com', strength: ludsValid, canSubmit: true, passwordConfig } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefgh12');
    expect(canvas.queryByText(/This password may have been used/)).toBeNull();
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResetFailed: Story = {
  args: {
    view: {
      email: 'ada@acme.com',
      strength: zxcvbnStrong,
      canSubmit: true,
      passwordConfig,
      error: 'We were unable to verify your email. Please contact your admin.',
    },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('We were unable to verify your email. Please contact your admin.');
  },
};
