import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { PasswordEmailScreen } from '../../src/login/groups/passwords/PasswordEmailScreen';
import type { PasswordView } from '../../src/login/groups/passwords/view';
import { passwordIntentSpies } from './intentSpies';
import { passwordFailure } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** The e-mail step: nothing typed yet. */
const emailStep: Extract<PasswordView, { screen: 'PasswordEmail' }> = {
  screen: 'PasswordEmail',
  email: '',
  passwordRevealed: false,
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Password email',
  component: PasswordEmailScreen,
  decorators: [withWidgetFrame],
  args: { view: emailStep, intents: passwordIntentSpies(), back: fn() },
} satisfies Meta<typeof PasswordEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, messages, passwordAuthenticate } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, passwordAuthenticate.heading);
    expect(canvas.queryByLabelText(common.password)).toBeNull();
    const email = canvas.getByRole('textbox', { name: common.email });
    await userEvent.type(email, 'nope{Enter}');
    expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress);
    expect(args.intents.submitPasswordEmail).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@acme.com{Enter}');
    expect(args.intents.submitPasswordEmail).toHaveBeenCalledWith('ada@acme.com');
    email.blur();
  },
};

export const PasswordStep: Story = {
  args: { view: { ...emailStep, passwordRevealed: true, email: 'ada@acme.com' } },
  play: async ({ canvas, args, globals }) => {
    const { common, passwordAuthenticate } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, passwordAuthenticate.heading);
    const password = canvas.getByLabelText(common.password);
    await userEvent.type(password, 'correct horse{Enter}');
    expect(args.intents.submitPassword).toHaveBeenCalledWith('ada@acme.com', 'correct horse');
    expect(args.intents.submitPasswordEmail).not.toHaveBeenCalled();
    password.blur();
  },
};

export const WrongPassword: Story = {
  args: { view: { ...emailStep, passwordRevealed: true, email: 'ada@acme.com', errors: { form: passwordFailure } } },
  play: async ({ canvas, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    expect(canvas.getByLabelText(common.password)).toHaveAccessibleDescription(messages.passwordFailure);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
