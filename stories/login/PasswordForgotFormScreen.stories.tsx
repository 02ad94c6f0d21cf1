import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { PasswordForgotFormScreen } from '../../src/login/groups/passwords/PasswordForgotFormScreen';
import type { PasswordView } from '../../src/login/groups/passwords/view';
import { passwordIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** The flow picks the copy by flow type from the catalogue: the preview turns it into the locale's. */
const { organizationCopy, discoveryCopy } = defaultLoginStrings.passwordForgotForm;

/** Organization flow, nothing typed yet. */
const organizationFlow: Extract<PasswordView, { screen: 'PasswordForgotForm' }> = {
  screen: 'PasswordForgotForm',
  copy: organizationCopy,
  email: '',
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Password forgot form',
  component: PasswordForgotFormScreen,
  decorators: [withWidgetFrame],
  args: { view: organizationFlow, intents: passwordIntentSpies(), back: fn() },
} satisfies Meta<typeof PasswordForgotFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrganizationFlow: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, passwordForgotForm: texts } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByText(texts.organizationCopy)).toBeVisible();
    expect(canvas.queryByText(texts.discoveryCopy)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: common.email }), ' ada@acme.com ');
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(args.intents.submitForgotPassword).toHaveBeenCalledWith('ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DiscoveryFlow: Story = {
  args: { view: { ...organizationFlow, copy: discoveryCopy, email: 'ada@acme.com' } },
  play: async ({ canvas, globals }) => {
    const { common, passwordForgotForm: texts } = storyTexts(globals).login;
    expect(canvas.getByText(texts.discoveryCopy)).toBeVisible();
    expect(canvas.queryByText(texts.organizationCopy)).toBeNull();
    expect(canvas.getByRole('textbox', { name: common.email })).toHaveValue('ada@acme.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    const email = canvas.getByRole('textbox', { name: common.email });
    await userEvent.type(email, 'ada@{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress);
    expect(args.intents.submitForgotPassword).not.toHaveBeenCalled();
    await userEvent.type(email, 'acme.com');
    expect(canvas.queryByText(messages.invalidEmailAddress)).toBeNull();
    email.blur();
  },
};

export const ProviderError: Story = {
  args: {
    view: { ...organizationFlow, email: 'ada@acme.com', errors: { form: 'Member not found in organization.' } },
  },
  play: async ({ canvas, globals }) => {
    const { common } = storyTexts(globals).login;
    expect(canvas.getByRole('textbox', { name: common.email })).toHaveAccessibleDescription(
      'Member not found in organization.',
    );
  },
};
