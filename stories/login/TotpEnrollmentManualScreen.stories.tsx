import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { secretGroups } from '../../src/login/groups/mfa/view';
import { TotpEnrollmentManualScreen } from '../../src/login/groups/mfa/TotpEnrollmentManualScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/TOTP Enrollment Manual',
  component: TotpEnrollmentManualScreen,
  args: {
    view: { secretGroups: secretGroups('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') },
    onCopy: fn(),
    onContinue: fn(),
    onShowQrCode: fn(),
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEnrollmentManualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecretShown: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Having trouble scanning the QR code?');
    expect(canvas.getByText('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    // The flow copies the secret itself, not its display form, and shows the toast.
    expect(args.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Try to scan the QR code again' }));
    expect(args.onShowQrCode).toHaveBeenCalledOnce();
  },
};

/** A secret whose length is not a multiple of 4 keeps a short last group. */
export const ShortLastGroup: Story = {
  args: { view: { secretGroups: secretGroups('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQXY') } },
  play: async ({ canvas }) => {
    expect(canvas.getByText('gezd gnbv gy3t qojq gezd gnbv gy3t qojq xy')).toBeVisible();
  },
};
