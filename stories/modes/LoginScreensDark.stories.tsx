import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStates as states } from '../login/modes/screenStates';

/**
 * Each of the widget's screens once in the dark theme: the local screenshot gate's dark mode (axe checks its
 * contrast), at the cost of one story per screen rather than every login story again. Outside stories/login,
 * so only the React build runs it: a theme is values, drawn alike by both renderers, while the shipped
 * renderer runs the right-to-left file, whose logical properties and :dir() are CSS it must get right.
 */
const meta = {
  title: 'Login/Modes/Dark',
  globals: { theme: 'dark' },
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
