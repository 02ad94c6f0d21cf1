import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { renderSVG } from 'uqr';
import { TotpEnrollmentQrCodeScreen } from '../../src/login/groups/mfa/TotpEnrollmentQrCodeScreen';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** A real, scannable QR code of a TOTP key URI, as the provider sends it: an image data URL. */
const qrCode = `data:image/svg+xml;base64,${btoa(
  renderSVG('otpauth://totp/Genios:ada%40acme.example?secret=JBSWY3DPEHPK3PXP&issuer=Genios', {
    ecc: 'M',
    border: 2,
  }),
)}`;

const heading = 'Scan the QR code to link your authenticator app';
const failure = 'Something went wrong. Try again later or contact your admin for help.';

const meta = {
  title: 'Login/Screens/TOTP Enrollment QR Code',
  component: TotpEnrollmentQrCodeScreen,
  args: { view: { status: 'ready', qrCode }, onContinue: fn(), onShowManualCode: fn(), onRetry: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEnrollmentQrCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = {
  args: { view: { status: 'creating' } },
  play: async ({ canvas }) => {
    await expectHeadingFocused(canvas, heading);
    expect(canvas.getByRole('status', { name: 'Setting up your authenticator app' })).toBeInTheDocument();
    expect(canvas.queryByRole('img')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Having trouble scanning?' })).toBeDisabled();
  },
};

export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, heading);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'QR code for your authenticator app' });
    expect(image).toHaveAttribute('src', qrCode);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Having trouble scanning?' }));
    expect(args.onShowManualCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const CreateFailed: Story = {
  args: { view: { status: 'error', message: failure } },
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent(failure);
    expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Anything but an inline image is refused, so a hostile answer cannot point the page elsewhere. */
export const NotAnImageDataUrl: Story = {
  args: { view: { status: 'ready', qrCode: 'javascript:alert(1)' } },
  play: async ({ canvas, canvasElement }) => {
    expect(canvasElement.querySelector('img')).toBeNull();
    expect(canvas.getByRole('alert')).toHaveTextContent(failure);
  },
};

/** Reached from MFA Enrollment Selection, so the member can go back and pick another method. */
export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
  },
};
