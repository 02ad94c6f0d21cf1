import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import type { PasswordConfig, PasswordStrengthResult } from '../../ui/passwordStrength';
import { PasswordInput } from '../../ui/PasswordInput';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { TextInput } from '../../ui/TextInput';
import { ScreenLayout } from './ScreenLayout';
import { formGap, stack } from './screenStyles';

export interface PasswordResetFormScreenView {
  /** The stored e-mail, shown in a disabled field; no field without one. */
  email?: string | null;
  /** The latest strength check of the typed password (null before the first). */
  strength: PasswordStrengthResult | null;
  /** The flow's verdict: the latest strength check says the password is valid. */
  canSubmit: boolean;
  /** The bootstrap's password_config, for the LUDS texts. */
  passwordConfig: PasswordConfig;
  /** The provider's error_message from a failed reset. */
  error?: string;
}

export interface PasswordResetFormScreenProps {
  view: PasswordResetFormScreenView;
  /** Every edit: the flow runs (and debounces) the strength check. */
  onPasswordChange: (password: string) => void;
  onSubmit: (password: string) => void;
}

/** 'Set a new password': Continue stays disabled until the strength check says the password is valid. */
export function PasswordResetFormScreen({ view, onPasswordChange, onSubmit }: PasswordResetFormScreenProps) {
  const [password, setPassword] = useState('');
  const valid = password !== '' && view.canSubmit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit(password);
  };

  return (
    <ScreenLayout heading="Set a new password">
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        {view.email && (
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={view.email}
            disabled
            readOnly
          />
        )}
        <div css={stack(12)}>
          <PasswordInput
            label="Password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onPasswordChange(event.target.value);
            }}
            error={view.error}
          />
          <PasswordStrengthMeter result={password ? view.strength : null} config={view.passwordConfig} />
        </div>
        <Button type="submit" fullWidth disabled={!valid}>
          Continue
        </Button>
      </form>
    </ScreenLayout>
  );
}
