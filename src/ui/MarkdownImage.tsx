import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { useImageAllowed } from './imageOrigins';

/**
 * A markdown image: loaded only from the page's own origin or a configured one (see imageOrigins); any
 * other address becomes a link to it, named by the image's alt text. A refused address leaves the alt text.
 */
export function MarkdownImage({ src, alt, title }: ComponentProps<'img'> & ExtraProps) {
  const allowed = useImageAllowed();
  if (typeof src !== 'string' || !src) return alt ? <span data-refused-image="">{alt}</span> : null;
  if (!allowed(src)) {
    return (
      <a href={src} title={title} target="_blank" rel="noopener noreferrer" data-foreign-image="">
        {alt || src}
      </a>
    );
  }
  return <img src={src} alt={alt ?? ''} title={title} referrerPolicy="no-referrer" />;
}
