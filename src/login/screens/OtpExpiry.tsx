import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatCountdown } from './countdown';
import { linkRow } from './screenStyles';

export interface OtpExpiryProps {
  /** Seconds until the code expires; null while no expiration is set yet (a spinner shows). */
  remainingSeconds: number | null;
  onResend: () => void;
  /** Resending is blocked (e.g. while a code is being verified). */
  disabled?: boolean;
}

/**
 * 'Your code expires in m:ss. Didn't get it?' with 'Resend code', or 'Your code has expired.' once it has.
 * Not a live region: announcing every tick would drown everything else out.
 */
export function OtpExpiry({ remainingSeconds, onResend, disabled }: OtpExpiryProps) {
  const theme = useTheme();
  if (remainingSeconds === null) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner size={20} label="Loading" />
      </div>
    );
  }
  const resend = (
    <TextLinkButton onClick={onResend} disabled={disabled}>
      Resend code
    </TextLinkButton>
  );
  return (
    <p css={linkRow(theme)} data-countdown="">
      {remainingSeconds > 0
        ? `Your code expires in ${formatCountdown(remainingSeconds)}. Didn't get it? `
        : 'Your code has expired. '}
      {resend}
    </p>
  );
}
