import { useCallback, useState } from 'react';

/**
 * Tracks whether an image source is usable: false without a source or once that source failed to load.
 * A new source is tried afresh.
 */
export function useImageFallback(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { showImage: Boolean(src) && failedSrc !== src, onError };
}
