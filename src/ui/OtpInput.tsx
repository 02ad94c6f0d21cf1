import { useTheme } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { OTP_LENGTH, OTP_PROGRESS_MS, sanitizeOtp } from './otp';
import { ProgressBar } from './ProgressBar';
import { TextInput } from './TextInput';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

export interface OtpInputProps {
  /** Always visible ('Passcode'). */
  label: string;
  /** Called once each time the code reaches six digits (auto-submit). */
  onComplete: (code: string) => void;
  /** While the code is checked: the input is disabled and 'Verifying passcode...' shows over a progress bar. */
  verifying?: boolean;
  /** What shows while verifying, and the progress bar's name: a widget's own texts in place of the design system's. */
  verifyingText?: string;
  verifyingProgress?: string;
  hint?: ReactNode;
  error?: ReactNode;
  autoFocus?: boolean;
  name?: string;
}

/**
 * A six-digit one-time passcode input: digits only (typed or pasted), submitted when six are entered.
 * When verifying ends and focus was lost to the disabled input, the input takes it back with the code
 * selected, so a rejected code can be retyped straight away.
 */
export function OtpInput({
  label,
  onComplete,
  verifying = false,
  verifyingText,
  verifyingProgress,
  hint,
  error,
  autoFocus,
  name,
}: OtpInputProps) {
  const theme = useTheme();
  const { otp } = useTexts(uiTexts);
  const [code, setCode] = useState('');
  const submitted = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const wasVerifying = useRef(verifying);

  // Layout effect: the focus is back before anyone sees the re-enabled input.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || active === input.current;
    if (wasVerifying.current && !verifying && focusLost) {
      input.current?.focus();
      input.current?.select();
    }
    wasVerifying.current = verifying;
  }, [verifying]);

  const update = (text: string) => {
    const next = sanitizeOtp(text);
    setCode(next);
    if (next.length < OTP_LENGTH) submitted.current = undefined;
    else if (submitted.current !== next) {
      submitted.current = next;
      onComplete(next);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    // A whole code replaces what is there; a few digits go in at the caret like any paste.
    if (sanitizeOtp(pasted).length === OTP_LENGTH) return update(pasted);
    const { selectionStart, selectionEnd, value } = event.currentTarget;
    update(value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length));
  };

  return (
    <div>
      <TextInput
        ref={input}
        label={label}
        hint={hint}
        error={error}
        name={name}
        autoFocus={autoFocus}
        value={code}
        onChange={(event) => update(event.target.value)}
        onPaste={onPaste}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        disabled={verifying}
        css={{
          fontSize: theme.fonts.headingSize,
          letterSpacing: '0.5em',
          // The spacing also follows the last digit: indent by as much so the code sits in the centre.
          textIndent: '0.5em',
          textAlign: 'center',
        }}
      />
      {/* Always rendered so the message is announced when verifying starts. */}
      <div
        role="status"
        css={{
          fontSize: theme.fonts.smallSize,
          color: theme.colors.text,
          fontFamily: theme.fonts.family,
          '&:not(:empty)': { marginTop: 8 },
        }}
      >
        {verifying ? (verifyingText ?? otp.verifying) : null}
      </div>
      {verifying && (
        <div css={{ marginTop: 6 }}>
          <ProgressBar label={verifyingProgress ?? otp.verifyingProgress} durationMs={OTP_PROGRESS_MS} />
        </div>
      )}
    </div>
  );
}
