import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { PasswordResetFormScreen } from '../../src/login/groups/passwords/PasswordResetFormScreen';
import type { PasswordView } from '../../src/login/groups/passwords/view';
import { passwordIntentSpies } from './intentSpies';
import { ludsMissing, ludsValid, passwordConfig, zxcvbnStrong, zxcvbnWeak } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** The e-mail stored before the reset, and no strength check answered yet. */
const storedEmail: Extract<PasswordView, { screen: 'PasswordResetForm' }> = {
  screen: 'PasswordResetForm',
  storedEmail: 'ada@acme.com',
  strength: null,
  canSubmit: false,
  passwordConfig,
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Password reset form',
  component: PasswordResetFormScreen,
  decorators: [withWidgetFrame],
  args: {
    view: storedEmail,
    intents: passwordIntentSpies(),
    back: undefined,
  },
} satisfies Meta<typeof PasswordResetFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StoredEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, passwordResetForm } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, passwordResetForm.heading);
    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toBeDisabled();
    expect(email).toHaveValue('ada@acme.com');
    const password = canvas.getByLabelText(common.password);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'abc');
    expect(args.intents.checkPasswordStrength).toHaveBeenLastCalledWith('abc');
    // No strength check answered yet: Continue waits.
    expect(canvas.getByRole('button', { name: common.continue })).toBeDisabled();
    password.blur();
  },
};

export const WithoutStoredEmail: Story = {
  args: { view: { ...storedEmail, storedEmail: null } },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(canvas.queryByRole('textbox', { name: common.email })).toBeNull();
    expect(canvas.getByLabelText(common.password)).toBeVisible();
  },
};

export const WeakZxcvbn: Story = {
  name: 'Weak password',
  args: { view: { ...storedEmail, strength: zxcvbnWeak, canSubmit: false } },
  play: async ({ canvas, args, globals }) => {
    const { common, passwordStrength } = storyTexts(globals).login;
    await userEvent.type(canvas.getByLabelText(common.password), 'password1');
    const meter = canvas.getByRole('meter', { name: passwordStrength.meter });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    const reading = { strength: passwordStrength.weak, score: 1, segments: 4 };
    expect(meter).toHaveAttribute('aria-valuetext', formatMessage(passwordStrength.score, reading));
    // zxcvbn's own warning, as the provider answers it (in English).
    expect(canvas.getByText('This is a very common password.')).toBeVisible();
    const submit = canvas.getByRole('button', { name: common.continue });
    expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(args.intents.submitNewPassword).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StrongZxcvbn: Story = {
  name: 'Strong password',
  args: { view: { ...storedEmail, strength: zxcvbnStrong, canSubmit: true } },
  play: async ({ canvas, args, globals }) => {
    const { common, passwordStrength } = storyTexts(globals).login;
    await userEvent.type(canvas.getByLabelText(common.password), 'violet-kestrel-harbour-42');
    expect(canvas.getByRole('meter', { name: passwordStrength.meter })).toHaveAttribute('aria-valuenow', '4');
    const submit = canvas.getByRole('button', { name: common.continue });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(args.intents.submitNewPassword).toHaveBeenCalledWith('violet-kestrel-harbour-42');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsMissing: Story = {
  name: 'Password missing character types',
  args: { view: { ...storedEmail, strength: ludsMissing, canSubmit: false } },
  play: async ({ canvas, globals }) => {
    const { common, passwordStrength } = storyTexts(globals).login;
    await userEvent.type(canvas.getByLabelText(common.password), 'abcdef');
    expect(canvas.getByText(formatMessage(passwordStrength.length, { n: 10 }))).toBeVisible();
    expect(canvas.getByText(formatMessage(passwordStrength.complexity, { n: 3 }))).toBeVisible();
    expect(canvas.getByText(passwordStrength.breached)).toBeVisible();
    expect(canvas.getByRole('button', { name: common.continue })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsValid: Story = {
  name: 'Password with every character type',
  args: { view: { ...storedEmail, strength: ludsValid, canSubmit: true } },
  play: async ({ canvas, globals }) => {
    const { common, passwordStrength } = storyTexts(globals).login;
    await userEvent.type(canvas.getByLabelText(common.password), 'Abcdefgh12');
    expect(canvas.queryByText(passwordStrength.breached)).toBeNull();
    expect(canvas.getByRole('button', { name: common.continue })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResetFailed: Story = {
  args: {
    view: {
      ...storedEmail,
      strength: zxcvbnStrong,
      canSubmit: true,
      errors: { form: defaultLoginStrings.messages.resetFailure },
    },
  },
  play: async ({ canvas, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    const password = canvas.getByLabelText(common.password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages.resetFailure);
  },
};
