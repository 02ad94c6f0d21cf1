import { Button } from '../../ui/Button';
import { buttonGap, stack } from './screenStyles';
import { SsoIcon } from './SsoIcon';
import type { SsoConnection } from './types';

export interface SsoButtonsProps {
  /** One 'Continue with {connection display name}' button per connection. */
  connections: readonly SsoConnection[];
  onSso: (connectionId: string) => void;
}

/** The organization's active SSO connections as buttons (organization flow, SSO Discovery Menu). */
export function SsoButtons({ connections, onSso }: SsoButtonsProps) {
  return (
    <div css={stack(buttonGap)}>
      {connections.map((connection) => (
        <Button
          key={connection.connectionId}
          variant="dawn"
          fullWidth
          onClick={() => onSso(connection.connectionId)}
          // Connection names are the organization's own and may be long: let them wrap with room around.
          css={{ paddingTop: 8, paddingBottom: 8, lineHeight: 1.3 }}
        >
          <SsoIcon />
          <span css={{ overflowWrap: 'anywhere' }}>{`Continue with ${connection.displayName}`}</span>
        </Button>
      ))}
    </div>
  );
}

/** The discovery flow's single SSO entry: the connection is found from the e-mail afterwards. */
export function SsoDiscoveryButton({ onSsoDiscovery }: { onSsoDiscovery: () => void }) {
  return (
    <Button variant="dawn" fullWidth onClick={onSsoDiscovery}>
      <SsoIcon />
      Continue with SSO
    </Button>
  );
}
