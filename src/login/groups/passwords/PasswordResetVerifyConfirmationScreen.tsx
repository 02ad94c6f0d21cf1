import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useLoginTexts } from '../../screens/loginStrings';
import { SentTo } from '../../screens/SentTo';
import { MailProviderLinks } from '../../screens/MailProviderLinks';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, linkRow, stack } from '../../screens/screenStyles';
import { passwordTexts } from './texts';

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
  const { common, passwordResetVerifyConfirmation: texts } = useLoginTexts(passwordTexts);
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
      <div css={stack(24)}>
        <MailProviderLinks senderDomain={view.senderDomain} />
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={onResend}>{common.resendEmail}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
