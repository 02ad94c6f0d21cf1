import { OtpInput } from '../../ui/OtpInput';
import type { Countdown } from '../flow';
import { useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';
import { OtpExpiry } from './OtpExpiry';
import { stack } from './screenStyles';

export interface PasscodeEntryProps {
  /** The code's countdown, ticked every second by the flow. */
  countdown: Countdown;
  /** The code is being checked: the input is disabled and 'Verifying passcode...' shows. */
  verifying: boolean;
  /** E.g. 'Invalid passcode, please try again.' */
  error?: string;
  /** Called with the six digits as soon as they are entered. */
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  /** Resending is blocked (while verifying, or while a code is being sent). */
  resendDisabled: boolean;
}

/** A sent one-time passcode's field and its expiry, as Email OTP Entry and SMS OTP Entry show them. */
export function PasscodeEntry({
  countdown,
  verifying,
  error,
  onSubmitCode,
  onResend,
  resendDisabled,
}: PasscodeEntryProps) {
  const { otpEntry: texts } = useTexts(firstTexts);
  return (
    <div css={stack(16)}>
      <OtpInput
        label={texts.passcode}
        verifyingText={texts.verifying}
        verifyingProgress={texts.verifyingProgress}
        onComplete={onSubmitCode}
        verifying={verifying}
        error={error}
      />
      <OtpExpiry countdown={countdown} onResend={onResend} disabled={resendDisabled} />
    </div>
  );
}
