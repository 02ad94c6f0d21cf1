import { useTheme } from '@emotion/react';
import { Button } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import type { Countdown } from '../../flow';
import { useLoginTexts } from '../../screens/loginStrings';
import { FormattedMessage } from '../../../ui/texts';
import { PasscodeEntry } from '../../screens/PasscodeEntry';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, buttonGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface SmsOtpEntryView {
  /** Where the code went, formatted for display ('+1 (415) 555-0123'); absent until the first send answers. */
  formattedDestination?: string;
  /** The code's countdown, ticked every second by the flow. */
  countdown: Countdown;
  sending: boolean;
  verifying: boolean;
  /** E.g. 'Invalid passcode, please try again.' */
  error?: string;
  /** Enrolling, or the member has no usable enrolled method: the phone number can be changed. */
  canGoBackToEnrollment: boolean;
  /** Not enrolling, TOTP is enrolled and the organization allows it. */
  offerAuthenticatorApp: boolean;
}

export interface SmsOtpEntryScreenProps {
  view: SmsOtpEntryView;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onBackToEnrollment: () => void;
  onUseAuthenticatorApp: () => void;
}

/** SMS OTP Entry: the six-digit code texted to the member. */
export function SmsOtpEntryScreen({
  view,
  onSubmitCode,
  onResend,
  onBackToEnrollment,
  onUseAuthenticatorApp,
}: SmsOtpEntryScreenProps) {
  const theme = useTheme();
  const { common, otpEntry: texts, smsOtpEntry } = useLoginTexts(mfaTexts);
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={
        view.formattedDestination ? (
          <p css={bodyText(theme)}>
            <FormattedMessage
              template={smsOtpEntry.sentTo}
              // Isolated left to right: a number's '+' and parentheses keep their places in any language;
              // kept on one line, so '+1' is never left at the end of a line apart from the rest.
              params={{
                phoneNumber: (
                  <strong dir="ltr" css={{ whiteSpace: 'nowrap' }}>
                    {view.formattedDestination}
                  </strong>
                ),
              }}
            />
          </p>
        ) : undefined
      }
      onBack={view.canGoBackToEnrollment ? onBackToEnrollment : undefined}
    >
      <PasscodeEntry
        countdown={view.countdown}
        verifying={view.verifying}
        error={view.error}
        onSubmitCode={onSubmitCode}
        onResend={onResend}
        resendDisabled={view.verifying || view.sending}
      />
      {view.offerAuthenticatorApp && (
        <div css={stack(buttonGap)}>
          <Divider label={common.or} />
          <Button variant="dawn" fullWidth onClick={onUseAuthenticatorApp}>
            {smsOtpEntry.useAuthenticatorApp}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
