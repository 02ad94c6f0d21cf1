import { useTheme } from '@emotion/react';
import type { Countdown } from '../../flow';
import { useLoginStrings } from '../../screens/loginStrings';
import { SentTo } from '../../screens/SentTo';
import { PasscodeEntry } from '../../screens/PasscodeEntry';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';

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
          <SentTo template={texts.sentTo} email={view.email} />
        </p>
      }
      onBack={onBack}
    >
      <PasscodeEntry
        countdown={view.countdown}
        verifying={view.verifying}
        error={view.error}
        onSubmitCode={onSubmitCode}
        onResend={onResend}
        resendDisabled={view.verifying}
      />
    </ScreenLayout>
  );
}
