import type { Screen } from '../../../src/login/flow';
import { storyStates, type ComposedStoryState, type StoryModule } from '../../modes/storyStates';
import * as Discovery from '../DiscoveryScreen.stories';
import * as EmailConfirmation from '../EmailConfirmationScreen.stories';
import * as EmailMethodSelection from '../EmailMethodSelectionScreen.stories';
import * as EmailOtpEntry from '../EmailOtpEntryScreen.stories';
import * as ErrorScreen from '../ErrorScreen.stories';
import * as IdpConsent from '../IdpConsentScreen.stories';
import * as LoggedIn from '../LoggedInScreen.stories';
import * as Main from '../MainScreen.stories';
import * as MfaEnrollmentSelection from '../MfaEnrollmentSelectionScreen.stories';
import * as PasswordAuthenticate from '../PasswordAuthenticateScreen.stories';
import * as PasswordEmail from '../PasswordEmailScreen.stories';
import * as PasswordForgotForm from '../PasswordForgotFormScreen.stories';
import * as PasswordResetForm from '../PasswordResetFormScreen.stories';
import * as PasswordResetVerifyConfirmation from '../PasswordResetVerifyConfirmationScreen.stories';
import * as PasswordSetNewConfirmation from '../PasswordSetNewConfirmationScreen.stories';
import * as RecoveryCodeEntry from '../RecoveryCodeEntryScreen.stories';
import * as RecoveryCodeSave from '../RecoveryCodeSaveScreen.stories';
import * as SmsOtpEnrollment from '../SmsOtpEnrollmentScreen.stories';
import * as SmsOtpEntry from '../SmsOtpEntryScreen.stories';
import * as SsoDiscoveryEmail from '../SsoDiscoveryEmailScreen.stories';
import * as SsoDiscoveryFallback from '../SsoDiscoveryFallbackScreen.stories';
import * as SsoDiscoveryMenu from '../SsoDiscoveryMenuScreen.stories';
import * as TotpEnrollmentManual from '../TotpEnrollmentManualScreen.stories';
import * as TotpEnrollmentQrCode from '../TotpEnrollmentQrCodeScreen.stories';
import * as TotpEntry from '../TotpEntryScreen.stories';

/** Each screen's own story file, by the flow's name for the screen. */
export const screenStoryFiles = {
  Main,
  Discovery,
  EmailConfirmation,
  EmailMethodSelection,
  EmailOtpEntry,
  Error: ErrorScreen,
  LoggedIn,
  PasswordAuthenticate,
  PasswordEmail,
  PasswordForgotForm,
  PasswordResetForm,
  PasswordResetVerifyConfirmation,
  PasswordSetNewConfirmation,
  MfaEnrollmentSelection,
  SmsOtpEnrollment,
  SmsOtpEntry,
  TotpEnrollmentQrCode,
  TotpEnrollmentManual,
  TotpEntry,
  RecoveryCodeEntry,
  RecoveryCodeSave,
  SsoDiscoveryEmail,
  SsoDiscoveryMenu,
  SsoDiscoveryFallback,
  IdpConsent,
} satisfies Record<Screen, StoryModule>;

/** A state of a screen: its story, composed to render inside another story. */
export type ComposedState = ComposedStoryState<Screen> & { screen: Screen };

/** Every story of every screen file that shows a state of the screen (storyStates). */
export const screenStoryStates = (): ComposedState[] =>
  storyStates(screenStoryFiles).map((state) => ({ ...state, screen: state.file }));
