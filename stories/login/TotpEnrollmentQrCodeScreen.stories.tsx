import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { renderSVG } from 'uqr';
import { TotpEnrollmentQrCodeScreen } from '../../src/login/groups/mfa/TotpEnrollmentQrCodeScreen';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** A real, scannable QR code of a TOTP key URI, as the provider sends it: an image data URL. */
const qrCode = `data:image/svg+xml;base64,${btoa(
  renderSVG('otpauth://totp/Genios:ada%40acme.example?secret=JBSWY3DPEHPK3PXP&issuer=Genios', {
    ecc: 'M',
    border: 2,
  }),
)}`;

/** The flow's message when creating the enrollment failed, in English: the preview puts it in the story's locale. */
const failure = defaultLoginStrings.error.default;

const meta = {
  title: 'Login/Screens/TOTP enrollment QR code',
  component: TotpEnrollmentQrCodeScreen,
  args: {
    view: { screen: 'TotpEnrollmentQrCode', status: 'ready', qrCode },
    intents: mfaIntentSpies(),
    back: undefined,
  },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof TotpEnrollmentQrCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = {
  args: { view: { screen: 'TotpEnrollmentQrCode', status: 'creating' } },
  play: async ({ canvas, globals }) => {
    const { totpEnrollmentQrCode: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    expect(canvas.getByRole('status', { name: texts.settingUp })).toBeInTheDocument();
    expect(canvas.queryByRole('img')).toBeNull();
    expect(canvas.getByRole('button', { name: common.continue })).toBeDisabled();
    expect(canvas.getByRole('button', { name: texts.havingTrouble })).toBeDisabled();
  },
};

export const Ready: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { totpEnrollmentQrCode: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: texts.qrCode });
    expect(image).toHaveAttribute('src', qrCode);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.havingTrouble }));
    expect(args.intents.toggleTotpDisplay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(args.intents.continueTotpEnrollment).toHaveBeenCalledOnce();
  },
};

export const CreateFailed: Story = {
  args: { view: { screen: 'TotpEnrollmentQrCode', status: 'error', message: failure } },
  play: async ({ canvas, args, globals }) => {
    const { error, common } = storyTexts(globals).login;
    expect(canvas.getByRole('alert')).toHaveTextContent(error.default);
    expect(canvas.queryByRole('button', { name: common.continue })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: common.tryAgain }));
    expect(args.intents.createTotp).toHaveBeenCalledOnce();
  },
};

/** Anything but an inline image is refused, so a hostile answer cannot point the page elsewhere. */
export const NotAnImageDataUrl: Story = {
  name: 'Not an image data URL',
  args: { view: { screen: 'TotpEnrollmentQrCode', status: 'ready', qrCode: 'javascript:alert(1)' } },
  play: async ({ canvas, canvasElement, globals }) => {
    expect(canvasElement.querySelector('img')).toBeNull();
    expect(canvas.getByRole('alert')).toHaveTextContent(storyTexts(globals).login.error.default);
  },
};

/** Reached from MFA Enrollment Selection, so the member can go back and pick another method. */
export const WithBack: Story = {
  args: { back: fn() },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(globals).login.common.back }));
    expect(args.back).toHaveBeenCalledOnce();
  },
};
