import { Button } from '../../ui/Button';
import { FormattedMessage, useTexts } from '../../ui/texts';
import type { SsoConnection } from '../flow';
import { ButtonName, wrappingLabel } from './ButtonName';
import { firstTexts } from '../strings';
import { buttonGap, stack } from './screenStyles';
import { SsoIcon } from './SsoIcon';

export interface SsoButtonProps {
  connection: SsoConnection;
  onSso: (connectionId: string) => void;
}

/** 'Continue with {connection display name}'. */
export function SsoButton({ connection, onSso }: SsoButtonProps) {
  const { main } = useTexts(firstTexts);
  return (
    <Button
      variant="dawn"
      fullWidth
      onClick={() => onSso(connection.connection_id)}
      // Connection names are the organization's own and may be long: let them wrap with room around.
      css={{ paddingTop: 8, paddingBottom: 8, lineHeight: 1.3 }}
    >
      <SsoIcon />
      <span css={wrappingLabel}>
        <FormattedMessage
          template={main.continueWithConnection}
          params={{ connectionName: <ButtonName>{connection.display_name}</ButtonName> }}
        />
      </span>
    </Button>
  );
}

/** Several connections as buttons, one each (SSO Discovery Menu). */
export function SsoButtons({
  connections,
  onSso,
}: {
  connections: readonly SsoConnection[];
  onSso: SsoButtonProps['onSso'];
}) {
  return (
    <div css={stack(buttonGap)}>
      {connections.map((connection) => (
        <SsoButton key={connection.connection_id} connection={connection} onSso={onSso} />
      ))}
    </div>
  );
}

/** The discovery flow's single SSO entry: the connection is found from the e-mail afterwards. */
export function SsoDiscoveryButton({ onSsoDiscovery }: { onSsoDiscovery: () => void }) {
  const { main } = useTexts(firstTexts);
  return (
    <Button variant="dawn" fullWidth onClick={onSsoDiscovery}>
      <SsoIcon />
      {main.continueWithSso}
    </Button>
  );
}
