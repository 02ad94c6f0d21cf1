import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryEmailScreen } from '../../src/login/groups/federation/SsoDiscoveryEmailScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO discovery email',
  component: SsoDiscoveryEmailScreen,
  decorators: [withWidgetFrame],
  args: { view: {}, onSubmit: fn(), onBack: fn() },
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
    expect(args.onSubmit).toHaveBeenCalledWith('ada@acme.com');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.onBack).toHaveBeenCalledOnce();
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
    expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LookupFailed: Story = {
  args: {
    view: {
      email: 'ada@acme.com',
      error: 'Something went wrong. Try again later or contact your admin for help.',
    },
  },
  play: async ({ canvas, globals }) => {
    const { common, error } = storyTexts(globals).login;
    const email = canvas.getByRole('textbox', { name: common.email });
    expect(email).toHaveValue('ada@acme.com');
    expect(email).toHaveAccessibleDescription(error.default);
  },
};
