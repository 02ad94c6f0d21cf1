import { defineScreenGroup } from '../define';
import { passwordIntents } from './intents';
import { PasswordAuthenticateScreen } from './PasswordAuthenticateScreen';
import { PasswordEmailScreen } from './PasswordEmailScreen';
import { PasswordForgotFormScreen } from './PasswordForgotFormScreen';
import { PasswordResetFormScreen } from './PasswordResetFormScreen';
import { PasswordResetVerifyConfirmationScreen } from './PasswordResetVerifyConfirmationScreen';
import { PasswordSetNewConfirmationScreen } from './PasswordSetNewConfirmationScreen';
import { passwordTexts } from './texts';
import { passwordView } from './view';

/** The password screens: one chunk, loaded when a member turns to a password. */
export default defineScreenGroup('passwords', {
  texts: passwordTexts,
  view: passwordView,
  intents: passwordIntents,
  stop: (intents) => intents.stop(),
  screens: {
    PasswordEmail: PasswordEmailScreen,
    PasswordAuthenticate: PasswordAuthenticateScreen,
    PasswordResetForm: PasswordResetFormScreen,
    PasswordResetVerifyConfirmation: PasswordResetVerifyConfirmationScreen,
    PasswordForgotForm: PasswordForgotFormScreen,
    PasswordSetNewConfirmation: PasswordSetNewConfirmationScreen,
  },
});
