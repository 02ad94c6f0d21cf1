import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { PasswordSetNewConfirmationScreen } from '../../src/login/groups/passwords/PasswordSetNewConfirmationScreen';
import { passwordIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Password set new confirmation',
  component: PasswordSetNewConfirmationScreen,
  decorators: [withWidgetFrame],
  args: { view: { screen: 'PasswordSetNewConfirmation' }, intents: passwordIntentSpies(), back: fn() },
} satisfies Meta<typeof PasswordSetNewConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckYourEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    const { common, passwordSetNewConfirmation } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, passwordSetNewConfirmation.heading);
    await userEvent.click(canvas.getByRole('button', { name: common.resendEmail }));
    expect(args.intents.resendResetEmail).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
