import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { OtpInput } from '../../../ui/OtpInput';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** TOTP Entry: the six-digit code from the member's authenticator app. */
export function TotpEntryScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<MfaView, { screen: 'TotpEntry' }>, MfaIntents>) {
  const theme = useTheme();
  const { common, otpEntry } = useTexts(firstTexts);
  const { totpEntry: texts } = useTexts(mfaTexts);
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={texts.enterCode}
      // While enrolling: back to the QR code, for a member whose app holds no (or a wrong) entry yet.
      onBack={view.isEnrolling ? back : undefined}
    >
      <div css={stack(16)}>
        <OtpInput
          label={texts.verificationCode}
          verifyingText={otpEntry.verifying}
          verifyingProgress={otpEntry.verifyingProgress}
          onComplete={(code) => void intents.submitTotp(code)}
          verifying={view.submitting}
          error={view.errors.code}
        />
        <p css={linkRow(theme)}>
          {view.isEnrolling ? (
            texts.enrollingHelp
          ) : (
            <>
              {texts.cantAccessApp}{' '}
              <TextLinkButton onClick={intents.useRecoveryCode}>{texts.useBackupCode}</TextLinkButton>
            </>
          )}
        </p>
      </div>
      {view.offerSms && (
        <div css={stack(buttonGap)}>
          <Divider label={common.or} />
          <Button variant="dawn" fullWidth onClick={() => intents.chooseMfaMethod('sms_otp')}>
            {texts.textMeACodeInstead}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
