import { useTheme } from '@emotion/react';
import { Button } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { firstTexts } from '../../strings';
import { FormattedMessage, useTexts } from '../../../ui/texts';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { PasscodeEntry } from '../../screens/PasscodeEntry';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, buttonGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** SMS OTP Entry: the six-digit code texted to the member. */
export function SmsOtpEntryScreen({
  view,
  intents,
}: ScreenProps<Extract<MfaView, { screen: 'SmsOtpEntry' }>, MfaIntents>) {
  const theme = useTheme();
  const { common, otpEntry: texts } = useTexts(firstTexts);
  const { smsOtpEntry } = useTexts(mfaTexts);
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
      // Its own rule, not the history's: back to the phone form while enrolling or with no usable method.
      onBack={view.canGoBackToEnrollment ? intents.back : undefined}
    >
      <PasscodeEntry
        countdown={view.countdown}
        verifying={view.submitting}
        error={view.errors.code}
        onSubmitCode={(code) => void intents.submitSmsCode(code)}
        onResend={() => void intents.resendSmsCode()}
        resendDisabled={view.submitting || view.isSending}
      />
      {view.offerTotp && (
        <div css={stack(buttonGap)}>
          <Divider label={common.or} />
          <Button variant="dawn" fullWidth onClick={() => intents.chooseMfaMethod('totp')}>
            {smsOtpEntry.useAuthenticatorApp}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
