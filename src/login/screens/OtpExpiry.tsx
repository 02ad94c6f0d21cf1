import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { Countdown } from '../flow/countdown';
import { FormattedMessage, useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';
import { linkRow } from './screenStyles';

export interface OtpExpiryProps {
  /** The flow's countdown (it ticks every second): a spinner until an expiry is set, then m:ss, then expired. */
  countdown: Countdown;
  onResend: () => void;
  /** Resending is blocked (e.g. while a code is being verified). */
  disabled?: boolean;
}

/**
 * 'Your code expires in m:ss. Didn't get it?' with 'Resend code', or 'Your code has expired.' once it has.
 * Not a live region: announcing every tick would drown everything else out.
 */
export function OtpExpiry({ countdown, onResend, disabled }: OtpExpiryProps) {
  const theme = useTheme();
  const strings = useTexts(firstTexts);
  if (countdown.state === 'waiting') {
    return (
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner size={20} label={strings.common.loading} />
      </div>
    );
  }
  return (
    <p css={linkRow(theme)} data-countdown="">
      {countdown.state === 'running' ? (
        // The time isolated left to right, as data in a sentence: '2:00' keeps its place in any language.
        <FormattedMessage
          template={strings.otpEntry.expiresIn}
          params={{ time: <span dir="ltr">{countdown.remaining}</span> }}
        />
      ) : (
        strings.otpEntry.expired
      )}{' '}
      <TextLinkButton onClick={onResend} disabled={disabled}>
        {strings.otpEntry.resendCode}
      </TextLinkButton>
    </p>
  );
}
