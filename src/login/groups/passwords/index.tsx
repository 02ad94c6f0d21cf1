import { PasswordAuthenticateScreen } from './PasswordAuthenticateScreen';
import { PasswordEmailScreen } from './PasswordEmailScreen';
import { PasswordForgotFormScreen } from './PasswordForgotFormScreen';
import { PasswordResetFormScreen } from './PasswordResetFormScreen';
import { PasswordResetVerifyConfirmationScreen } from './PasswordResetVerifyConfirmationScreen';
import { PasswordSetNewConfirmationScreen } from './PasswordSetNewConfirmationScreen';
import { passwordView } from './view';
import type { ScreenGroupProps } from '../../widget/ScreenSwitch';

/** The password screens: one chunk, loaded when a member turns to a password (see lazyScreens.ts). */
export function PasswordScreens({ flow, snapshot, back }: ScreenGroupProps) {
  const view = passwordView(snapshot, flow.config, flow.strings);
  if (!view) return null;
  switch (view.screen) {
    case 'PasswordEmail':
      return (
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
      );
    case 'PasswordAuthenticate':
      return (
        <PasswordAuthenticateScreen
          view={{ email: view.email, error: view.errors.form ?? view.errors.email }}
          onSubmit={(email, password) => void flow.submitPassword(email, password)}
          onForgotPassword={flow.forgotPassword}
          onBack={back}
        />
      );
    case 'PasswordResetForm': {
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
    }
    case 'PasswordResetVerifyConfirmation':
      return (
        <PasswordResetVerifyConfirmationScreen
          view={view}
          onResend={() => void flow.resendResetEmail()}
          onBack={back}
        />
      );
    case 'PasswordForgotForm':
      return (
        <PasswordForgotFormScreen
          view={{ copy: view.copy, email: view.email, error: view.errors.email ?? view.errors.form }}
          onSubmit={(email) => void flow.submitForgotPassword(email)}
          onBack={back}
        />
      );
    case 'PasswordSetNewConfirmation':
      return <PasswordSetNewConfirmationScreen onResend={() => void flow.resendResetEmail()} onBack={back} />;
    default:
      return null;
  }
}
