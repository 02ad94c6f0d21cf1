import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MfaEnrollmentSelectionScreen } from '../../src/login/groups/mfa/MfaEnrollmentSelectionScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/MFA enrollment selection',
  component: MfaEnrollmentSelectionScreen,
  args: { view: { methods: ['totp', 'sms_otp'] }, onSelect: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof MfaEnrollmentSelectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorAppFirst: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Set up Multi-Factor Authentication');
    const options = canvas.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Use an authenticator app', 'Text me a code']);
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    expect(args.onSelect).toHaveBeenCalledOnce();
    expect(args.onSelect).toHaveBeenCalledWith('sms_otp');
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator app' }));
    expect(args.onSelect).toHaveBeenLastCalledWith('totp');
  },
};

/** The integrator's mfaProductOrder puts text messages first. */
export const TextMessageFirst: Story = {
  args: { view: { methods: ['sms_otp', 'totp'] } },
  play: async ({ canvas, args }) => {
    const options = canvas.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Text me a code', 'Use an authenticator app']);
    // Keyboard: the first option is the first stop after the heading.
    await userEvent.tab();
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onSelect).toHaveBeenCalledOnce();
    expect(args.onSelect).toHaveBeenCalledWith('sms_otp');
    options[0]!.blur();
  },
};
