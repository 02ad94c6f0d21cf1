import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { PasswordInput } from '../../../ui/PasswordInput';
import { isEmailAddress } from '../../flow';
import { EmailField } from '../../screens/EmailField';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, linkRow, stack } from '../../screens/screenStyles';
import { passwordTexts } from './texts';

export interface PasswordAuthenticateScreenView {
  /** An address typed earlier, to start from. */
  email?: string;
  /** E.g. 'Invalid email or password. Please try again or use the link below to get help.' */
  error?: string;
}

export interface PasswordAuthenticateScreenProps {
  view: PasswordAuthenticateScreenView;
  onSubmit: (email: string, password: string) => void;
  /** 'Sign up or reset password'. */
  onForgotPassword: () => void;
  onBack?: () => void;
}

/** 'Log in with email and password'. Continue waits for a password; the address must look like one. */
export function PasswordAuthenticateScreen({
  view,
  onSubmit,
  onForgotPassword,
  onBack,
}: PasswordAuthenticateScreenProps) {
  const theme = useTheme();
  const { common, messages, passwordAuthenticate: texts } = useLoginTexts(passwordTexts);
  const [email, setEmail] = useState(view.email ?? '');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) return setEmailError(messages.invalidEmailAddress);
    onSubmit(email.trim(), password);
  };

  return (
    <ScreenLayout heading={texts.heading} onBack={onBack}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        <EmailField
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <PasswordInput
          label={common.password}
          toggleTexts={common}
          name="password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={view.error}
        />
        <Button type="submit" fullWidth disabled={password === ''}>
          {common.continue}
        </Button>
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={onForgotPassword}>{texts.signUpOrResetPassword}</TextLinkButton>
        </p>
      </form>
    </ScreenLayout>
  );
}
