import { Button } from '../../ui/Button';
import { FormattedMessage } from '../../ui/texts';
import type { OAuthProvider } from '../flow';
import { ButtonName, wrappingLabel } from './ButtonName';
import { OAuthBrandIcon } from './OAuthBrandIcon';
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
      <span css={wrappingLabel}>
        <FormattedMessage
          template={main.continueWithProvider}
          params={{ provider: <ButtonName>{oauthProviderNames[provider]}</ButtonName> }}
        />
      </span>
    </Button>
  );
}
