import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where markdown images may load from: the page's own origin and the origins the app configures (its API).
 * An image anywhere else could be a beacon telling a third party who read which message, so it is shown
 * as a link the member may follow instead of being fetched by itself.
 */
const ImageOriginsContext = createContext<readonly string[]>([]);

export function ImageOriginsProvider({ origins, children }: { origins: readonly string[]; children: ReactNode }) {
  return <ImageOriginsContext.Provider value={origins}>{children}</ImageOriginsContext.Provider>;
}

/** The origin of an http(s) URL, or undefined when it has none or cannot be parsed. */
export function originOf(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an image URL (already through safeUrl) is on the page's own origin or a configured one. */
export function isAllowedImage(url: string, configured: readonly string[], page: string | undefined): boolean {
  const origin = originOf(url, page);
  if (!origin) return false;
  return origin === (page && originOf(page)) || configured.some((allowed) => originOf(allowed) === origin);
}

/** The page's address where there is one (not while rendering on a server). */
const pageAddress = () => (typeof document === 'undefined' ? undefined : document.baseURI);

export const useImageAllowed = () => {
  const configured = useContext(ImageOriginsContext);
  return (url: string) => isAllowedImage(url, configured, pageAddress());
};
