import { useTheme } from '@emotion/react';
import { EmailForm } from '../../screens/EmailForm';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import { passwordTexts } from './texts';

export interface PasswordForgotFormScreenView {
  /** What the e-mail will bring: the organization flow's or the discovery flow's copy. */
  copy: string;
  /** An address typed earlier, to start from. */
  email?: string;
  /** The provider's error_message from the member search or reset start. */
  error?: string;
}

export interface PasswordForgotFormScreenProps {
  view: PasswordForgotFormScreenView;
  onSubmit: (email: string) => void;
  onBack?: () => void;
}

/** 'Check your email for help signing in!': the e-mail for a login link or a password reset. */
export function PasswordForgotFormScreen({ view, onSubmit, onBack }: PasswordForgotFormScreenProps) {
  const theme = useTheme();
  const { common, passwordForgotForm } = useLoginTexts(passwordTexts);
  return (
    <ScreenLayout
      heading={passwordForgotForm.heading}
      subheading={<p css={bodyText(theme)}>{view.copy}</p>}
      onBack={onBack}
    >
      <EmailForm submitLabel={common.continue} onSubmit={onSubmit} error={view.error} defaultEmail={view.email} />
    </ScreenLayout>
  );
}
