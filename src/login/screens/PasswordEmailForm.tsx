import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/PasswordInput';
import { isEmailAddress } from '../flow';
import { EmailField } from './EmailField';
import { useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';
import { formGap, stack } from './screenStyles';

export interface PasswordEmailFormProps {
  /** The e-mail belongs to a member with a password: the password field appears under it. */
  passwordRevealed: boolean;
  /** First step: the flow looks the address up (member: reveal the password; otherwise start a reset). */
  onSubmitEmail: (email: string) => void;
  /** Second step, once the password field is shown. */
  onSubmitPassword: (email: string, password: string) => void;
  emailError?: string;
  /** E.g. 'Invalid email or password. Please try again or use the link below to get help.' */
  passwordError?: string;
  defaultEmail?: string;
}

/** The password e-mail form: an e-mail first, then, for a member with a password, the password. */
export function PasswordEmailForm({
  passwordRevealed,
  onSubmitEmail,
  onSubmitPassword,
  emailError,
  passwordError,
  defaultEmail = '',
}: PasswordEmailFormProps) {
  const { common, messages } = useTexts(firstTexts);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const wasRevealed = useRef(passwordRevealed);

  // The member's next step is the password: take them there when it appears. A screen that opens with it
  // already shown leaves the focus on its heading, like every screen.
  useEffect(() => {
    if (passwordRevealed && !wasRevealed.current) passwordInput.current?.focus();
    wasRevealed.current = passwordRevealed;
  }, [passwordRevealed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) return setLocalError(messages.invalidEmailAddress);
    if (passwordRevealed) onSubmitPassword(email.trim(), password);
    else onSubmitEmail(email.trim());
  };

  return (
    <form noValidate onSubmit={submit} css={stack(formGap)}>
      <EmailField
        autoComplete="username"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setLocalError(undefined);
        }}
        error={localError ?? emailError}
      />
      {passwordRevealed && (
        <PasswordInput
          ref={passwordInput}
          label={common.password}
          toggleTexts={common}
          name="password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
      )}
      <Button type="submit" fullWidth disabled={passwordRevealed && password === ''}>
        {common.continue}
      </Button>
    </form>
  );
}
