import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates as states } from './screenStates';

/**
 * Each of the widget's screens once right to left: the local screenshot gate's mirrored mode, at the cost of one
 * story per screen rather than every login story again.
 */
const meta = {
  title: 'Login/Modes/Right to left',
  globals: { dir: 'rtl' },
  // Chromatic shows every story in this mode already (parameters.chromatic.modes).
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = states.Main;
export const Discovery: Story = states.Discovery;
export const EmailConfirmation: Story = states.EmailConfirmation;
export const EmailMethodSelection: Story = states.EmailMethodSelection;
export const EmailOtpEntry: Story = states.EmailOtpEntry;
export const Error: Story = states.Error;
export const LoggedIn: Story = states.LoggedIn;
export const PasswordAuthenticate: Story = states.PasswordAuthenticate;
export const PasswordEmail: Story = states.PasswordEmail;
export const PasswordForgotForm: Story = states.PasswordForgotForm;
export const PasswordResetForm: Story = states.PasswordResetForm;
export const PasswordResetVerifyConfirmation: Story = states.PasswordResetVerifyConfirmation;
export const PasswordSetNewConfirmation: Story = states.PasswordSetNewConfirmation;
export const MfaEnrollmentSelection: Story = states.MfaEnrollmentSelection;
export const SmsOtpEnrollment: Story = states.SmsOtpEnrollment;
export const SmsOtpEntry: Story = states.SmsOtpEntry;
export const TotpEnrollmentQrCode: Story = states.TotpEnrollmentQrCode;
export const TotpEnrollmentManual: Story = states.TotpEnrollmentManual;
export const TotpEntry: Story = states.TotpEntry;
export const RecoveryCodeEntry: Story = states.RecoveryCodeEntry;
export const RecoveryCodeSave: Story = states.RecoveryCodeSave;
export const SsoDiscoveryEmail: Story = states.SsoDiscoveryEmail;
export const SsoDiscoveryMenu: Story = states.SsoDiscoveryMenu;
export const SsoDiscoveryFallback: Story = states.SsoDiscoveryFallback;
export const IdpConsent: Story = states.IdpConsent;
