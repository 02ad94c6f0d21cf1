import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordEmailScreen } from '../../src/login/groups/passwords/PasswordEmailScreen';
import { passwordFailure } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password email',
  component: PasswordEmailScreen,
  decorators: [withWidgetFrame],
  args: { view: { passwordRevealed: false }, onSubmitEmail: fn(), onSubmitPassword: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Log in with email and password');
    expect(canvas.queryByLabelText('Password')).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'nope{Enter}');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(args.onSubmitEmail).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@acme.com{Enter}');
    expect(args.onSubmitEmail).toHaveBeenCalledWith('ada@acme.com');
    email.blur();
  },
};

export const PasswordStep: Story = {
  args: { view: { passwordRevealed: true, email: 'ada@acme.com' } },
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Log in with email and password');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'correct horse{Enter}');
    expect(args.onSubmitPassword).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    expect(args.onSubmitEmail).not.toHaveBeenCalled();
    password.blur();
  },
};

export const WrongPassword: Story = {
  args: { view: { passwordRevealed: true, email: 'ada@acme.com', passwordError: passwordFailure } },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(passwordFailure);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
