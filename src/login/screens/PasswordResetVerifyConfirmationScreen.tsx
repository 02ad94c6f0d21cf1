import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../ui/Button';
import { MailProviderLinks } from './MailProviderLinks';
import { ScreenLayout } from './ScreenLayout';
import { bodyText, linkRow, stack } from './screenStyles';

export interface PasswordResetVerifyConfirmationScreenView {
  email: string;
  /** From the integrator's domain hint, or the bootstrap's only e-mail domain. */
  senderDomain?: string | null;
}

export interface PasswordResetVerifyConfirmationScreenProps {
  view: PasswordResetVerifyConfirmationScreenView;
  onResend: () => void;
  onBack?: () => void;
}

/** 'Verify your email first.': a login link went out before the password can be set. */
export function PasswordResetVerifyConfirmationScreen({
  view,
  onResend,
  onBack,
}: PasswordResetVerifyConfirmationScreenProps) {
  const theme = useTheme();
  return (
    <ScreenLayout
      heading="Verify your email first."
      subheading={
        <p css={bodyText(theme)}>
          A login link was sent to you at <strong>{view.email}</strong>.
        </p>
      }
      onBack={onBack}
    >
      <div css={stack(24)}>
        <MailProviderLinks senderDomain={view.senderDomain} />
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={onResend}>Resend email</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
