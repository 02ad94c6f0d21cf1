import { useTexts } from '../../../ui/texts';
import { PasswordEmailForm } from '../../screens/PasswordEmailForm';
import { ScreenLayout } from '../../screens/ScreenLayout';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** The password e-mail form as a step of its own: the e-mail first, then the member's password. */
export function PasswordEmailScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordEmail' }>, PasswordIntents>) {
  const { passwordAuthenticate } = useTexts(passwordTexts);
  return (
    <ScreenLayout heading={passwordAuthenticate.heading} onBack={back}>
      <PasswordEmailForm
        passwordRevealed={view.passwordRevealed}
        onSubmitEmail={(email) => void intents.submitPasswordEmail(email)}
        onSubmitPassword={(email, password) => void intents.submitPassword(email, password)}
        emailError={view.errors.email}
        // A wrong password is the form's error: 'Invalid email or password. ...'.
        passwordError={view.errors.form}
        defaultEmail={view.email}
      />
    </ScreenLayout>
  );
}
