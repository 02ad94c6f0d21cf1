import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordAuthenticateScreen } from '../../src/login/groups/passwords/PasswordAuthenticateScreen';
import { passwordFailure } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password authenticate',
  component: PasswordAuthenticateScreen,
  decorators: [withWidgetFrame],
  args: { view: {}, onSubmit: fn(), onForgotPassword: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordAuthenticateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Log in with email and password');
    const submit = canvas.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@acme.com');
    const password = canvas.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(submit);
    expect(args.onSubmit).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up or reset password' }));
    expect(args.onForgotPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada.acme.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WrongPassword: Story = {
  args: { view: { email: 'ada@acme.com', error: passwordFailure } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@acme.com');
    const password = canvas.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(passwordFailure);
    expect(canvas.getByText(passwordFailure)).toBeVisible();
  },
};
