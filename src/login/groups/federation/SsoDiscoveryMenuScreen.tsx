import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { SsoButtons } from '../../screens/SsoButtons';
import type { SsoConnection } from '../../flow';
import { federationTexts } from './texts';

export interface SsoDiscoveryMenuScreenView {
  connections: readonly SsoConnection[];
}

export interface SsoDiscoveryMenuScreenProps {
  view: SsoDiscoveryMenuScreenView;
  onSso: (connectionId: string) => void;
  onBack?: () => void;
}

/** 'Select a connection to continue': several connections were found for the address. */
export function SsoDiscoveryMenuScreen({ view, onSso, onBack }: SsoDiscoveryMenuScreenProps) {
  const { ssoDiscoveryMenu } = useLoginTexts(federationTexts);
  return (
    <ScreenLayout heading={ssoDiscoveryMenu.heading} onBack={onBack}>
      <SsoButtons connections={view.connections} onSso={onSso} />
    </ScreenLayout>
  );
}
