import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { SsoButtons } from '../../screens/SsoButtons';
import type { ScreenProps } from '../define';
import type { FederationIntents } from './intents';
import { federationTexts } from './texts';
import type { FederationView } from './view';

/** 'Select a connection to continue': several connections were found for the address. */
export function SsoDiscoveryMenuScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<FederationView, { screen: 'SsoDiscoveryMenu' }>, FederationIntents>) {
  const { ssoDiscoveryMenu } = useTexts(federationTexts);
  return (
    <ScreenLayout heading={ssoDiscoveryMenu.heading} onBack={back}>
      <SsoButtons connections={view.connections} onSso={(connectionId) => void intents.startSso(connectionId)} />
    </ScreenLayout>
  );
}
