import { useLoginTexts } from '../../screens/loginStrings';
import { PasswordEmailForm } from '../../screens/PasswordEmailForm';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { passwordTexts } from './texts';

export interface PasswordEmailScreenView {
  /** The e-mail belongs to a member with a password: the password field is shown. */
  passwordRevealed: boolean;
  email?: string;
  emailError?: string;
  /** E.g. 'Invalid email or password. Please try again or use the link below to get help.' */
  passwordError?: string;
}

export interface PasswordEmailScreenProps {
  view: PasswordEmailScreenView;
  onSubmitEmail: (email: string) => void;
  onSubmitPassword: (email: string, password: string) => void;
  onBack?: () => void;
}

/** The password e-mail form as a step of its own: the e-mail first, then the member's password. */
export function PasswordEmailScreen({ view, onSubmitEmail, onSubmitPassword, onBack }: PasswordEmailScreenProps) {
  const { passwordAuthenticate } = useLoginTexts(passwordTexts);
  return (
    <ScreenLayout heading={passwordAuthenticate.heading} onBack={onBack}>
      <PasswordEmailForm
        passwordRevealed={view.passwordRevealed}
        onSubmitEmail={onSubmitEmail}
        onSubmitPassword={onSubmitPassword}
        emailError={view.emailError}
        passwordError={view.passwordError}
        defaultEmail={view.email}
      />
    </ScreenLayout>
  );
}
