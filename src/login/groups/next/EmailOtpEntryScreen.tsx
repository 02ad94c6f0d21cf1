import { useTheme } from '@emotion/react';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { SentTo } from '../../screens/SentTo';
import { PasscodeEntry } from '../../screens/PasscodeEntry';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import type { NextView } from './view';

/** 'Enter passcode' for the e-mailed one-time code, with its countdown. */
export function EmailOtpEntryScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<NextView, { screen: 'EmailOtpEntry' }>, NextIntents>) {
  const theme = useTheme();
  const { otpEntry: texts } = useTexts(firstTexts);
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={
        <p css={bodyText(theme)}>
          <SentTo template={texts.sentTo} email={view.email} />
        </p>
      }
      onBack={back}
    >
      <PasscodeEntry
        countdown={view.countdown}
        verifying={view.submitting}
        // A wrong code, or a resend that failed.
        error={view.errors.code ?? view.errors.form}
        onSubmitCode={(code) => void intents.submitEmailCode(code)}
        onResend={() => void intents.resendEmailCode()}
        resendDisabled={view.submitting}
      />
    </ScreenLayout>
  );
}
