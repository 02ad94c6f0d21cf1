import { Button } from '../../ui/Button';
import { OAuthBrandIcon } from './OAuthBrandIcon';
import { oauthProviderNames } from './oauthProviderNames';
import { buttonGap, stack } from './screenStyles';
import type { OAuthProvider } from './types';

export interface OAuthButtonsProps {
  providers: readonly OAuthProvider[];
  onOAuth: (provider: OAuthProvider) => void;
}

/** One 'Continue with {provider}' button per configured provider, in the integrator's order. */
export function OAuthButtons({ providers, onOAuth }: OAuthButtonsProps) {
  return (
    <div css={stack(buttonGap)}>
      {providers.map((provider) => (
        <Button key={provider} variant="dawn" fullWidth onClick={() => onOAuth(provider)}>
          <OAuthBrandIcon provider={provider} />
          {`Continue with ${oauthProviderNames[provider]}`}
        </Button>
      ))}
    </div>
  );
}
