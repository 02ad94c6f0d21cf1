import { EmailForm } from '../../screens/EmailForm';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import type { ScreenProps } from '../define';
import type { FederationIntents } from './intents';
import { federationTexts } from './texts';
import type { FederationView } from './view';

/**
 * 'Enter your email to continue': finds the SSO connections for an address. One starts SSO, several show the
 * menu, none the fallback.
 */
export function SsoDiscoveryEmailScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<FederationView, { screen: 'SsoDiscoveryEmail' }>, FederationIntents>) {
  const { common } = useTexts(firstTexts);
  const { ssoDiscoveryEmail } = useTexts(federationTexts);
  return (
    <ScreenLayout heading={ssoDiscoveryEmail.heading} onBack={back}>
      <EmailForm
        submitLabel={common.continue}
        onSubmit={(email) => void intents.submitSsoDiscoveryEmail(email)}
        // The default error text, or the provider's message, from a failed connection lookup.
        error={view.errors.form}
        defaultEmail={view.email}
      />
    </ScreenLayout>
  );
}
