import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { OtpInput } from '../../../ui/OtpInput';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, linkRow, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface TotpEntryView {
  /** The member is linking the app now: no backup codes exist yet, and a stale code is the likely problem. */
  isEnrolling: boolean;
  verifying: boolean;
  /** E.g. 'Invalid passcode, please try again.' */
  error?: string;
  /** Not enrolling, SMS is enrolled and the organization allows it. */
  offerSms: boolean;
}

export interface TotpEntryScreenProps {
  view: TotpEntryView;
  onSubmitCode: (code: string) => void;
  onUseBackupCode: () => void;
  onTextMeACode: () => void;
  /** While enrolling: back to the QR code, for a member whose app holds no (or a wrong) entry yet. */
  onBack?: () => void;
}

/** TOTP Entry: the six-digit code from the member's authenticator app. */
export function TotpEntryScreen({ view, onSubmitCode, onUseBackupCode, onTextMeACode, onBack }: TotpEntryScreenProps) {
  const theme = useTheme();
  const { common, otpEntry, totpEntry: texts } = useLoginTexts(mfaTexts);
  return (
    <ScreenLayout heading={texts.heading} subheading={texts.enterCode} onBack={onBack}>
      <div css={stack(16)}>
        <OtpInput
          label={texts.verificationCode}
          verifyingText={otpEntry.verifying}
          verifyingProgress={otpEntry.verifyingProgress}
          onComplete={onSubmitCode}
          verifying={view.verifying}
          error={view.error}
        />
        <p css={linkRow(theme)}>
          {view.isEnrolling ? (
            texts.enrollingHelp
          ) : (
            <>
              {texts.cantAccessApp} <TextLinkButton onClick={onUseBackupCode}>{texts.useBackupCode}</TextLinkButton>
            </>
          )}
        </p>
      </div>
      {view.offerSms && (
        <div css={stack(buttonGap)}>
          <Divider label={common.or} />
          <Button variant="dawn" fullWidth onClick={onTextMeACode}>
            {texts.textMeACodeInstead}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
