import type { OAuthProvider } from '../flow';
import { BrandMark } from './oauthBrandMarks';

/** A provider's brand mark, 20 px square, hidden from assistive technology (the button says the name). */
export function OAuthBrandIcon({ provider }: { provider: OAuthProvider }) {
  return (
    <span
      aria-hidden="true"
      data-brand={provider}
      css={{ display: 'inline-flex', width: 20, height: 20, flexShrink: 0, '& > svg': { width: 20, height: 20 } }}
    >
      <BrandMark provider={provider} />
    </span>
  );
}
