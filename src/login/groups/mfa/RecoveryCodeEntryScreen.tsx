import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { TextInput } from '../../../ui/TextInput';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** Recovery Code Entry: a backup code stands in for the second factor. */
export function RecoveryCodeEntryScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<MfaView, { screen: 'RecoveryCodeEntry' }>, MfaIntents>) {
  const { common } = useTexts(firstTexts);
  const { recoveryCodeEntry: texts } = useTexts(mfaTexts);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code === '' || view.submitting) return;
    // Exactly as typed: backup codes are neither trimmed nor reformatted (login spec, section 5).
    void intents.submitRecoveryCode(code);
  };

  return (
    <ScreenLayout heading={texts.heading} onBack={back}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        <TextInput
          label={texts.backupCode}
          name="recovery_code"
          placeholder={texts.placeholder}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={view.errors.code}
        />
        <Button type="submit" fullWidth disabled={code === ''} loading={view.submitting}>
          {common.continue}
        </Button>
      </form>
    </ScreenLayout>
  );
}
