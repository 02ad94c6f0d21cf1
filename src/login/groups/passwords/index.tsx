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
  screens: {
    PasswordEmail: ({ view, flow, back }) => (
      <PasswordEmailScreen
        view={{
          passwordRevealed: view.passwordRevealed,
          email: view.email,
          emailError: view.errors.email,
          passwordError: view.errors.form,
        }}
        onSubmitEmail={(email) => void flow.submitPasswordEmail(email)}
        onSubmitPassword={(email, password) => void flow.submitPassword(email, password)}
        onBack={back}
      />
    ),
    PasswordAuthenticate: ({ view, flow, back }) => (
      <PasswordAuthenticateScreen
        view={{ email: view.email, error: view.errors.form ?? view.errors.email }}
        onSubmit={(email, password) => void flow.submitPassword(email, password)}
        onForgotPassword={flow.forgotPassword}
        onBack={back}
      />
    ),
    PasswordResetForm: ({ view, flow, snapshot }) => {
      const luds = snapshot.bootstrap.passwordConfig;
      return (
        <PasswordResetFormScreen
          view={{
            email: view.storedEmail,
            strength: view.strength,
            canSubmit: view.canSubmit,
            passwordConfig: {
              luds_minimum_count: luds?.ludsMinimumCount ?? 0,
              luds_complexity: luds?.ludsComplexity ?? 0,
            },
            error: view.errors.form,
          }}
          onPasswordChange={flow.checkPasswordStrength}
          onSubmit={(password) => void flow.submitNewPassword(password)}
        />
      );
    },
    PasswordResetVerifyConfirmation: ({ view, flow, back }) => (
      <PasswordResetVerifyConfirmationScreen view={view} onResend={() => void flow.resendResetEmail()} onBack={back} />
    ),
    PasswordForgotForm: ({ view, flow, back }) => (
      <PasswordForgotFormScreen
        view={{ copy: view.copy, email: view.email, error: view.errors.email ?? view.errors.form }}
        onSubmit={(email) => void flow.submitForgotPassword(email)}
        onBack={back}
      />
    ),
    PasswordSetNewConfirmation: ({ flow, back }) => (
      <PasswordSetNewConfirmationScreen onResend={() => void flow.resendResetEmail()} onBack={back} />
    ),
  },
});
