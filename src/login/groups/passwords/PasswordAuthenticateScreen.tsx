import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { PasswordInput } from '../../../ui/PasswordInput';
import { isEmailAddress } from '../../flow';
import { EmailField } from '../../screens/EmailField';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** 'Log in with email and password'. Continue waits for a password; the address must look like one. */
export function PasswordAuthenticateScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordAuthenticate' }>, PasswordIntents>) {
  const theme = useTheme();
  const { common, messages } = useTexts(firstTexts);
  const { passwordAuthenticate: texts } = useTexts(passwordTexts);
  const [email, setEmail] = useState(view.email);
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) return setEmailError(messages.invalidEmailAddress);
    void intents.submitPassword(email.trim(), password);
  };

  return (
    <ScreenLayout heading={texts.heading} onBack={back}>
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
          // The provider's refusal ('Invalid email or password. ...') shows under the password, as a bad address does.
          error={view.errors.form ?? view.errors.email}
        />
        <Button type="submit" fullWidth disabled={password === ''}>
          {common.continue}
        </Button>
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={intents.forgotPassword}>{texts.signUpOrResetPassword}</TextLinkButton>
        </p>
      </form>
    </ScreenLayout>
  );
}
