import type { StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
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

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A story of a screen's own file, restaged in another file: the same args, decorators, parameters, render and
 * play, so it shows the same state and runs the same checks (the preview adds axe and the screenshot).
 */
export function restaged<M extends StoryModule>(module: M, name: Exclude<keyof M & string, 'default'>): StoryObj {
  const meta = module.default;
  const story = module[name] as StoryObj;
  return {
    ...story,
    args: { ...meta.args, ...story.args },
    argTypes: { ...meta.argTypes, ...story.argTypes },
    parameters: { ...meta.parameters, ...story.parameters },
    // The story's decorators sit inside its file's, as Storybook nests them.
    decorators: [...list(story.decorators), ...list(meta.decorators)],
    loaders: [...list(meta.loaders), ...list(story.loaders)],
    beforeEach: [...list(meta.beforeEach), ...list(story.beforeEach)],
    render: story.render ?? meta.render ?? ((args) => createElement(meta.component!, args)),
  };
}

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

/**
 * One state of each of the widget's screens (the spec's screen list), chosen to show the most of the screen:
 * an error where the screen has one, so its colours are checked too. The story files that show the widget's
 * screens in each review mode (dark, right to left) restage these; a screen the flow adds must be added here.
 */
export const screenStates = {
  Main: restaged(Main, 'OrganizationFlow'),
  Discovery: restaged(Discovery, 'OrganizationList'),
  EmailConfirmation: restaged(EmailConfirmation, 'InboxLinks'),
  EmailMethodSelection: restaged(EmailMethodSelection, 'SendFailed'),
  EmailOtpEntry: restaged(EmailOtpEntry, 'InvalidPasscode'),
  Error: restaged(screenStoryFiles.Error, 'WithBack'),
  LoggedIn: restaged(LoggedIn, 'Success'),
  PasswordAuthenticate: restaged(PasswordAuthenticate, 'WrongPassword'),
  PasswordEmail: restaged(PasswordEmail, 'PasswordStep'),
  PasswordForgotForm: restaged(PasswordForgotForm, 'OrganizationFlow'),
  PasswordResetForm: restaged(PasswordResetForm, 'LudsMissing'),
  PasswordResetVerifyConfirmation: restaged(PasswordResetVerifyConfirmation, 'SenderDomainKnown'),
  PasswordSetNewConfirmation: restaged(PasswordSetNewConfirmation, 'CheckYourEmail'),
  MfaEnrollmentSelection: restaged(MfaEnrollmentSelection, 'AuthenticatorAppFirst'),
  SmsOtpEnrollment: restaged(SmsOtpEnrollment, 'InvalidNumber'),
  SmsOtpEntry: restaged(SmsOtpEntry, 'Counting'),
  TotpEnrollmentQrCode: restaged(TotpEnrollmentQrCode, 'Ready'),
  TotpEnrollmentManual: restaged(TotpEnrollmentManual, 'SecretShown'),
  TotpEntry: restaged(TotpEntry, 'Enrolling'),
  RecoveryCodeEntry: restaged(RecoveryCodeEntry, 'InvalidBackupCode'),
  RecoveryCodeSave: restaged(RecoveryCodeSave, 'CodesShown'),
  SsoDiscoveryEmail: restaged(SsoDiscoveryEmail, 'InvalidEmail'),
  SsoDiscoveryMenu: restaged(SsoDiscoveryMenu, 'SeveralConnections'),
  SsoDiscoveryFallback: restaged(SsoDiscoveryFallback, 'OrganizationNotFound'),
  IdpConsent: restaged(IdpConsent, 'CustomAndUngrantableScopes'),
} satisfies Record<Screen, StoryObj>;
