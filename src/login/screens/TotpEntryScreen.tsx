import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { OtpInput } from '../../ui/OtpInput';
import { ScreenLayout } from './ScreenLayout';
import { buttonGap, linkRow, stack } from './screenStyles';

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
}

/** TOTP Entry: the six-digit code from the member's authenticator app. */
export function TotpEntryScreen({ view, onSubmitCode, onUseBackupCode, onTextMeACode }: TotpEntryScreenProps) {
  const theme = useTheme();
  return (
    <ScreenLayout heading="Enter verification code" subheading="Enter the 6-digit code from your authenticator app.">
      <div css={stack(16)}>
        <OtpInput label="Verification code" onComplete={onSubmitCode} verifying={view.verifying} error={view.error} />
        <p css={linkRow(theme)}>
          {view.isEnrolling ? (
            "If the verification code doesn't work, go back to your authenticator app to get a new code."
          ) : (
            <>
              Can't access your authenticator app?{' '}
              <TextLinkButton onClick={onUseBackupCode}>Use a backup code</TextLinkButton>
            </>
          )}
        </p>
      </div>
      {view.offerSms && (
        <div css={stack(buttonGap)}>
          <Divider />
          <Button variant="dawn" fullWidth onClick={onTextMeACode}>
            Text me a code instead
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
