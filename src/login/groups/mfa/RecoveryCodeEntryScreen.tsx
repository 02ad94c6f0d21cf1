import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { TextInput } from '../../../ui/TextInput';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface RecoveryCodeEntryView {
  verifying: boolean;
  /** E.g. 'Invalid backup code, please try again.' */
  error?: string;
}

export interface RecoveryCodeEntryScreenProps {
  view: RecoveryCodeEntryView;
  /** The code exactly as typed: backup codes are neither trimmed nor reformatted (login spec, section 5). */
  onSubmit: (code: string) => void;
  onBack?: () => void;
}

/** Recovery Code Entry: a backup code stands in for the second factor. */
export function RecoveryCodeEntryScreen({ view, onSubmit, onBack }: RecoveryCodeEntryScreenProps) {
  const { common, recoveryCodeEntry: texts } = useLoginTexts(mfaTexts);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code === '' || view.verifying) return;
    onSubmit(code);
  };

  return (
    <ScreenLayout heading={texts.heading} onBack={onBack}>
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
          error={view.error}
        />
        <Button type="submit" fullWidth disabled={code === ''} loading={view.verifying}>
          {common.continue}
        </Button>
      </form>
    </ScreenLayout>
  );
}
