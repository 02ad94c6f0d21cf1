import { PasswordAuthenticateScreen } from './PasswordAuthenticateScreen';
import { PasswordEmailScreen } from './PasswordEmailScreen';
import { PasswordForgotFormScreen } from './PasswordForgotFormScreen';
import { PasswordResetFormScreen } from './PasswordResetFormScreen';
import { PasswordResetVerifyConfirmationScreen } from './PasswordResetVerifyConfirmationScreen';
import { PasswordSetNewConfirmationScreen } from './PasswordSetNewConfirmationScreen';
import { defineScreenGroup } from '../define';
import { passwordIntents } from './intents';
import { passwordTexts } from './texts';
import { passwordView } from './view';

/** The password screens: one chunk, loaded when a member turns to a password. */
export default defineScreenGroup('passwords', {
  texts: passwordTexts,
  view: passwordView,
  intents: passwordIntents,
  stop: (intents) => intents.stop(),
  screens: {
    PasswordEmail: ({ view, intents, back }) => (
      <PasswordEmailScreen
        view={{
          passwordRevealed: view.passwordRevealed,
          email: view.email,
          emailError: view.errors.email,
          passwordError: view.errors.form,
        }}
        onSubmitEmail={(email) => void intents.submitPasswordEmail(email)}
        onSubmitPassword={(email, password) => void intents.submitPassword(email, password)}
        onBack={back}
      />
    ),
    PasswordAuthenticate: ({ view, intents, back }) => (
      <PasswordAuthenticateScreen
        view={{ email: view.email, error: view.errors.form ?? view.errors.email }}
        onSubmit={(email, password) => void intents.submitPassword(email, password)}
        onForgotPassword={intents.forgotPassword}
        onBack={back}
      />
    ),
    PasswordResetForm: ({ view, intents }) => (
      <PasswordResetFormScreen
        view={{
          email: view.storedEmail,
          strength: view.strength,
          canSubmit: view.canSubmit,
          passwordConfig: view.passwordConfig,
          error: view.errors.form,
        }}
        onPasswordChange={intents.checkPasswordStrength}
        onSubmit={(password) => void intents.submitNewPassword(password)}
      />
    ),
    PasswordResetVerifyConfirmation: ({ view, intents, back }) => (
      <PasswordResetVerifyConfirmationScreen
        view={view}
        onResend={() => void intents.resendResetEmail()}
        onBack={back}
      />
    ),
    PasswordForgotForm: ({ view, intents, back }) => (
      <PasswordForgotFormScreen
        view={{ copy: view.copy, email: view.email, error: view.errors.email ?? view.errors.form }}
        onSubmit={(email) => void intents.submitForgotPassword(email)}
        onBack={back}
      />
    ),
    PasswordSetNewConfirmation: ({ intents, back }) => (
      <PasswordSetNewConfirmationScreen onResend={() => void intents.resendResetEmail()} onBack={back} />
    ),
  },
});
