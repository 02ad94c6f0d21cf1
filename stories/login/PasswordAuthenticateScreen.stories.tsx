import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
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
  play: async ({ canvas, args, globals }) => {
    const { common, passwordAuthenticate } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, passwordAuthenticate.heading);
    const submit = canvas.getByRole('button', { name: common.continue });
    expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), 'ada@acme.com');
    const password = canvas.getByLabelText(common.password);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: `${common.show} ${common.password}` }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: `${common.hide} ${common.password}` }));
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(submit);
    expect(args.onSubmit).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: passwordAuthenticate.signUpOrResetPassword }));
    expect(args.onForgotPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    const email = canvas.getByRole('textbox', { name: common.email });
    await userEvent.type(email, 'ada.acme.com');
    await userEvent.type(canvas.getByLabelText(common.password), 'secret{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress);
    expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WrongPassword: Story = {
  args: { view: { email: 'ada@acme.com', error: passwordFailure } },
  play: async ({ canvas, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: common.email })).toHaveValue('ada@acme.com');
    const password = canvas.getByLabelText(common.password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages.passwordFailure);
    expect(canvas.getByText(messages.passwordFailure)).toBeVisible();
  },
};
