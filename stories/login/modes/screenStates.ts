import {
  INTERNAL_DEFAULT_PROJECT_ANNOTATIONS,
  type Meta,
  type ReactRenderer,
  type StoryObj,
} from '@storybook/react-vite';
import type { Args, ComposedStoryFn } from 'storybook/internal/types';
import { isExportStory, storyNameFromExport } from 'storybook/internal/csf';
import { composeStory } from 'storybook/preview-api';
import { createElement } from 'react';
import type { Screen } from '../../../src/login/flow';
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

/** A story file: its meta (default export) and its stories. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each file's meta has its own component's args
type StoryModule = { default: Meta<any> } & Record<string, unknown>;

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

export interface ComposedState {
  /** The story's id, as Storybook's index names it. */
  id: string;
  screen: Screen;
  /** The screen and the story as Storybook's sidebar names them ('MFA Enrollment Selection', 'Ready'). */
  title: string;
  name: string;
  /** The story, args, decorators and render in place, to render inside another story. */
  Story: ComposedStoryFn<ReactRenderer, Args>;
}

/**
 * Every story of every screen file that shows a state of the screen (not the test harnesses the files mark
 * with `screenshot: false`), composed with its file's annotations only: the story around it gives the modes.
 */
export function screenStoryStates(): ComposedState[] {
  return Object.entries(screenStoryFiles).flatMap(([screen, module]: [string, StoryModule]) => {
    const meta = module.default;
    return Object.entries(module)
      .filter(([name]) => name !== 'default' && isExportStory(name, meta))
      .map(([name, story]) => ({
        screen: screen as Screen,
        title: meta.title!.split('/').at(-1)!,
        name: storyNameFromExport(name),
        // The renderer's defaults only, not the preview's (whose modes the story around it applies once).
        Story: composeStory<ReactRenderer>(
          story as StoryObj,
          meta,
          undefined,
          INTERNAL_DEFAULT_PROJECT_ANNOTATIONS,
          name,
        ) as ComposedStoryFn<ReactRenderer, Args>,
      }))
      .filter(({ Story }) => Story.parameters.screenshot !== false)
      .map((state) => ({ ...state, id: state.Story.id }));
  });
}

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
