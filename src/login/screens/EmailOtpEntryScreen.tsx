import { useTheme } from '@emotion/react';
import { OtpInput } from '../../ui/OtpInput';
import type { Countdown } from '../flow';
import { FormattedMessage, useLoginStrings } from './loginStrings';
import { OtpExpiry } from './OtpExpiry';
import { ScreenLayout } from './ScreenLayout';
import { bodyText, stack } from './screenStyles';

export interface EmailOtpEntryScreenView {
  /** Where the code went. */
  email: string;
  /** The code's countdown, ticked every second by the flow. */
  countdown: Countdown;
  /** The code is being checked: the input is disabled and 'Verifying passcode...' shows. */
  verifying: boolean;
  /** E.g. 'Invalid passcode, please try again.' */
  error?: string;
}

export interface EmailOtpEntryScreenProps {
  view: EmailOtpEntryScreenView;
  /** Called with the six digits as soon as they are entered. */
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onBack?: () => void;
}

/** 'Enter passcode' for the e-mailed one-time code, with its countdown. */
export function EmailOtpEntryScreen({ view, onSubmitCode, onResend, onBack }: EmailOtpEntryScreenProps) {
  const theme = useTheme();
  const { otpEntry: texts } = useLoginStrings();
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={
        <p css={bodyText(theme)}>
          <FormattedMessage template={texts.sentTo} params={{ email: <strong>{view.email}</strong> }} />
        </p>
      }
      onBack={onBack}
    >
      <div css={stack(16)}>
        <OtpInput
          label={texts.passcode}
          verifyingText={texts.verifying}
          verifyingProgress={texts.verifyingProgress}
          onComplete={onSubmitCode}
          verifying={view.verifying}
          error={view.error}
        />
        <OtpExpiry countdown={view.countdown} onResend={onResend} disabled={view.verifying} />
      </div>
    </ScreenLayout>
  );
}
