import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { PasswordAuthenticateScreen } from '../../src/login/groups/passwords/PasswordAuthenticateScreen';
import type { PasswordView } from '../../src/login/groups/passwords/view';
import { passwordIntentSpies } from './intentSpies';
import { passwordFailure } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** No e-mail typed before, no error. */
const empty: Extract<PasswordView, { screen: 'PasswordAuthenticate' }> = {
  screen: 'PasswordAuthenticate',
  email: '',
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Password authenticate',
  component: PasswordAuthenticateScreen,
  decorators: [withWidgetFrame],
  args: { view: empty, intents: passwordIntentSpies(), back: fn() },
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
    expect(args.intents.submitPassword).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: passwordAuthenticate.signUpOrResetPassword }));
    expect(args.intents.forgotPassword).toHaveBeenCalledOnce();
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
    expect(args.intents.submitPassword).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WrongPassword: Story = {
  args: { view: { ...empty, email: 'ada@acme.com', errors: { form: passwordFailure } } },
  play: async ({ canvas, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: common.email })).toHaveValue('ada@acme.com');
    const password = canvas.getByLabelText(common.password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages.passwordFailure);
    expect(canvas.getByText(messages.passwordFailure)).toBeVisible();
  },
};
