import { EmailForm } from '../../screens/EmailForm';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { federationTexts } from './texts';

export interface SsoDiscoveryEmailScreenView {
  email?: string;
  /** The default error text, or the provider's message, from a failed connection lookup. */
  error?: string;
}

export interface SsoDiscoveryEmailScreenProps {
  view: SsoDiscoveryEmailScreenView;
  /** The flow looks up the address's connections: one starts SSO, several show the menu, none the fallback. */
  onSubmit: (email: string) => void;
  onBack?: () => void;
}

/** 'Enter your email to continue': finds the SSO connections for an address. */
export function SsoDiscoveryEmailScreen({ view, onSubmit, onBack }: SsoDiscoveryEmailScreenProps) {
  const { common, ssoDiscoveryEmail } = useLoginTexts(federationTexts);
  return (
    <ScreenLayout heading={ssoDiscoveryEmail.heading} onBack={onBack}>
      <EmailForm submitLabel={common.continue} onSubmit={onSubmit} error={view.error} defaultEmail={view.email} />
    </ScreenLayout>
  );
}
