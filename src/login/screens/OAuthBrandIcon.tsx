import { lazy, Suspense } from 'react';
import type { OAuthProvider } from '../flow';

/** The marks are mostly path data, which gzip can do little with: they load when a button first shows one. */
const BrandMark = lazy(async () => ({ default: (await import('./oauthBrandMarks')).BrandMark }));

/**
 * A provider's brand mark, 20 px square, hidden from assistive technology (the button says the name). The
 * square is there from the first paint, so the mark arriving moves nothing.
 */
export function OAuthBrandIcon({ provider }: { provider: OAuthProvider }) {
  return (
    <span
      aria-hidden="true"
      data-brand={provider}
      data-on-demand
      css={{ display: 'inline-flex', width: 20, height: 20, flexShrink: 0, '& > svg': { width: 20, height: 20 } }}
    >
      <Suspense fallback={null}>
        <BrandMark provider={provider} />
      </Suspense>
    </span>
  );
}
