import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { meterSegments, type MeterReading } from '../../../ui/passwordStrength';
import { PasswordInput } from '../../../ui/PasswordInput';
import { PasswordStrengthMeter } from '../../../ui/PasswordStrengthMeter';
import { TextInput } from '../../../ui/TextInput';
import { formatMessage, firstTexts } from '../../strings';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** 'Set a new password': Continue stays disabled until the strength check says the password is valid. */
export function PasswordResetFormScreen({
  view,
  intents,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordResetForm' }>, PasswordIntents>) {
  const { common } = useTexts(firstTexts);
  const { passwordResetForm, passwordStrength } = useTexts(passwordTexts);
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
    if (valid) void intents.submitNewPassword(password);
  };

  return (
    <ScreenLayout heading={passwordResetForm.heading}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        {/* The stored e-mail, shown in a disabled field; no field without one. */}
        {view.storedEmail && (
          <TextInput
            label={common.email}
            type="email"
            name="email"
            autoComplete="username"
            value={view.storedEmail}
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
              // Every edit: the flow runs (and debounces) the strength check.
              intents.checkPasswordStrength(event.target.value);
            }}
            // The provider's error_message from a failed reset.
            error={view.errors.form}
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
