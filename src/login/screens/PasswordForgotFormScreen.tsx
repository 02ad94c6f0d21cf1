import { useTheme } from '@emotion/react';
import { EmailForm } from './EmailForm';
import { ScreenLayout } from './ScreenLayout';
import { bodyText } from './screenStyles';
import type { FlowType } from './types';

export interface PasswordForgotFormScreenView {
  flowType: FlowType;
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

const organizationCopy =
  "We'll email you a login link to sign in to your account directly or reset your password if you have one.";
const discoveryCopy =
  "We'll email you a verification link to sign up for an account or reset your password if you have one.";

/** 'Check your email for help signing in!': the e-mail for a login link or a password reset. */
export function PasswordForgotFormScreen({ view, onSubmit, onBack }: PasswordForgotFormScreenProps) {
  const theme = useTheme();
  return (
    <ScreenLayout
      heading="Check your email for help signing in!"
      subheading={<p css={bodyText(theme)}>{view.flowType === 'Discovery' ? discoveryCopy : organizationCopy}</p>}
      onBack={onBack}
    >
      <EmailForm submitLabel="Continue" onSubmit={onSubmit} error={view.error} defaultEmail={view.email} />
    </ScreenLayout>
  );
}
