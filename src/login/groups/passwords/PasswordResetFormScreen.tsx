import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import {
  meterSegments,
  type MeterReading,
  type PasswordConfig,
  type PasswordStrengthResult,
} from '../../../ui/passwordStrength';
import { PasswordInput } from '../../../ui/PasswordInput';
import { PasswordStrengthMeter } from '../../../ui/PasswordStrengthMeter';
import { TextInput } from '../../../ui/TextInput';
import { formatMessage } from '../../strings';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import { passwordTexts } from './texts';

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
  const { common, passwordResetForm, passwordStrength } = useLoginTexts(passwordTexts);
  const config = view.passwordConfig;
  const strengthTexts = {
    ...passwordStrength,
    score: ({ score, strength }: MeterReading) =>
      formatMessage(passwordStrength.score, { strength: passwordStrength[strength], score, segments: meterSegments }),
    length: formatMessage(passwordStrength.length, { n: config.luds_minimum_count }),
    complexity: formatMessage(passwordStrength.complexity, { n: config.luds_complexity }),
  };
  const [password, setPassword] = useState('');
  const valid = password !== '' && view.canSubmit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit(password);
  };

  return (
    <ScreenLayout heading={passwordResetForm.heading}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        {view.email && (
          <TextInput
            label={common.email}
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
            label={common.password}
            toggleTexts={common}
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
          <PasswordStrengthMeter result={password ? view.strength : null} config={config} texts={strengthTexts} />
        </div>
        <Button type="submit" fullWidth disabled={!valid}>
          {common.continue}
        </Button>
      </form>
    </ScreenLayout>
  );
}
