import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { MfaEnrollmentSelectionScreen } from '../../src/login/groups/mfa/MfaEnrollmentSelectionScreen';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/MFA enrollment selection',
  component: MfaEnrollmentSelectionScreen,
  args: {
    view: { screen: 'MfaEnrollmentSelection', methods: ['totp', 'sms_otp'] },
    intents: mfaIntentSpies(),
    back: undefined,
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof MfaEnrollmentSelectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorAppFirst: Story = {
  play: async ({ canvas, args, globals }) => {
    const { mfaEnrollmentSelection: texts } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    const options = canvas.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([texts.useAuthenticatorApp, texts.textMeACode]);
    await userEvent.click(canvas.getByRole('button', { name: texts.textMeACode }));
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledOnce();
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledWith('sms_otp');
    await userEvent.click(canvas.getByRole('button', { name: texts.useAuthenticatorApp }));
    expect(args.intents.chooseMfaMethod).toHaveBeenLastCalledWith('totp');
  },
};

/** The integrator's mfaProductOrder puts text messages first. */
export const TextMessageFirst: Story = {
  args: { view: { screen: 'MfaEnrollmentSelection', methods: ['sms_otp', 'totp'] } },
  play: async ({ canvas, args, globals }) => {
    const { mfaEnrollmentSelection: texts } = storyTexts(globals).login;
    // The screen focuses its heading as it mounts: a tab before that (as in the built Storybook, where React runs
    // the screen's effects after the play has started) would start from the page, and the heading take it back.
    await expectHeadingFocused(canvas, texts.heading);
    const options = canvas.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([texts.textMeACode, texts.useAuthenticatorApp]);
    // Keyboard: the first option is the first stop after the heading.
    await userEvent.tab();
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledOnce();
    expect(args.intents.chooseMfaMethod).toHaveBeenCalledWith('sms_otp');
    options[0]!.blur();
  },
};
