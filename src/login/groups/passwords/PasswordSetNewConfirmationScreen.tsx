import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { linkRow } from '../../screens/screenStyles';
import { passwordTexts } from './texts';

export interface PasswordSetNewConfirmationScreenProps {
  /** 'Resend email': the flow sends the reset e-mail again and toasts 'Email resent'. */
  onResend: () => void;
  onBack?: () => void;
}

/** 'Check your email!' after a password reset e-mail was sent. */
export function PasswordSetNewConfirmationScreen({ onResend, onBack }: PasswordSetNewConfirmationScreenProps) {
  const theme = useTheme();
  const { common, passwordSetNewConfirmation } = useLoginTexts(passwordTexts);
  return (
    <ScreenLayout heading={passwordSetNewConfirmation.heading} onBack={onBack}>
      <p css={linkRow(theme)}>
        <TextLinkButton onClick={onResend}>{common.resendEmail}</TextLinkButton>
      </p>
    </ScreenLayout>
  );
}
