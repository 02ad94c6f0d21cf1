import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../ui/Button';
import { ScreenLayout } from './ScreenLayout';
import { linkRow } from './screenStyles';

export interface PasswordSetNewConfirmationScreenProps {
  /** 'Resend email': the flow sends the reset e-mail again and toasts 'Email resent'. */
  onResend: () => void;
  onBack?: () => void;
}

/** 'Check your email!' after a password reset e-mail was sent. */
export function PasswordSetNewConfirmationScreen({ onResend, onBack }: PasswordSetNewConfirmationScreenProps) {
  const theme = useTheme();
  return (
    <ScreenLayout heading="Check your email!" onBack={onBack}>
      <p css={linkRow(theme)}>
        <TextLinkButton onClick={onResend}>Resend email</TextLinkButton>
      </p>
    </ScreenLayout>
  );
}
