import { Button } from '../../ui/Button';
import { FormattedMessage, useTexts } from '../../ui/texts';
import type { OAuthProvider } from '../flow';
import { ButtonName, wrappingLabel } from './ButtonName';
import { OAuthBrandIcon } from './OAuthBrandIcon';
import { firstTexts } from '../strings';
import { oauthProviderNames } from './oauthProviderNames';

export interface OAuthButtonProps {
  provider: OAuthProvider;
  onOAuth: (provider: OAuthProvider) => void;
}

/** 'Continue with {provider}', with the provider's mark. */
export function OAuthButton({ provider, onOAuth }: OAuthButtonProps) {
  const { main } = useTexts(firstTexts);
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
