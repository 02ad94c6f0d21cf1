import { Button } from '../../ui/Button';
import type { OAuthProvider } from '../flow';
import { OAuthBrandIcon } from './OAuthBrandIcon';
import { formatMessage } from '../strings';
import { useLoginStrings } from './loginStrings';
import { oauthProviderNames } from './oauthProviderNames';

export interface OAuthButtonProps {
  provider: OAuthProvider;
  onOAuth: (provider: OAuthProvider) => void;
}

/** 'Continue with {provider}', with the provider's mark. */
export function OAuthButton({ provider, onOAuth }: OAuthButtonProps) {
  const { main } = useLoginStrings();
  return (
    <Button variant="dawn" fullWidth onClick={() => onOAuth(provider)}>
      <OAuthBrandIcon provider={provider} />
      {formatMessage(main.continueWithProvider, { provider: oauthProviderNames[provider] })}
    </Button>
  );
}
