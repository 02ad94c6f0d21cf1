import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordSetNewConfirmationScreen } from '../../src/login/groups/passwords/PasswordSetNewConfirmationScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password set new confirmation',
  component: PasswordSetNewConfirmationScreen,
  decorators: [withWidgetFrame],
  args: { onResend: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordSetNewConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckYourEmail: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Check your email!');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
