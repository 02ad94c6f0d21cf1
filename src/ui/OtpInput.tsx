import { useTheme } from '@emotion/react';
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { Field } from './Field';
import { inputStyle } from './inputStyle';
import { OTP_LENGTH, OTP_PROGRESS_MS, sanitizeOtp } from './otp';
import { ProgressBar } from './ProgressBar';

export interface OtpInputProps {
  label: string;
  /** Called once when six digits are entered (auto-submit). */
  onComplete: (code: string) => void;
  /** While the code is checked: the input is disabled and 'Verifying passcode...' shows. */
  verifying?: boolean;
  error?: ReactNode;
}

/** A six-digit one-time passcode input: digits only, pasted text cleaned, submitted at six digits. */
export function OtpInput({ label, onComplete, verifying = false, error }: OtpInputProps) {
  const theme = useTheme();
  const [code, setCode] = useState('');
  const submitted = useRef<string | undefined>(undefined);

  const update = (text: string) => {
    const next = sanitizeOtp(text);
    setCode(next);
    if (next.length === OTP_LENGTH && submitted.current !== next) {
      submitted.current = next;
      onComplete(next);
    }
    if (next.length < OTP_LENGTH) submitted.current = undefined;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(event.clipboardData.getData('text'));
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Field label={label} error={error}>
        {(control) => (
          <input
            {...control}
            value={code}
            onChange={(event: ChangeEvent<HTMLInputElement>) => update(event.target.value)}
            onPaste={onPaste}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            disabled={verifying}
            css={[inputStyle(theme), { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center' }]}
          />
        )}
      </Field>
      {verifying && (
        <div role="status" css={{ display: 'flex', flexDirection: 'column', gap: 6, fontSize: theme.fonts.smallSize }}>
          Verifying passcode...
          <ProgressBar label="Verifying passcode" durationMs={OTP_PROGRESS_MS} />
        </div>
      )}
    </div>
  );
}
