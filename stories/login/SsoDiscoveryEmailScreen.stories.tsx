import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryEmailScreen } from '../../src/login/groups/federation/SsoDiscoveryEmailScreen';
import type { FederationView } from '../../src/login/groups/federation/view';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { federationIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** No e-mail typed before, no error. */
const empty: Extract<FederationView, { screen: 'SsoDiscoveryEmail' }> = {
  screen: 'SsoDiscoveryEmail',
  email: '',
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/SSO discovery email',
  component: SsoDiscoveryEmailScreen,
  decorators: [withWidgetFrame],
  args: { view: empty, intents: federationIntentSpies(), back: fn() },
} satisfies Meta<typeof SsoDiscoveryEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { ssoDiscoveryEmail, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, ssoDiscoveryEmail.heading);
    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await userEvent.type(email, 'ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(args.intents.submitSsoDiscoveryEmail).toHaveBeenCalledWith('ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, messages } = storyTexts(globals).login;
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(canvas.getByRole('textbox', { name: common.email })).toHaveAccessibleDescription(
      messages.invalidEmailAddress,
    );
    expect(args.intents.submitSsoDiscoveryEmail).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LookupFailed: Story = {
  args: {
    view: {
      ...empty,
      email: 'ada@acme.com',
      errors: { form: 'Something went wrong. Try again later or contact your admin for help.' },
    },
  },
  play: async ({ canvas, globals }) => {
    const { common, error } = storyTexts(globals).login;
    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toHaveValue('ada@acme.com');
    expect(email).toHaveAccessibleDescription(error.default);
  },
};
