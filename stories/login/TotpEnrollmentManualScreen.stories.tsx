import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { secretGroups } from '../../src/login/groups/mfa/view';
import { TotpEnrollmentManualScreen } from '../../src/login/groups/mfa/TotpEnrollmentManualScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/TOTP enrollment manual',
  component: TotpEnrollmentManualScreen,
  args: {
    view: { screen: 'TotpEnrollmentManual', secretGroups: secretGroups('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') },
    intents: mfaIntentSpies(),
    back: undefined,
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEnrollmentManualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecretShown: Story = {
  play: async ({ canvas, args, globals }) => {
    const { totpEnrollmentManual: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByText(texts.enterCode)).toBeVisible();
    expect(canvas.getByText('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.copyCode }));
    // The flow copies the secret itself, not its display form, and shows the toast.
    expect(args.intents.copyTotpSecret).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(args.intents.continueTotpEnrollment).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: texts.scanAgain }));
    expect(args.intents.toggleTotpDisplay).toHaveBeenCalledOnce();
  },
};

/** A secret whose length is not a multiple of 4 keeps a short last group. */
export const ShortLastGroup: Story = {
  args: { view: { screen: 'TotpEnrollmentManual', secretGroups: secretGroups('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQXY') } },
  play: async ({ canvas }) => {
    expect(canvas.getByText('gezd gnbv gy3t qojq gezd gnbv gy3t qojq xy')).toBeVisible();
  },
};
